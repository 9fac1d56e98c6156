import Foundation

/// A value animating between 0 and 1 that can be turned around at any moment without a jump.
///
/// A curve-driven value retraces its curve backwards from where it is (as Flutter's heroes do); a
/// spring-driven value keeps its current value and velocity and springs towards the new target.
package struct AnimatedValue: Hashable, Sendable {
    /// The animation that drives the value.
    public let animation: AnimationSpec
    /// Where the value is heading: 0 or 1.
    public private(set) var target: Double
    /// When the current leg started (seconds).
    private var anchorTime: Double
    /// Curves: normalised curve time at the anchor. Springs: the value at the anchor.
    private var anchorPosition: Double
    /// Springs: the velocity at the anchor.
    private var anchorVelocity: Double
    /// Curves: whether the curve runs forwards (true) or is being retraced (false).
    private var forward: Bool
    /// Curves: whether the curve maps to the value directly (heading to 1) or mirrored (heading to 0).
    private let rising: Bool

    /// Starts animating from `1 − target` to `target` at `time`.
    public init(animation: AnimationSpec, to target: Double, at time: Double) {
        self.animation = animation
        self.target = target
        anchorTime = time
        rising = target >= 0.5
        forward = true
        switch animation {
        case .curve: anchorPosition = 0
        case .spring(_, let v0):
            anchorPosition = 1 - target
            anchorVelocity = rising ? v0 : -v0
            return
        }
        anchorVelocity = 0
    }

    /// How far into the curve the value is at `time` (curves only).
    private func curvePosition(at time: Double, duration: Double) -> Double {
        let delta = (time - anchorTime) / duration
        return min(1, max(0, anchorPosition + (forward ? delta : -delta)))
    }

    /// The value at `time`.
    public func value(at time: Double) -> Double {
        switch animation {
        case .curve(let curve, let duration):
            let eased = curve.value(at: curvePosition(at: time, duration: duration))
            return rising ? eased : 1 - eased
        case .spring(let spring, _):
            if isFinished(at: time) { return target }
            let s = spring.state(at: time - anchorTime, displacement: anchorPosition - target, velocity: anchorVelocity)
            return target + s.displacement
        }
    }

    /// The velocity at `time`, per second.
    public func velocity(at time: Double) -> Double {
        switch animation {
        case .curve(let curve, let duration):
            let u = curvePosition(at: time, duration: duration)
            if u <= 0 && !forward || u >= 1 && forward { return 0 }
            let slope = curve.slope(at: u) / duration * (forward ? 1 : -1)
            return rising ? slope : -slope
        case .spring(let spring, _):
            if isFinished(at: time) { return 0 }
            return spring.state(at: time - anchorTime, displacement: anchorPosition - target, velocity: anchorVelocity).velocity
        }
    }

    /// Whether the value has arrived at its target at `time` (springs: settled within 1e-4 of the distance).
    public func isFinished(at time: Double) -> Bool {
        switch animation {
        case .curve(_, let duration):
            let u = curvePosition(at: time, duration: duration)
            return forward ? u >= 1 : u <= 0
        case .spring(let spring, _):
            let settle = spring.settlingTime(tolerance: 1e-4, displacement: anchorPosition - target, velocity: anchorVelocity)
            return time - anchorTime >= settle
        }
    }

    /// The same motion turned towards the other end at `time`, continuing from the current value (and,
    /// for springs, the current velocity).
    public func reversed(at time: Double) -> AnimatedValue {
        var next = self
        switch animation {
        case .curve(_, let duration):
            next.anchorPosition = curvePosition(at: time, duration: duration)
            next.forward.toggle()
        case .spring:
            next.anchorPosition = value(at: time)
            next.anchorVelocity = velocity(at: time)
        }
        next.anchorTime = time
        next.target = 1 - target
        return next
    }
}
