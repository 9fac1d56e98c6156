import Foundation
import LayoutCore
import Motion
import Testing
import ViewRuntime

/// `PhaseAnimator` and `.phaseAnimator`: each phase change animates with the animation of the phase entered,
/// and the next phase starts at the exact time that animation completes.
@Suite struct PhaseAnimatorTests {
    /// Three scales, each entered over 0.5 s linearly; cycles forever.
    struct Cycling: View {
        var body: some View {
            PhaseAnimator([1.0, 2.0, 3.0]) { scale in
                Color.blue.frame(width: 100, height: 100).scaleEffect(scale)
            } animation: { _ in .linear(duration: 0.5) }
        }
    }

    /// The same phases run once per tap, through the modifier.
    struct Triggered: View {
        @State var taps = 0
        var body: some View {
            Color.blue.frame(width: 100, height: 100)
                .phaseAnimator([1.0, 2.0, 3.0], trigger: taps) { view, scale in view.scaleEffect(scale) }
                animation: { scale in scale == 3 ? .linear(duration: 1) : .linear(duration: 0.5) }
                .onTapGesture { taps += 1 }
        }
    }

    /// The drawn scale (the transform's x factor) now.
    func scale(_ g: ViewGraph) -> Double {
        for item in g.displayList.items { if case .beginTransform(let t) = item { return t.a } }
        return 1
    }

    func scales(_ g: ViewGraph, at times: [Double]) -> [Double] {
        times.map { time in
            g.advance(to: time)
            return scale(g)
        }
    }

    @Test func cyclesThroughThePhasesEachStartingWhenTheLastCompletes() {
        // Appears at 0 and enters 2 over [0, 0.5], 3 over [0.5, 1], 1 over [1, 1.5], 2 over [1.5, 2], ...; 100.25 is 1.25 into a 1.5 s cycle
        let g = graph(Cycling())
        #expect(scales(g, at: [0.25, 0.5, 0.75, 1, 1.25, 1.75, 100.25]) == [1.5, 2, 2.5, 3, 2, 1.5, 2])
        #expect(g.isAnimating)
    }

    @Test func aTriggerRunsThePhasesOnceEndingAtTheFirst() {
        let g = graph(Triggered())
        #expect(scales(g, at: [0.5, 1]) == [1, 1])
        #expect(!g.isAnimating)
        g.tap(at: CGPoint(x: 200, y: 200))
        // Tapped at 1: enters 2 over [1, 1.5], 3 over [1.5, 2.5] (its own 1 s), 1 over [2.5, 3].
        #expect(scales(g, at: [1.25, 1.5, 2, 2.5, 2.75, 3]) == [1.5, 2, 2.5, 3, 2, 1])
        #expect(!g.isAnimating)
        #expect(scales(g, at: [10]) == [1])
    }

    @Test func phasesWithoutAnimationStopAfterAFewInstantSteps() {
        struct Instant: View {
            var body: some View {
                PhaseAnimator([1.0, 2.0]) { Color.blue.frame(width: 10, height: 10).scaleEffect($0) } animation: { _ in nil }
            }
        }
        let g = graph(Instant())
        g.advance(to: 1)
        #expect(g.warnings.contains { $0.contains("32 updates in a row") })
    }
}
