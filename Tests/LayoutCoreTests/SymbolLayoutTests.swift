import Foundation
import LayoutCore
import Testing

/// `Image(systemName:)` as an SF Symbol: sized by the font and the image scale through the measurer, tinted
/// by the foreground style, with the variants and rendering mode of its environment.
@Suite struct SymbolLayoutTests {
    let engine = LayoutEngine()
    let host = LayoutHost(size: CGSize(width: 200, height: 200))

    func size<V: View>(_ view: V) -> CGSize { engine.sizeThatFits(view, .unspecified) }

    /// The symbol glyphs of `view`'s display list, in drawing order.
    func glyphs<V: View>(_ view: V) -> [SymbolGlyph] {
        engine.layout(view, in: host).displayList().items.compactMap { item in
            if case .symbol(let glyph, _) = item { return glyph } else { return nil }
        }
    }

    @Test func aSymbolIsAsLargeAsItsFontsPointSizeTimesItsScale() {
        let heart = Image(systemName: "heart.fill")
        #expect(size(heart) == CGSize(width: 17, height: 17))                       // .body
        #expect(size(heart.font(.title)) == CGSize(width: 28, height: 28))
        #expect(size(heart.font(.caption)) == CGSize(width: 12, height: 12))
        #expect(size(heart.imageScale(.large)) == CGSize(width: 17 * 1.3, height: 17 * 1.3))
        #expect(size(heart.imageScale(.small)) == CGSize(width: 17 * 0.8, height: 17 * 0.8))
        #expect(size(heart.font(.system(size: 40)).imageScale(.small)) == CGSize(width: 32, height: 32))
        #expect(size(heart.imageScale(.medium).font(.largeTitle)) == CGSize(width: 34, height: 34))
    }

    @Test func aResizableSymbolTakesItsFrame() {
        let result = engine.layout(Image(systemName: "star.fill").resizable().frame(width: 120, height: 60).id("star"), in: host)
        #expect(result.frame(of: "star") == CGRect(x: 40, y: 70, width: 120, height: 60))
        #expect(size(Image(systemName: "star.fill").resizable().scaledToFit().frame(width: 50, height: 80)) == CGSize(width: 50, height: 80))
    }

    @Test func theGlyphIsTintedByTheForegroundStyle() {
        #expect(glyphs(Image(systemName: "heart.fill")).map(\.paint) == [.color(.primary)])
        #expect(glyphs(Image(systemName: "heart.fill").foregroundStyle(.red)).map(\.paint) == [.color(.red)])
        #expect(glyphs(Image(systemName: "heart.fill").foregroundColor(.blue)).map(\.paint) == [.color(.blue)])
        #expect(glyphs(Image(systemName: "heart.fill").opacity(0.5).foregroundStyle(.red)).map(\.paint) == [.color(Color.red.opacity(0.5))])
    }

    @Test func theGlyphCarriesItsFontScaleVariantsAndMode() throws {
        let view = Image(systemName: "bell").symbolVariant(.fill).symbolVariant(.circle).symbolRenderingMode(.hierarchical)
            .imageScale(.large).font(.headline)
        let glyph = try #require(glyphs(view).first)
        #expect(glyph.name == "bell")
        #expect(glyph.variants == SymbolVariants.circle.fill)
        #expect(glyph.scale == .large)
        #expect(glyph.pointSize == 17)
        #expect(glyph.weight == .semibold)
        #expect(glyph.renderingMode == .hierarchical)
        #expect(glyphs(Image(systemName: "bell").symbolVariant(.none).symbolVariant(.fill)).first?.variants == SymbolVariants.none)
    }

    @Test func variantsAddTheirSuffixesInSFSymbolsOrder() {
        #expect(SymbolVariants.fill.applied(to: "heart") == "heart.fill")
        #expect(SymbolVariants.fill.applied(to: "heart.fill") == "heart.fill")
        #expect(SymbolVariants.circle.fill.applied(to: "xmark") == "xmark.circle.fill")
        #expect(SymbolVariants.fill.circle.applied(to: "xmark") == "xmark.circle.fill")
        #expect(SymbolVariants.slash.circle.fill.applied(to: "mic") == "mic.slash.circle.fill")
        #expect(SymbolVariants.square.applied(to: "checkmark.circle") == "checkmark.circle")
        #expect(SymbolVariants.none.applied(to: "person.crop.circle") == "person.crop.circle")
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(!SymbolVariants.fill.contains(.circle))
    }

    @Test func theSeedHerosNamesStayTheDemosIcons() {
        // pencil, trash, lock.doc, person and figure.run draw HeroSim's colourful icons, 1.2 × the font size.
        for (name, asset) in [("pencil", "pencil"), ("trash", "trash"), ("lock.doc", "lock-doc"), ("person", "person"), ("figure.run", "runner")] {
            #expect(Image.demoAssetName(forSymbol: name) == asset)
            let items = engine.layout(Image(systemName: name), in: host).displayList().items
            #expect(items == [.image(asset, frame: CGRect(x: 89.8, y: 89.8, width: 20.4, height: 20.4))])
        }
        #expect(Image.demoAssetName(forSymbol: "heart.fill") == nil)
        #expect(Image.demoAssetName(forSymbol: "trash.fill") == nil)
        #expect(engine.layout(Image(systemName: ""), in: host).displayList().items == [.image("", frame: CGRect(x: 89.8, y: 89.8, width: 20.4, height: 20.4))])
    }
}
