import Foundation
import Headless
import LayoutCore
import Testing
@testable import ViewRuntime

/// A scroll view's indicator, as UIKit's: shown while the content moves and half a second after, then fading for a
/// quarter of a second; 3 points thick, 3 in from the edges, as long as the viewport's share of the content.
@Suite struct ScrollIndicatorTests {
    /// Twenty 100-point rows in a 300 × 400 window: content 2,000 long, viewport 400.
    private struct Rows: View {
        var showsIndicators = true
        var body: some View {
            ScrollView(showsIndicators: showsIndicators) {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { _ in Color.blue.frame(height: 100) }
                }
            }
        }
    }

    /// The frames of the 3-point-wide shapes drawn, with the opacity around each.
    private func bars(_ host: HeadlessHost) -> [(CGRect, Double)] {
        var opacity = [1.0]
        var found: [(CGRect, Double)] = []
        for item in host.layout.displayList().items {
            switch item {
            case .beginOpacity(let value): opacity.append(opacity.last! * value)
            case .endOpacity: opacity.removeLast()
            case .shape(_, let frame, _, _) where abs(frame.width - 3) < 1e-9: found.append((frame, opacity.last!))
            default: break
            }
        }
        return found
    }

    @Test func theBarShowsWhereTheContentIsAndFadesAfterItStops() {
        let host = HeadlessHost(Rows(), size: CGSize(width: 300, height: 400))
        #expect(bars(host).isEmpty)
        host.advance(to: 1)
        #expect(host.scroll(by: CGSize(width: 0, height: 800), at: CGPoint(x: 150, y: 200)))
        host.advance(to: 1.1)
        // Track 394 (400 less 3 at each end); bar 394 × 400 / 2,000 = 78.8 long; half-way (800 of 1,600), so
        // at 3 + 0.5 × (394 − 78.8) = 160.6; 3 in from the trailing edge: x 294.
        let shown = bars(host)
        #expect(shown.count == 1)
        #expect(shown.first.map { abs($0.0.minX - 294) < 1e-9 && abs($0.0.minY - 160.6) < 1e-9 && abs($0.0.height - 78.8) < 1e-9 } == true,
                "\(shown)")
        // Half a second after the scroll the fade begins; a quarter of a second later the bar is gone.
        host.advance(to: 1.499)
        #expect(bars(host).first?.1 == 1)
        host.advance(to: 1.625)
        #expect(bars(host).first.map { $0.1 > 0 && $0.1 < 1 } == true)
        host.advance(to: 1.76)
        #expect(bars(host).isEmpty)
    }

    @Test func showsIndicatorsFalseDrawsNone() {
        let host = HeadlessHost(Rows(showsIndicators: false), size: CGSize(width: 300, height: 400))
        host.scroll(by: CGSize(width: 0, height: 800), at: CGPoint(x: 150, y: 200))
        host.advance(by: 0.1)
        #expect(bars(host).isEmpty)
    }

    @Test func aBarIsNeverShorterThan36PointsNorPastItsTrack() {
        #expect(ScrollIndicators.bar(offset: 0, viewport: 400, content: 400) == nil)
        let long = ScrollIndicators.bar(offset: 1e9, viewport: 400, content: 100_000)
        #expect(long?.length == 36 && long?.position == 3 + 394 - 36)
        #expect(ScrollIndicators.bar(offset: -50, viewport: 400, content: 800)?.position == 3)
    }
}
