import Foundation

/// How a transition moves: a timing curve over a duration, or a spring (whose duration follows from it).
package enum AnimationSpec: Hashable, Sendable, CustomStringConvertible {
    /// A curve of normalised time over `duration` seconds.
    case curve(TimingCurve, duration: Double)
    /// A spring, with an initial velocity in distances per second.
    case spring(Spring, initialVelocity: Double)

    /// SwiftUI's default duration for timing curves: 0.35 s.
    public static let defaultDuration = 0.35

    /// A curve animation.
    public init(curve: TimingCurve, duration: Double = AnimationSpec.defaultDuration) {
        self = .curve(curve, duration: duration)
    }

    /// SwiftUI's `.easeInOut` (0.35 s).
    public static let easeInOut = AnimationSpec(curve: .easeInOut)
    /// SwiftUI's `.default` (iOS 17 and later): spring(response: 0.55, dampingFraction: 1).
    public static let `default` = AnimationSpec.spring(Spring(response: 0.55, dampingFraction: 1), initialVelocity: 0)

    /// Progress from 0 to 1 at `t` seconds after the start. A spec made in code with parameters no parser
    /// accepts (a zero duration, an infinite stiffness) ends at once: its progress is 1 wherever it would
    /// not be a finite number.
    public func value(at t: Double) -> Double {
        let value: Double
        switch self {
        case .curve(let curve, let duration): value = duration > 0 ? curve.value(at: min(1, max(0, t / duration))) : 1
        case .spring(let spring, let v0): value = spring.value(at: max(0, t), initialVelocity: v0)
        }
        return value.isFinite ? value : 1
    }

    /// d(progress)/dt in 1/s at `t` seconds after the start (0 wherever it would not be a finite number).
    public func velocity(at t: Double) -> Double {
        let velocity: Double
        switch self {
        case .curve(let curve, let duration):
            let u = t / duration
            velocity = (0...1).contains(u) ? curve.slope(at: u) / duration : 0
        case .spring(let spring, let v0): velocity = spring.velocity(at: max(0, t), initialVelocity: v0)
        }
        return velocity.isFinite ? velocity : 0
    }

    /// How long the animation runs: the duration of a curve, the settling duration of a spring. A spring
    /// made in code that never settles (or takes longer than `Limits.springSettling`) ends after
    /// `Limits.springSettling` seconds; a duration that is not a finite positive number ends at once.
    public var duration: Double {
        let duration: Double
        switch self {
        case .curve(_, let d): duration = d
        case .spring(let spring, let v0): duration = min(spring.settlingDuration(velocity: v0), Limits.springSettling)
        }
        return duration.isFinite && duration > 0 ? duration : 0
    }

    /// The canonical spelling, e.g. `easeInOut 0.35s` or `spring(mass: 1, stiffness: …, damping: …)`.
    public var description: String {
        switch self {
        case .curve(let curve, let duration): return "\(curve.canonicalName) \(duration.shortString)s"
        case .spring(let spring, let v0):
            guard v0 != 0 else { return spring.canonicalName }
            return "spring(mass: \(spring.mass.shortString), stiffness: \(spring.stiffness.shortString), damping: \(spring.damping.shortString), initialVelocity: \(v0.shortString))"
        }
    }
}
