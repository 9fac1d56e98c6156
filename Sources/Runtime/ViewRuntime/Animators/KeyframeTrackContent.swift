import LayoutCore
import Motion

/// One keyframe or a group of them in a track, as SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    /// The type of the value the keyframes reach.
    associatedtype Value: Animatable
    /// HeroSim: the keyframes, in order.
    var _keyframes: [_Keyframe<Value>] { get }
}

/// One keyframe of a track: the value it reaches, how long its segment lasts and how it gets there.
public struct _Keyframe<Value: Animatable> {
    /// How a segment moves from the value before to this keyframe's value.
    enum Kind {
        /// At constant speed.
        case linear
        /// Along a cubic (Hermite) curve with these velocities, or the automatic ones where nil.
        case cubic(start: Value.AnimatableData?, end: Value.AnimatableData?)
        /// Along a spring started with this velocity (or the velocity the segment before ends with).
        case spring(Spring, start: Value.AnimatableData?)
        /// At once, then holding still.
        case move
    }
    let value: Value
    let duration: Double
    let kind: Kind
}

/// A keyframe reached at constant speed, as SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// HeroSim: this keyframe.
    public let _keyframes: [_Keyframe<Value>]
    /// A keyframe reaching `to` at constant speed over `duration` seconds.
    public init(_ to: Value, duration: Double) { _keyframes = [Keyframe(value: to, duration: max(0, duration), kind: .linear)] }
}

/// A keyframe reached along a cubic curve, as SwiftUI's `CubicKeyframe`: adjacent cubic keyframes make a
/// Catmull-Rom spline; next to another kind of keyframe the curve takes that segment's velocity.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// HeroSim: this keyframe.
    public let _keyframes: [_Keyframe<Value>]
    /// A keyframe reaching `to` over `duration` seconds, with the given velocities (units per second) at
    /// the segment's start and end, or the automatic ones where nil.
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _keyframes = [Keyframe(value: to, duration: max(0, duration),
                               kind: .cubic(start: startVelocity?.animatableData, end: endVelocity?.animatableData))]
    }
}

/// A keyframe reached along a spring, as SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// HeroSim: this keyframe.
    public let _keyframes: [_Keyframe<Value>]
    /// A keyframe reaching `to` along `spring`, started from the value before with `startVelocity` (or the
    /// velocity the segment before ends with); its segment lasts `duration` seconds, or the spring's
    /// settling duration when nil.
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        _keyframes = [Keyframe(value: to, duration: max(0, duration ?? spring.settlingDuration()),
                               kind: .spring(spring, start: startVelocity?.animatableData))]
    }
}

/// A keyframe that jumps to its value at once, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// HeroSim: this keyframe.
    public let _keyframes: [_Keyframe<Value>]
    /// A keyframe that moves to `to` without interpolating.
    public init(_ to: Value) { _keyframes = [Keyframe(value: to, duration: 0, kind: .move)] }
}

/// Keyframes listed one after another (what `KeyframeTrackContentBuilder` makes).
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent {
    /// HeroSim: the keyframes, in order.
    public let _keyframes: [_Keyframe<Value>]
}

/// Builds a track's keyframes from a list of them, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// One keyframe or group.
    public static func buildExpression<K: KeyframeTrackContent>(_ content: K) -> _KeyframeList<Value> where K.Value == Value {
        KeyframeList(_keyframes: content._keyframes)
    }
    /// Keyframes one after another.
    public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> { _KeyframeList(_keyframes: parts.flatMap(\._keyframes)) }
    /// An `if` without `else`.
    public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> { part ?? _KeyframeList(_keyframes: []) }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
    /// A `for` loop.
    public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> { _KeyframeList(_keyframes: parts.flatMap(\._keyframes)) }
}

/// The name HeroSim's own code uses for `_KeyframeList`.
package typealias KeyframeList = _KeyframeList

/// The name HeroSim's own code uses for `_Keyframe`.
package typealias Keyframe<Value: Animatable> = _Keyframe<Value>
