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

// `scrollClipDisabled`, `contentMargins` and `onScrollGeometryChange` as iOS 17-18 code writes them.

private struct Cards: View {
    var clipped = true
    var margins: CGFloat?
    var onScrolled: (Bool) -> Void = { _ in }
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<6, id: \.self) { index in
                    Color.red.frame(width: 100, height: 100).id(index)
                }
            }
        }
        .frame(width: 200, height: 100)
        .scrollClipDisabled(!clipped)
        .contentMargins(.horizontal, margins, for: .scrollContent)
        .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.x > 0 } action: { _, scrolled in onScrolled(scrolled) }
    }
}

@Suite struct ScrollMarginsAndClippingTests {
    @Test func aScrollViewWhoseClippingIsOffDrawsPastItsViewport() {
        // The 200-point scroll view is centred in 400: it spans 100...300, the third card 320...420.
        let clipped = HeadlessHost(Cards(), size: CGSize(width: 400, height: 100)).render()
        let unclipped = HeadlessHost(Cards(clipped: false), size: CGSize(width: 400, height: 100)).render()
        #expect(clipped.pixel(x: 350, y: 50) & 0xFFFFFF == 0xFFFFFF)
        #expect(unclipped.pixel(x: 350, y: 50) & 0xFFFFFF == 0xFF3B30)
    }

    @Test func contentMarginsInsetTheContentAtItsEnds() {
        let host = HeadlessHost(Cards(margins: 20), size: CGSize(width: 400, height: 100))
        #expect(host.layout.frame(of: 0)?.minX == 120)
        // 6 cards and 5 gaps (650) and two margins (690) in 200: scrolled to the end, the last card ends 20 short.
        host.scroll(by: CGSize(width: 1000, height: 0), at: CGPoint(x: 200, y: 50))
        #expect(host.layout.frame(of: 5)?.maxX == 280)
        // nil is the platform's 16 points.
        #expect(HeadlessHost(Cards(margins: nil), size: CGSize(width: 400, height: 100)).layout.frame(of: 0)?.minX == 116)
    }

    @Test func onScrollGeometryChangeRunsWhenTheReadValueChanges() {
        final class Log: @unchecked Sendable { var values: [Bool] = [] }
        let log = Log()
        let host = HeadlessHost(Cards(onScrolled: { log.values.append($0) }), size: CGSize(width: 400, height: 100))
        host.scroll(by: CGSize(width: 50, height: 0), at: CGPoint(x: 200, y: 50))
        host.scroll(by: CGSize(width: 50, height: 0), at: CGPoint(x: 200, y: 50))
        host.scroll(by: CGSize(width: -100, height: 0), at: CGPoint(x: 200, y: 50))
        host.advance(by: 0.1)
        #expect(log.values == [false, true, false])
    }
}
