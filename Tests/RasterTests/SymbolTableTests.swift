import Foundation
import LayoutCore
import Raster
import Testing

/// HeroSim's SF Symbol table: at least 500 names, every glyph it names installed by `bootstrap-icons`,
/// `.fill` names on Bootstrap's `-fill` icons, and variants resolved to mapped names only.
@Suite struct SymbolTableTests {
    /// The Bootstrap Icons files installed, without `.svg`.
    static let installed: Set<String> = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: SymbolTable.defaultDirectory())) ?? []
        return Set(files.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) })
    }()

    @Test func theTableHasAtLeast500NamesAndEveryGlyphIsInstalled() {
        #expect(SymbolTable.names.count >= 500)
        #expect(SymbolTable.names.count == 1668)
        #expect(Self.installed.count >= 1900) // the package is installed (Makefile's RUNTIME_PACKAGES)
        let missing = SymbolTable.names.filter { !Self.installed.contains($0.value) }.map { "\($0.key) → \($0.value)" }.sorted()
        #expect(missing == [])
    }

    @Test func theMostUsedNamesAreThere() {
        let names = ["heart", "heart.fill", "xmark", "xmark.circle.fill", "play.fill", "pause.fill", "chevron.right",
                     "chevron.left", "star.fill", "magnifyingglass", "gear", "gearshape", "person.crop.circle",
                     "square.and.arrow.up", "trash", "plus", "minus", "checkmark", "checkmark.circle.fill", "bell",
                     "house.fill", "photo", "camera", "music.note", "bookmark", "ellipsis", "arrow.left", "cart",
                     "envelope", "calendar", "clock", "location", "map", "paperplane", "lock", "info.circle",
                     "exclamationmark.triangle", "sun.max", "moon", "cloud"]
        #expect(names.filter { SymbolTable.names[$0] == nil } == [])
        #expect(SymbolTable.names["heart.fill"] == "heart-fill")
        #expect(SymbolTable.names["xmark.circle.fill"] == "x-circle-fill")
        #expect(SymbolTable.names["magnifyingglass"] == "search")
    }

    @Test func aFillNameDrawsTheFillIconWhereBootstrapHasOne() {
        // For every `NAME.fill` whose `NAME` draws icon X, the glyph is `X-fill` when Bootstrap has it.
        let wrong = SymbolTable.names.compactMap { name, icon -> String? in
            guard name.hasSuffix(".fill"), let outline = SymbolTable.names[String(name.dropLast(5))],
                  Self.installed.contains(outline + "-fill"), icon != outline + "-fill" else { return nil }
            return name
        }
        #expect(wrong == [])
    }

    @Test func variantsResolveToMappedNamesOnly() {
        #expect(SymbolTable.resolvedName("heart", variants: .fill) == "heart.fill")
        #expect(SymbolTable.resolvedName("xmark", variants: .circle.fill) == "xmark.circle.fill")
        #expect(SymbolTable.resolvedName("bell", variants: .slash.fill) == "bell.slash.fill")
        #expect(SymbolTable.resolvedName("calendar", variants: .square) == "calendar") // no calendar.square: the name as written
        #expect(SymbolTable.resolvedName("magnifyingglass", variants: .circle.fill) == "magnifyingglass.circle.fill")
        #expect(SymbolTable.resolvedName("no.such.symbol", variants: .fill) == "no.such.symbol")
        #expect(SymbolTable.iconName(for: SymbolGlyph(name: "heart", variants: .fill)) == "heart-fill")
        #expect(SymbolTable.iconName(for: SymbolGlyph(name: "no.such.symbol")) == nil)
    }
}
