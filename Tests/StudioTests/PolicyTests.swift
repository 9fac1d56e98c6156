import Foundation
@testable import Headless
@testable import Studio
import StudioFiles
import LayoutCore
import Motion
import Testing
import ViewRuntime

/// A tile sliding 300 points right in 1 s at constant speed on a tap; a second tap sends it back.
private struct Slide: View {
    @Namespace private var space
    @State private var moved = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.blue.matchedGeometryEffect(id: "tile", in: space).frame(width: 100, height: 100).offset(x: moved ? 300 : 0)
        }
        .frame(width: 400, height: 200, alignment: .topLeading)
        .contentShape(Rectangle())
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
    }
}

/// The interruption policies on a slide at 300 points/s sent back half-way (at 0.5 s, 150 points out), with
/// the metrics worked out by hand; and the arc path.
@Suite struct PolicyTests {
    let scenario = try! Scenario.parse("steps:\n  - tap: {x: 50, y: 50}\n  - wait: 0.5s\n  - tap: {x: 200, y: 50}\n  - wait: 1.1s\n", file: "t", name: "t")

    func metrics(_ policy: InterruptionPolicy) throws -> (MotionMetrics, [SceneTraceEntry]) {
        let host = HeadlessHost(Slide(), size: CGSize(width: 500, height: 300))
        host.graph.interruptionPolicy = policy
        var trace: [SceneTraceEntry] = []
        try SceneRecorder().run(scenario, on: host, fps: 60) { _, _, entry in trace.append(entry) }
        return (MotionMetrics.of(trace, id: "tile", fps: 60), trace)
    }

    func velocity(_ trace: [SceneTraceEntry], _ frame: Int) -> Double { trace[frame].heroView("tile")!.centreVelocity.x }

    @Test func retraceTurnsAroundAtFullSpeed() throws {
        let (m, _) = try metrics(.retrace)
        // +300 before, −300 after: a break of 600; 5 points a frame throughout; no acceleration anywhere.
        #expect(abs(m.velocityBreak - 600) < 1e-6)
        #expect(m.velocityBreakFrame == 30)
        #expect(abs(m.worstJump - 5) < 1e-9)
        #expect(m.jerk < 1)
    }

    @Test func restartSetsOffFromRestWithTheNewCurve() throws {
        let (m, trace) = try metrics(.restart)
        // Linear from 150 back to 0 in 1 s: −150 points/s; from +300 a break of 450. It lands at 1.5 s.
        #expect(abs(m.velocityBreak - 450) < 1e-6)
        #expect(m.velocityBreakFrame == 30)
        #expect(abs(m.worstJump - 5) < 1e-9)
        #expect(m.jerk < 1)
        let landed: Double? = trace[90].heroView("tile")?.frame.x
        #expect(landed == 0)
        #expect(trace[89].animating)
    }

    @Test func retargetKeepsTheVelocityAndFadesItOut() throws {
        let (m, trace) = try metrics(.retarget)
        // v(u) = −150 + 450 (1 − u)(1 − 3u), u = t − 0.5: 300 at the interruption (no break); in frame 89
        // (u = 59/60) −150 − 450 · 117/3600 = −164.625, then rest at 1.5 s: the largest break, 164.625, at
        // frame 90; acceleration −1800 points/s² right after the tap, from 0: jerk 1800 × 60.
        let expected31: Double = -150.0 + 450.0 * (59.0 / 60.0) * (57.0 / 60.0)
        #expect(abs(velocity(trace, 30) - 300) < 1e-3)
        #expect(abs(velocity(trace, 31) - expected31) < 1e-3)
        #expect(abs(m.velocityBreak - 164.625) < 1e-3)
        #expect(m.velocityBreakFrame == 90)
        #expect(abs(m.jerk - 108_000) < 1)
        #expect(m.jerkFrame == 30)
    }

    @Test func additiveAddsTheNewChangeToWhatIsLeft() throws {
        let (m, trace) = try metrics(.additive)
        // +300 until 1 s plus −300 from 0.5 s to 1.5 s: still from 0.5 s to 1 s, back at −300 until 1.5 s.
        #expect(abs(m.velocityBreak - 300) < 1e-6)
        #expect(abs(velocity(trace, 45)) < 1e-6)
        let still: Double = trace[45].heroView("tile")!.frame.x
        #expect(still == 150)
        #expect(abs(velocity(trace, 75) + 300) < 1e-6)
        #expect(m.jerk < 1)
    }

    @Test func anArcPathBowsTheFlightAndEndsWhereTheStraightOneDoes() {
        let start: [Double] = [0, 0, 100, 100]
        let end: [Double] = [300, 400, 100, 100]
        var straight = AnimationTrack(from: start, to: end, animation: .curve(.linear, duration: 1), at: 0)
        var arc = straight
        arc.path = .arc
        straight.path = .straight
        #expect(arc.value(at: 0) == start)
        #expect(arc.value(at: 1) == end)
        // Half-way the straight rect is at (150, 200). The arc moves the top-left and bottom-right corners (the
        // diagonal along the move). Top left, (0, 0) → (300, 400): |dx| < |dy|, so the circle's radius is
        // 500² / 300 / 2 = 416.67, its centre (300 − 416.67, 400), its sweep 2·asin(0.6); the angle goes from
        // −sweep to 0, half-way −asin(0.6): (cos, sin) = (0.8, −0.6), so the corner is at (216.67, 150).
        let mid = arc.value(at: 0.5)
        let line = straight.value(at: 0.5)
        let expectedLine: [Double] = [150, 200, 100, 100]
        #expect(line == expectedLine)
        let radius: Double = 500.0 * 500.0 / 300.0 / 2.0
        let expected: [Double] = [0.8 * radius + 300.0 - radius, -0.6 * radius + 400.0, 100, 100]
        var worst: Double = 0
        for index in 0..<4 { worst = max(worst, abs(mid[index] - expected[index])) }
        #expect(worst < 1e-9, "\(mid)")
    }
}
