import LayoutCore
import Motion

/// SwiftUI's `Spring` calculations on any `VectorArithmetic` value (iOS 17): where a spring that moves a
/// value by `target` from zero is after `time`, how fast, and when it settles. A spring is linear, so each is
/// the target and the initial velocity scaled by the one-dimensional motion of each (`Spring.state`).
extension Spring {
    /// The motion of a unit displacement and of a unit velocity after `time`: what each leaves of itself
    /// (displacement, velocity).
    private func responses(at time: Double) -> (fromDisplacement: (Double, Double), fromVelocity: (Double, Double)) {
        let a = state(at: time, displacement: 1, velocity: 0)
        let b = state(at: time, displacement: 0, velocity: 1)
        return ((a.displacement, a.velocity), (b.displacement, b.velocity))
    }

    /// The value after `time` of a spring that moves a value from zero towards `target`, starting at
    /// `initialVelocity`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let r = responses(at: time)
        // Displacement from the target: −target at the start.
        return target - target.scaled(by: r.fromDisplacement.0) + initialVelocity.scaled(by: r.fromVelocity.0)
    }

    /// The velocity after `time` of a spring that moves a value from zero towards `target`, starting at
    /// `initialVelocity`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let r = responses(at: time)
        return initialVelocity.scaled(by: r.fromVelocity.1) - target.scaled(by: r.fromDisplacement.1)
    }

    /// The value after `time` of a spring moving from `fromValue` to `toValue`.
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: Double) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity after `time` of a spring moving from `fromValue` to `toValue`.
    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: Double) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// Moves `value` and `velocity` on by `deltaTime` towards `target`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
        let r = responses(at: deltaTime)
        let displacement = value - target
        let newDisplacement = displacement.scaled(by: r.fromDisplacement.0) + velocity.scaled(by: r.fromVelocity.0)
        velocity = displacement.scaled(by: r.fromDisplacement.1) + velocity.scaled(by: r.fromVelocity.1)
        value = target + newDisplacement
    }

    /// How long a spring moving a value by `target` from zero, at `initialVelocity`, takes to come within
    /// `epsilon` of the distance it moves, for good.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> Double {
        let distance = target.magnitudeSquared.squareRoot()
        let speed = initialVelocity.magnitudeSquared.squareRoot()
        guard distance > 0 else { return speed > 0 ? settlingTime(tolerance: epsilon, displacement: 0, velocity: speed) : 0 }
        return settlingDuration(epsilon: epsilon, displacement: -distance, velocity: speed)
    }

    /// How long a spring moving from `fromValue` to `toValue` takes to settle within `epsilon`.
    public func settlingDuration<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, epsilon: Double) -> Double {
        settlingDuration(target: toValue - fromValue, initialVelocity: initialVelocity, epsilon: epsilon)
    }

    /// How long the spring takes to come to rest, as SwiftUI's `settlingDuration`: moving by one unit from
    /// rest, within a thousandth of it.
    public var settlingDuration: Double { settlingDuration(epsilon: 0.001) }
}
