import HeroSim
import HeroSimTesting
import Testing

// Your own animation type, as iOS 17 writes one: a `CustomAnimation` played with `Animation(_:)`.

/// Constant speed over half a second.
private struct HalfSecondLinear: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < 0.5 ? value.scaled(by: time / 0.5) : nil
    }
}

/// Counts how often it was asked, in its state, and moves by the count: the context lives across the calls.
private struct CountingSteps: CustomAnimation {
    private enum Calls: AnimationStateKey { static let defaultValue = 0 }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[Calls.self] += 1
        let calls = context.state[Calls.self]
        return calls > 120 ? nil : value.scaled(by: Double(calls - 1) / 120)
    }
}

/// Constant speed over half a second, taking over a motion it interrupts.
private struct MergingLinear: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < 0.5 ? value.scaled(by: time / 0.5) : nil
    }
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        true
    }
}

private struct Slider: View {
    @Namespace private var namespace
    @State private var isRight = false
    let animation: Animation

    var body: some View {
        HStack {
            Color.red.frame(width: 50, height: 50)
                .matchedGeometryEffect(id: "knob", in: namespace)
                .offset(x: isRight ? 100 : 0, y: 0)
                .onTapGesture { withAnimation(animation) { isRight.toggle() } }
            Spacer()
        }
    }
}

@Suite struct CustomAnimationTests {
    func knobX(_ host: HeadlessHost) -> CGFloat? { host.matchedGeometry.first?.frame.minX }

    @Test func aCustomAnimationMovesAsItsAnimateSays() {
        let host = HeadlessHost(Slider(animation: Animation(HalfSecondLinear())), size: CGSize(width: 300, height: 100))
        #expect(host.tap(at: CGPoint(x: 25, y: 50)))
        host.advance(to: 0.25)
        #expect(knobX(host) == 50)
        host.advance(to: 0.5)
        #expect(knobX(host) == 100)
        #expect(!host.isAnimating)
    }

    @Test func itsStateLivesAcrossTheCalls() {
        let host = HeadlessHost(Slider(animation: Animation(CountingSteps())), size: CGSize(width: 300, height: 100))
        #expect(host.tap(at: CGPoint(x: 25, y: 50)))
        // Asked every 1/240 s: the 61st call, at 0.25 s, has counted 60 before it.
        host.advance(to: 0.25)
        #expect(knobX(host) == 50)
        host.advance(to: 0.5)
        #expect(knobX(host) == 100)
    }

    @Test func aCustomAnimationThatDoesNotMergeAddsItsChangeToTheRunningMotion() {
        let host = HeadlessHost(Slider(animation: Animation(HalfSecondLinear())), size: CGSize(width: 300, height: 100))
        #expect(host.tap(at: CGPoint(x: 25, y: 50)))
        host.advance(to: 0.25)
        // Sent back half-way (at 50): the first motion plays on to 100, and the change back (−100) is added on
        // its own half second: at 0.5 s, 100 − 50.
        #expect(host.tap(at: CGPoint(x: 75, y: 50)))
        host.advance(to: 0.5)
        #expect(knobX(host) == 50)
        host.advance(to: 0.75)
        #expect(knobX(host) == 0)
    }

    @Test func aCustomAnimationThatMergesTakesTheMotionOverFromWhereItIs() {
        let host = HeadlessHost(Slider(animation: Animation(MergingLinear())), size: CGSize(width: 300, height: 100))
        #expect(host.tap(at: CGPoint(x: 25, y: 50)))
        host.advance(to: 0.25)
        #expect(host.tap(at: CGPoint(x: 75, y: 50)))
        host.advance(to: 0.5)
        // From 50 towards 0, still carried right by the 200 points a second it had: past where a fresh start
        // would be (25), short of where adding would be (50).
        let x = knobX(host) ?? .nan
        #expect(x > 25 && x < 50, "at \(x)")
        host.advance(to: 0.75)
        #expect(knobX(host) == 0)
    }
}
