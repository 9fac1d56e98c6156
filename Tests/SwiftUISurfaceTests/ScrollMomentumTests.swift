import Foundation
import HeroSim
import HeroSimTesting
import Testing

// A flicked scroll view goes on as UIKit's does: slowing by UIScrollView's normal deceleration rate, 0.998 per
// millisecond (the speed after t seconds is v · 0.998^(1000 t)), to rest where less than half a point is left.

private struct LongList: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { index in
                    Color(white: Double(index) / 20).frame(height: 100).id(index)
                }
            }
        }
    }
}

@Suite struct ScrollMomentumTests {
    static let size = CGSize(width: 300, height: 400)
    /// −1000 ln 0.998: the deceleration rate as a decay per second.
    static let decay = -1000 * log(0.998)

    /// How far the content is scrolled: where the first row is drawn, negated.
    func offset(_ host: HeadlessHost) -> Double { -(host.layout.frame(of: 0)?.minY ?? .nan) }

    @Test func aFlickGoesOnAndSlowsByTheDecelerationRate() {
        let host = HeadlessHost(LongList(), size: Self.size)
        // 200 points up in 0.2 s: the finger lets go at 1,000 points a second.
        host.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.2)
        let release = host.time
        #expect(offset(host) == 200)
        let travel = 1000 / Self.decay
        let end = log(travel / 0.5) / Self.decay
        for t in [0.1, 0.5, 1.0, 2.0] {
            host.advance(to: release + t)
            let expected = 200 + travel * (1 - exp(-Self.decay * t)) / (1 - exp(-Self.decay * end))
            #expect(abs(offset(host) - expected) < 1e-6, "at \(t) s: \(offset(host)), the rate gives \(expected)")
        }
        // At rest 499.5 points on, a thousand points a second over the decay rate.
        host.advance(to: release + 5)
        #expect(abs(offset(host) - (200 + travel)) < 1e-9)
        #expect(!host.isAnimating)
    }

    @Test func aFlickThatReachesTheEndGoesPastItAndComesBack() {
        let host = HeadlessHost(LongList(), size: Self.size)
        #expect(host.scroll(by: CGSize(width: 0, height: 1300), at: CGPoint(x: 150, y: 200)))
        host.advance(to: 1)
        host.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.2)
        let release = host.time
        #expect(offset(host) == 1500)
        var farthest = 0.0
        for step in 1...120 {
            host.advance(to: release + Double(step) / 60)
            farthest = max(farthest, offset(host))
        }
        // Let go 100 points before the end (1,600: 2,000 tall in 400) with 499.5 to go: it goes past, then rests there.
        // It reaches the end at 800 points a second; the critically damped bounce (ω₀ = 4π) carries it
        // v / (ω₀ e) ≈ 23.4 points past (the 60 Hz samples straddle the peak).
        #expect(farthest > 1622 && farthest < 1624, "farthest \(farthest)")
        #expect(offset(host) == 1600)
    }

    @Test func aFingerComingDownStopsTheFlickWhereItIs() {
        let host = HeadlessHost(LongList(), size: Self.size)
        host.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.2)
        let release = host.time
        host.advance(to: release + 0.2)
        let caught = offset(host)
        host.pointerDown(at: CGPoint(x: 150, y: 200))
        host.pointerUp()
        host.advance(to: release + 3)
        #expect(caught > 200 && caught < 699)
        #expect(offset(host) == caught)
    }

    @Test func aDragPastAnEndRubberBandsAndSpringsBack() {
        let host = HeadlessHost(LongList(), size: Self.size)
        // Pulled 100 points down at the top of a 400-point viewport: (1 − 1 / (100 × 0.55 / 400 + 1)) × 400 past.
        host.pointerDown(at: CGPoint(x: 150, y: 100))
        for step in 1...10 {
            host.advance(by: 0.05)
            host.pointerMoved(to: CGPoint(x: 150, y: 100 + Double(step) * 10))
        }
        let ratio: Double = 100 * 0.55 / 400
        let pulled: Double = (1 - 1 / (ratio + 1)) * 400
        let drawn = -offset(host)
        #expect(abs(drawn - pulled) < 1e-9, "drawn \(drawn) past the top")
        // Held there, then let go: back at the top within the bounce's settling, never past it the other way.
        host.advance(by: 0.3)
        _ = host.pointerUp()
        var lowest = Double.infinity
        for _ in 1...90 {
            host.advance(by: 1.0 / 60)
            lowest = min(lowest, -offset(host))
        }
        #expect(lowest >= 0 && offset(host) == 0)
    }

    @Test func theWheelDuringAGlideStopsItAndScrollsOnFromWhereItWas() {
        let host = HeadlessHost(LongList(), size: Self.size)
        host.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.2)
        let release = host.time
        host.advance(to: release + 0.2)
        let caught = offset(host)
        #expect(host.scroll(by: CGSize(width: 0, height: 30), at: CGPoint(x: 150, y: 200)))
        #expect(offset(host) == caught + 30)
        host.advance(to: release + 3)
        #expect(offset(host) == caught + 30)
    }

    @Test func aDragThatStopsBeforeItsReleaseDoesNotGoOn() {
        let host = HeadlessHost(LongList(), size: Self.size)
        host.pointerDown(at: CGPoint(x: 150, y: 300))
        host.advance(to: 0.1)
        host.pointerMoved(to: CGPoint(x: 150, y: 180))
        host.advance(to: 0.5)
        host.pointerUp()
        host.advance(to: 3)
        #expect(offset(host) == 120)
    }
}
