import Foundation
import LayoutCore
import Motion

/// Your own kind of animation, as SwiftUI's `CustomAnimation` (iOS 17): `animate(value:time:context:)` says
/// where a change of `value` (from zero) is `time` seconds in, and nil once it is over. Use it with
/// `Animation(_:)`: `withAnimation(Animation(MyBounce())) { ... }`.
///
/// HeroSim plays it as it reads it when the `Animation` is made: `animate` is asked for a change of 1 at every
/// 1/240 s until it returns nil (at most 41.6 s), and the answers become the animation's curve, followed
/// straight between samples (so the velocity an interrupting animation keeps is the curve's slope; `velocity`
/// is not asked). When it animates a value another animation is still moving, `shouldMerge` is asked: true
/// takes the motion over from where it is, keeping its velocity; false (the default) lets the running motion
/// play on to its target and adds this animation's change on top, as SwiftUI does.
public protocol CustomAnimation: Hashable {
    /// Where a change of `value` is after `time` seconds, or nil once the animation is over.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The velocity of the change after `time` seconds, or nil for none.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether a new animation of the same value should merge with this one.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// No velocity.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    /// Never merges.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        false
    }
}

/// What a custom animation keeps while it runs, as SwiftUI's `AnimationContext`.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's own values, by key.
    public var state = AnimationState<Value>()
    /// Set by the animation when it is over as far as completion handlers are concerned.
    public var isLogicallyComplete = false
}

/// A custom animation's own values, as SwiftUI's `AnimationState`: each key's value, or its default.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values yet.
    public init() {}

    /// The value of `key`: its default until set.
    public subscript<Key: AnimationStateKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key of a custom animation's state, as SwiftUI's `AnimationStateKey`.
public protocol AnimationStateKey {
    /// The type of its value.
    associatedtype Value
    /// Its value before the animation sets it.
    static var defaultValue: Value { get }
}

extension Animation {
    /// How often a custom animation is asked where it is, per second.
    static let customSampleRate = 240.0

    /// An animation that plays `base`, your own `CustomAnimation`.
    public init<A: CustomAnimation>(_ base: A) {
        var context = AnimationContext<Double>()
        var outputs: [Double] = []
        let limit = Limits.linearStops - 1
        while outputs.count < limit, let value = base.animate(value: 1.0, time: Double(outputs.count) / Self.customSampleRate, context: &context) {
            outputs.append(value.isFinite ? value : 1)
        }
        // It ends where it was last asked; the first time it answers nil is its end, at its target.
        let duration = Double(outputs.count) / Self.customSampleRate
        let stops = (outputs + [1]).enumerated().map { (output: $0.element, input: Optional(Double($0.offset) / Double(outputs.count))) }
        let spec: AnimationSpec = outputs.isEmpty ? .curve(.linear, duration: 0) : .curve(.piecewiseLinear(PiecewiseLinear(stops: stops)), duration: duration)
        self.init(spec)
        spelling = "Animation(\(String(describing: A.self))())"
        merge = CustomAnimationMerge(base)
    }

    /// How this animation takes over a motion `running` still plays at `time`: nil for the graph's own policy;
    /// a custom animation's `shouldMerge` says whether it takes the motion over (retargets it) or adds to it.
    func interruptionPolicy(over running: AnimationTrack, at time: Double) -> InterruptionPolicy? {
        guard let merge else { return nil }
        return merge.shouldMerge(Animation(running.animation), time - running.startTime) ? .retarget : .additive
    }
}

/// A custom animation's `shouldMerge`, kept with the `Animation` it made; equal when the custom animations are.
struct CustomAnimationMerge: Hashable, @unchecked Sendable {
    /// The custom animation, as a value (it is `Hashable`).
    private let base: AnyHashable
    /// Its `shouldMerge` for a previous animation that has run for a time; called only on the graph's thread.
    let shouldMerge: (_ previous: Animation, _ elapsed: Double) -> Bool

    init<A: CustomAnimation>(_ animation: A) {
        base = AnyHashable(animation)
        shouldMerge = { previous, elapsed in
            var context = AnimationContext<Double>()
            return animation.shouldMerge(previous: previous, value: 1.0, time: elapsed, context: &context)
        }
    }

    static func == (lhs: CustomAnimationMerge, rhs: CustomAnimationMerge) -> Bool { lhs.base == rhs.base }
    func hash(into hasher: inout Hasher) { hasher.combine(base) }
}
