import Foundation
import HeroSim
import HeroSimTesting
import Testing

/// SF Symbols as ordinary iOS code spells them compile through `import HeroSim` and draw tinted glyphs.
@Suite struct SymbolSpellingTests {
    /// A toolbar-like row of symbols with SwiftUI's symbol modifiers and environment values.
    struct Row: View {
        @Environment(\.imageScale) private var scale
        var body: some View {
            HStack(spacing: 12) {
                Image(systemName: "heart").symbolVariant(.fill).foregroundStyle(.red).id("heart")
                Image(systemName: "xmark").symbolVariant(.circle.fill).imageScale(.large)
                Image(systemName: "bell.badge").symbolRenderingMode(.hierarchical).foregroundStyle(.blue)
                Image(systemName: "star.fill").symbolRenderingMode(.multicolor).imageScale(Image.Scale.small)
                Image(systemName: "gearshape").environment(\.symbolVariants, SymbolVariants.fill)
                Image(systemName: "person.crop.circle").foregroundColor(.secondary)
                    .environment(\.symbolRenderingMode, SymbolRenderingMode.palette)
                Text(scale == .medium ? "medium" : "other")
            }
            .font(.title2)
        }
    }

    @Test func symbolModifiersCompileAndTheRedHeartIsRed() throws {
        let host = HeadlessHost(Row(), size: CGSize(width: 400, height: 100))
        let image = host.render()
        let heart = try #require(host.layout.frame(of: "heart"))
        #expect(heart.size == CGSize(width: 22, height: 22)) // .title2: 22 pt
        let red = HeadlessHost(Color.red, size: CGSize(width: 2, height: 2)).render().pixel(x: 1, y: 1)
        #expect(image.pixel(x: Int(heart.midX), y: Int(heart.midY)) == red)
        #expect(host.warnings == [])
    }
}
