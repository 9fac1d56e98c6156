import HeroSim
import HeroSimTesting
import Testing

// `scrollDisabled(_:)` and `scrollIndicators(_:axes:)` as list code writes them.

private struct Rows: View {
    var disabled = false
    var indicators = ScrollIndicatorVisibility.automatic

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { index in
                    Color(white: Double(index) / 20).frame(height: 100).id(index)
                }
            }
        }
        .scrollDisabled(disabled)
        .scrollIndicators(indicators)
    }
}

@Suite struct ScrollModifierTests {
    @Test func aDisabledScrollViewTakesNeitherTheWheelNorADrag() {
        let host = HeadlessHost(Rows(disabled: true), size: CGSize(width: 300, height: 400))
        #expect(!host.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 150, y: 200)))
        host.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.2)
        #expect(host.layout.frame(of: 0) == CGRect(x: 0, y: 0, width: 300, height: 100))
        // Enabled, the same wheel scrolls.
        let enabled = HeadlessHost(Rows(), size: CGSize(width: 300, height: 400))
        #expect(enabled.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 150, y: 200)))
        #expect(enabled.layout.frame(of: 0) == CGRect(x: 0, y: -200, width: 300, height: 100))
    }

    @Test func hiddenIndicatorsAreNotDrawnWhileTheContentMoves() {
        // The indicator is a dark bar at the trailing edge, drawn while the content moves.
        func trailingPixel(_ indicators: ScrollIndicatorVisibility) -> UInt32 {
            let host = HeadlessHost(Rows(indicators: indicators), size: CGSize(width: 300, height: 400))
            host.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 150, y: 200))
            host.advance(to: 0.1)
            return host.render().pixel(x: 296, y: 60)
        }
        let row = HeadlessHost(Rows(indicators: .hidden), size: CGSize(width: 300, height: 400))
        row.scroll(by: CGSize(width: 0, height: 200), at: CGPoint(x: 150, y: 200))
        row.advance(to: 0.1)
        let plain = row.render().pixel(x: 150, y: 60)
        #expect(trailingPixel(.hidden) == plain)
        #expect(trailingPixel(.automatic) != plain)
    }
}
