import Foundation
import LayoutCore
import Motion
import Testing
import ViewRuntime

/// `KeyframeAnimator`, `KeyframeTimeline` and the keyframes: values at chosen times, worked out by hand.
@Suite struct KeyframeAnimatorTests {
    struct Pose {
        var scale = 1.0
        var angle = 0.0
    }

    @Test func linearAndMoveKeyframesByHand() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(3, duration: 1)     // 1 → 3 over [0, 1]
                MoveKeyframe(2)                    // 2 at 1
                LinearKeyframe(1, duration: 0.5)   // 2 → 1 over [1, 1.5]
            }
            KeyframeTrack(\.angle) {
                LinearKeyframe(90, duration: 0.5)  // each track on its own: 0 → 90 over [0, 0.5]
                LinearKeyframe(0, duration: 1.5)   // 90 → 0 over [0.5, 2]
            }
        }
        #expect(timeline.duration == 2)
        let at = [-1, 0, 0.25, 0.5, 1, 1.25, 1.5, 1.75, 2, 5].map { timeline.value(time: $0) }
        #expect(at.map(\.scale) == [1, 1, 1.5, 2, 2, 1.5, 1, 1, 1, 1])
        #expect(at.map(\.angle) == [0, 0, 45, 90, 60, 45, 30, 15, 0, 0])
    }

    @Test func springKeyframeIsMotionsSpringFromThePreviousValue() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                SpringKeyframe(1, duration: 1, spring: spring)
            }
        }
        for t in [0.1, 0.3, 0.7] {
            #expect(abs(timeline.value(time: t) - spring.value(at: t)) <= 1e-15)
        }
        // After a linear segment (velocity 2 per second), the spring starts with that velocity.
        let after = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 0.5)
            SpringKeyframe(3, duration: 1, spring: spring)
        }
        let expected = 3 + spring.state(at: 0.25, displacement: -2, velocity: 2).displacement
        #expect(abs(after.value(time: 0.75) - expected) <= 1e-12)
        // Without a duration, the segment lasts the spring's settling duration.
        let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1, spring: spring) }
        #expect(settling.duration == spring.settlingDuration())
    }

    @Test func cubicKeyframesFollowTheHermiteCatmullRomForm() {
        // 0 → 10 → 30, 1 s each. Tangents: 0 at the start, (30 − 0)/(1 + 1) = 15 at 10, 0 at the end.
        // Halfway (h00 = h01 = 0.5, h10 = 0.125, h11 = −0.125): 5 − 0.125·15 = 3.125; 5 + 0.125·15 + 15 = 21.875.
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10, duration: 1)
            CubicKeyframe(30, duration: 1)
        }
        #expect([0.5, 1, 1.5, 2].map { timeline.value(time: $0) } == [3.125, 10, 21.875, 30])
        // Given velocities replace the automatic ones: 0 → 10 with 20/s at both ends, halfway 5 + 0.125·20 − 0.125·20.
        let given = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(10, duration: 1, startVelocity: 20, endVelocity: 20) }
        #expect(given.value(time: 0.5) == 5)
        #expect(given.value(time: 0.25) == 0.15625 * 0 + 0.140625 * 20 + 0.15625 * 10 - 0.046875 * 20)
    }

    /// A scale played by keyframes on a view.
    struct Repeating: View {
        var body: some View {
            Color.blue.frame(width: 100, height: 100)
                .keyframeAnimator(initialValue: 1.0) { view, scale in view.scaleEffect(scale) } keyframes: { _ in
                    LinearKeyframe(2, duration: 1)
                    LinearKeyframe(1, duration: 1)
                }
        }
    }

    struct Triggered: View {
        @State var taps = 0
        var body: some View {
            KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
                Color.blue.frame(width: 100, height: 100).scaleEffect(scale)
            } keyframes: { _ in
                KeyframeTrack {
                    LinearKeyframe(3, duration: 1)
                    MoveKeyframe(2)
                    LinearKeyframe(1, duration: 1)
                }
            }
            .onTapGesture { taps += 1 }
        }
    }

    func scales(_ g: ViewGraph, at times: [Double]) -> [Double] {
        times.map { time in
            g.advance(to: time)
            for item in g.displayList.items { if case .beginTransform(let t) = item { return t.a } }
            return 1
        }
    }

    @Test func repeatingKeyframesBuildTheContentEveryFrame() {
        let g = graph(Repeating())
        #expect(scales(g, at: [0.25, 0.5, 1.5, 2.25, 3.75, 100.5]) == [1.25, 1.5, 1.5, 1.25, 1.25, 1.5])
        #expect(g.isAnimating)
    }

    @Test func notRepeatingShowsTheValueAtTheStart() {
        struct Still: View {
            var body: some View {
                Color.blue.frame(width: 100, height: 100)
                    .keyframeAnimator(initialValue: 1.0, repeating: false) { view, scale in view.scaleEffect(scale) } keyframes: { _ in
                        MoveKeyframe(1.5)
                        LinearKeyframe(2, duration: 1)
                    }
            }
        }
        let g = graph(Still())
        #expect(scales(g, at: [0.5, 2]) == [1.5, 1.5])
        #expect(!g.isAnimating)
    }

    @Test func aTriggerPlaysTheKeyframesOnceAndThenHolds() {
        let g = graph(Triggered())
        #expect(scales(g, at: [0.5]) == [1])
        #expect(!g.isAnimating)
        g.advance(to: 1)
        g.tap(at: CGPoint(x: 200, y: 200))
        #expect(g.isAnimating)
        #expect(scales(g, at: [1.5, 2, 2.5, 3, 4]) == [2, 2, 1.5, 1, 1])
        #expect(!g.isAnimating)
    }

    /// A sibling that counts its body reads, beside a keyframe animator whose content counts its own.
    struct Counted: View {
        let reads: BodyReads
        @State var taps = 0
        var body: some View {
            HStack {
                Sibling(reads: reads)
                KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
                    Counter(reads: reads, scale: scale)
                } keyframes: { _ in LinearKeyframe(2, duration: 1) }
                .onTapGesture { taps += 1 }
            }
        }
    }
    struct Sibling: View {
        let reads: BodyReads
        var body: some View {
            reads.read("sibling")
            return Color.red.frame(width: 10, height: 10)
        }
    }
    struct Counter: View {
        let reads: BodyReads
        let scale: Double
        var body: some View {
            reads.read("content")
            return Color.blue.frame(width: 100, height: 100).scaleEffect(scale)
        }
    }

    @Test func onlyTheAnimatorsContentIsBuiltPerFrameAndOnlyWhileItRuns() {
        let reads = BodyReads()
        let g = graph(Counted(reads: reads))
        #expect(reads["sibling"] == 1 && reads["content"] == 1)
        g.advance(to: 1)
        #expect(reads["content"] == 1)   // not running: time moving builds nothing
        g.tap(at: CGPoint(x: 209, y: 200))
        let afterTap = reads["content"]
        for frame in 1...10 { g.advance(to: 1 + Double(frame) / 10) }
        // One build per frame up to the end (at 2, seen once past the run's end), then none.
        #expect(reads["content"] == afterTap + 10)
        for frame in 1...5 { g.advance(to: 2 + Double(frame) / 10) }
        #expect(reads["content"] == afterTap + 10)
        #expect(reads["sibling"] == 1)
    }
}
