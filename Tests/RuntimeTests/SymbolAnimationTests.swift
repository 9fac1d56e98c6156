import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// An SF Symbol's colour and size animate with the transaction, as a text's do; its variant changes at once.
@Suite struct SymbolAnimationTests {
    struct Heart: View {
        @State var on = false
        var body: some View {
            ZStack {
                Image(systemName: "heart").symbolVariant(on ? .fill : .none)
                    .font(.system(size: on ? 30 : 10))
                    .foregroundStyle(on ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                    .imageScale(on ? .large : .medium)
                Color.red.frame(width: 10, height: 10).onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }.position(x: 5, y: 5)
            }
        }
    }

    func glyphs(_ g: ViewGraph) -> [(SymbolGlyph, CGRect)] {
        g.displayList.items.compactMap { if case .symbol(let glyph, let frame) = $0 { (glyph, frame) } else { nil } }
    }

    @Test func colourAndSizeAreHalfWayAndTheVariantIsTheNewOne() throws {
        let g = graph(Heart())
        #expect(glyphs(g).map(\.1) == [CGRect(x: 195, y: 195, width: 10, height: 10)])
        g.tap(at: CGPoint(x: 5, y: 5))
        g.advance(to: 0.5)
        let (glyph, frame) = try #require(glyphs(g).first)
        #expect(glyph.paint == .color(Color(red: 0.5, green: 0, blue: 0.5)))
        #expect(frame == CGRect(x: 187.75, y: 187.75, width: 24.5, height: 24.5)) // 10 → 39 (30 pt × 1.3), centred, half way
        #expect(glyph.variants == .fill)
        g.advance(to: 1)
        #expect(glyphs(g).first?.0.paint == .color(Color(red: 1, green: 0, blue: 0)))
        #expect(glyphs(g).first?.1 == CGRect(x: 180.5, y: 180.5, width: 39, height: 39))
    }
}
