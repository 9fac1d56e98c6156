import Foundation

/// A damped harmonic oscillator (mass, stiffness, damping), solved in closed form.
///
/// Conversions follow SwiftUI: `response` is the undamped period, so stiffness = (2π / response)² · mass
/// and damping = 4π · dampingFraction · mass / response.
public struct Spring: Hashable, Sendable {
    /// The mass attached to the spring.
    public let mass: Double
    /// The spring constant.
    public let stiffness: Double
    /// The friction coefficient.
    public let damping: Double

    /// A spring from its physical parameters.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring from its undamped period and damping ratio (1 = critically damped), with mass 1.
    public init(response: Double, dampingFraction: Double) {
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * dampingFraction / response)
    }

    /// SwiftUI's `Spring(duration:bounce:)`: response = duration; bounce 0 is critically damped, positive
    /// values bounce (damping ratio 1 − bounce), negative ones are overdamped (ratio 1 / (1 + bounce)).
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// The undamped natural angular frequency ω₀ = √(k/m).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// The undamped period 2π/ω₀ (SwiftUI's `response`).
    public var response: Double { 2 * Double.pi / naturalFrequency }
    /// The damping ratio ζ = c / (2√(km)).
    public var dampingFraction: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// SwiftUI's `bounce`, the inverse of `init(duration:bounce:)`.
    public var bounce: Double {
        let zeta = dampingFraction
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// A spring from its undamped period and damping ratio, as SwiftUI's `Spring(response:dampingRatio:)`.
    public init(response: Double, dampingRatio: Double) { self.init(response: response, dampingFraction: dampingRatio) }

    /// SwiftUI's `Spring.smooth`: 0.5 s, no bounce.
    public static let smooth = Spring.smooth()
    /// SwiftUI's `Spring.snappy`: 0.5 s, bounce 0.15.
    public static let snappy = Spring.snappy()
    /// SwiftUI's `Spring.bouncy`: 0.5 s, bounce 0.3.
    public static let bouncy = Spring.bouncy()

    /// SwiftUI's `smooth`: 0.5 s, no bounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    /// SwiftUI's `snappy`: 0.5 s, bounce 0.15.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    /// SwiftUI's `bouncy`: 0.5 s, bounce 0.3.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }

    /// The displacement from the target and its velocity at time `t`, starting at displacement `x0` with
    /// velocity `v0` (closed form for under-, critically and over-damped springs).
    public func state(at t: Double, displacement x0: Double, velocity v0: Double) -> (displacement: Double, velocity: Double) {
        if t == 0 { return (x0, v0) }
        let w0 = naturalFrequency
        let zeta = dampingFraction
        if abs(zeta - 1) < 1e-12 {
            // Critically damped: x = (x0 + (v0 + ω₀x0) t) e^{−ω₀t}.
            let b = v0 + w0 * x0
            let e = exp(-w0 * t)
            return ((x0 + b * t) * e, (b - w0 * (x0 + b * t)) * e)
        }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let decay = zeta * w0
            let b = (v0 + decay * x0) / wd
            let e = exp(-decay * t)
            let c = cos(wd * t), s = sin(wd * t)
            let x = e * (x0 * c + b * s)
            let v = e * ((b * wd - decay * x0) * c - (x0 * wd + decay * b) * s)
            return (x, v)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let a = (v0 - r2 * x0) / (r1 - r2)
        let b = x0 - a
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return (a * e1 + b * e2, a * r1 * e1 + b * r2 * e2)
    }

    /// Progress from 0 towards 1 at time `t` (seconds), with an initial velocity in units of the distance per second.
    public func value(at t: Double, initialVelocity: Double = 0) -> Double {
        1 + state(at: t, displacement: -1, velocity: initialVelocity).displacement
    }

    /// Velocity of `value(at:)` in distances per second.
    public func velocity(at t: Double, initialVelocity: Double = 0) -> Double {
        state(at: t, displacement: -1, velocity: initialVelocity).velocity
    }

    /// The time after which the displacement stays within `epsilon` of the distance travelled: the time
    /// the exponential envelope of the motion falls below `epsilon` (0.001, as SwiftUI's default).
    public func settlingDuration(epsilon: Double = 0.001, displacement x0: Double = -1, velocity v0: Double = 0) -> Double {
        settlingTime(tolerance: epsilon * abs(x0), displacement: x0, velocity: v0)
    }

    /// The time after which the displacement's envelope stays below the absolute `tolerance`.
    public func settlingTime(tolerance: Double, displacement x0: Double, velocity v0: Double) -> Double {
        guard tolerance > 0 else { return .infinity }
        let w0 = naturalFrequency
        let zeta = dampingFraction
        let amplitude: Double
        let decay: Double
        if zeta < 1 - 1e-12 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            decay = zeta * w0
            let b = (v0 + decay * x0) / wd
            amplitude = (x0 * x0 + b * b).squareRoot()
        } else if zeta <= 1 + 1e-12 {
            // (|x0| + |v0 + ω₀x0| t) e^{−ω₀t}: solve by bisection below.
            decay = w0
            amplitude = 0
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let a = (v0 - r2 * x0) / (r1 - r2)
            decay = -r1
            amplitude = abs(a) + abs(x0 - a)
        }
        if amplitude > 0 {
            return max(0, log(amplitude / tolerance) / decay)
        }
        // Critically damped: the envelope is monotonic after its peak; bisect on it.
        let b = abs(v0 + w0 * x0)
        let envelope = { (t: Double) in (abs(x0) + b * t) * exp(-w0 * t) }
        var lo = 0.0, hi = 1.0 / w0
        while envelope(hi) > tolerance { hi *= 2 }
        if envelope(0) <= tolerance { return 0 }
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if envelope(mid) > tolerance { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// The canonical spelling, which the grammar reads back to this exact spring.
    public var canonicalName: String {
        "spring(mass: \(mass.shortString), stiffness: \(stiffness.shortString), damping: \(damping.shortString))"
    }
}
