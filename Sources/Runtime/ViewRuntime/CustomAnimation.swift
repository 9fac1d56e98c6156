import Foundation
import LayoutCore
import Motion

/// Your own kind of animation, as SwiftUI's `CustomAnimation` (iOS 17): `animate(value:time:context:)` says
/// where a change of `value` (from zero) is `time` seconds in, and nil once it is over. Use it with
/// `Animation(_:)`: `withAnimation(Animation(MyBounce())) { ... }`.
///
/// HeroSim plays it as it reads it when the `Animation` is made: `animate` is asked for a change of 1 at every
/// 1/240 s until it returns nil (at most 41.6 s), and the answers become the animation's curve, followed
/// straight between samples. `velocity` and `shouldMerge` are not asked (a change during the animation
/// starts from where it is, as HeroSim's other curves do).
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
    }
}
