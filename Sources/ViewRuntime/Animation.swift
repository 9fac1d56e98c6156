import Foundation
import Motion

/// How a change animates, as SwiftUI's `Animation`: a timing curve over a duration or a spring, with an
/// optional delay and speed.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The curve or spring.
    public var spec: AnimationSpec
    /// Seconds to wait before the animation starts moving.
    public var delay: Double = 0
    /// How much faster than written the animation plays (2 is twice as fast).
    public var speed: Double = 1

    /// An animation driven by `spec`.
    public init(_ spec: AnimationSpec) { self.spec = spec }

    /// The curve or spring with the speed applied: curves run `speed` times shorter, springs `speed`
    /// times faster (stiffness ×speed², damping ×speed).
    public var resolvedSpec: AnimationSpec {
        guard speed.isFinite, speed > 0, speed != 1 else { return spec }
        switch spec {
        case .curve(let curve, let duration): return .curve(curve, duration: duration / speed)
        case .spring(let spring, let v0):
            return .spring(Spring(mass: spring.mass, stiffness: spring.stiffness * speed * speed, damping: spring.damping * speed),
                           initialVelocity: v0 * speed)
        }
    }

    /// SwiftUI's default animation: a critically damped spring (response 0.55 s).
    public static let `default` = Animation(.default)
    /// Constant speed over 0.35 s.
    public static let linear = Animation.linear(duration: AnimationSpec.defaultDuration)
    /// Ease in over 0.35 s.
    public static let easeIn = Animation.easeIn(duration: AnimationSpec.defaultDuration)
    /// Ease out over 0.35 s.
    public static let easeOut = Animation.easeOut(duration: AnimationSpec.defaultDuration)
    /// Ease in and out over 0.35 s.
    public static let easeInOut = Animation.easeInOut(duration: AnimationSpec.defaultDuration)
    /// A spring with response 0.55 s and damping fraction 0.825, as SwiftUI's `.spring`.
    public static let spring = Animation.spring(response: 0.55, dampingFraction: 0.825)
    /// A smooth spring with no bounce (0.5 s).
    public static let smooth = Animation.smooth()
    /// A snappy spring with a little bounce (0.5 s).
    public static let snappy = Animation.snappy()
    /// A bouncy spring (0.5 s).
    public static let bouncy = Animation.bouncy()

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(.curve(.linear, duration: duration)) }
    /// Ease in over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(.curve(.easeIn, duration: duration)) }
    /// Ease out over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(.curve(.easeOut, duration: duration)) }
    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(.curve(.easeInOut, duration: duration)) }
    /// A cubic Bézier timing curve with control points (p1x, p1y) and (p2x, p2y).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = AnimationSpec.defaultDuration) -> Animation {
        Animation(.curve(.cubicBezier(CubicBezier(p1x, p1y, p2x, p2y)), duration: duration))
    }
    /// A spring from its response (seconds per oscillation) and damping fraction.
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(response: response, dampingFraction: dampingFraction), initialVelocity: 0))
    }
    /// A spring from its perceived duration and bounce (−1...1).
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce), initialVelocity: 0))
    }
    /// A spring from its physical parameters.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(.spring(Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity))
    }
    /// A smooth spring.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.spring(.smooth(duration: duration, extraBounce: extraBounce), initialVelocity: 0))
    }
    /// A snappy spring.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.spring(.snappy(duration: duration, extraBounce: extraBounce), initialVelocity: 0))
    }
    /// A bouncy spring.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.spring(.bouncy(duration: duration, extraBounce: extraBounce), initialVelocity: 0))
    }

    /// This animation starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation { var a = self; a.delay += delay; return a }
    /// This animation played `speed` times faster.
    public func speed(_ speed: Double) -> Animation { var a = self; a.speed *= speed; return a }

    /// The spec's canonical spelling, with delay and speed when set.
    public var description: String {
        var text = spec.description
        if delay != 0 { text += " delay \(delay)s" }
        if speed != 1 { text += " speed ×\(speed)" }
        return text
    }
}
