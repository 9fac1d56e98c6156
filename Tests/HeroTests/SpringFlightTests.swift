import Foundation
import Hero
import LayoutCore
import Motion
import Testing

/// Flights driven by springs: overshoot shows in the trace, and reversal keeps the velocity.
@Suite struct SpringFlightTests {
    func simulation(present: String) throws -> Simulation {
        var config = HeroConfig()
        config.present = try AnimationSpec.parse(present)
        return Simulation(config: config, size: CGSize(width: 1280, height: 800), engine: LayoutEngine())
    }

    /// The trace of opening icon 0 with `present` and waiting 1.5 s.
    func openingTrace(present: String) throws -> [TraceEntry] {
        var run = try simulation(present: present)
        let scenario = try Scenario.parse("steps:\n  - tap: {icon: 0}\n  - wait: 1.5s\n", file: "s.yaml", name: "s")
        var trace: [TraceEntry] = []
        run.run(scenario, fps: 60) { trace.append($0.trace) }
        return trace
    }

    @Test func aBouncySpringOvershootsTheOverlayInTheTrace() throws {
        let trace = try openingTrace(present: "spring(duration: 0.5, bounce: 0.3)")
        let progresses = trace.compactMap(\.progress)
        let peak = try #require(progresses.max())
        // Damping ratio 0.7 overshoots by e^{−0.7π/√0.51} ≈ 4.6 %; 60 fps sampling sees a little less.
        #expect(peak > 1.04 && peak < 1.046)
        let widths = trace.compactMap { $0.heroRect?.width }
        let widest = try #require(widths.max())
        #expect(widest > 1200)
        #expect(trace.last?.state == "presented")
        #expect(trace.last?.heroRect?.cgRect == CGRect(x: 40, y: 40, width: 1200, height: 720))
    }

    @Test func reversingASpringFlightKeepsItsVelocity() throws {
        var run = try simulation(present: "snappy")
        run.apply(.tapIcon(0), at: 0)
        guard case .flying(let before) = run.state.phase else { Issue.record("not flying"); return }
        run.send(.key(.escape), at: 0.1)
        guard case .flying(let after) = run.state.phase else { Issue.record("not flying after Escape"); return }
        #expect(after.progress.value(at: 0.1) == before.progress.value(at: 0.1))
        #expect(after.progress.velocity(at: 0.1) == before.progress.velocity(at: 0.1))
        #expect(after.progress.velocity(at: 0.1) > 0) // still moving towards the overlay at the turn
        #expect(!after.headsToOverlay)
    }
}
