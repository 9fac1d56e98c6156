import Foundation

/// Several numbers (a rectangle's x, y, width and height; a colour's channels) animating together from
/// where they are to a target, driven by one animation, retargetable at any moment without a jump.
///
/// A curve-driven vector that is sent back to where it came from retraces its curve backwards from where
/// it is (as Flutter's heroes do); a spring-driven vector keeps its current value and velocity, per
/// component, and springs towards the new target.
package struct AnimationTrack: Hashable, Sendable {
    /// What moves the components.
    private enum Drive: Hashable, Sendable {
        /// value = start + (end − start) · curve(u), with u moving towards 1 (forward) or 0 (backward).
        case curve(TimingCurve, duration: Double, start: [Double], end: [Double], anchorPosition: Double, forward: Bool)
        /// value = target + spring displacement, starting from `displacement` and `velocity` at the anchor.
        case spring(Spring, origin: [Double], displacement: [Double], velocity: [Double], settleTime: Double)
        /// Two motions added together (an interrupted motion and what interrupted it).
        indirect case sum(AnimationTrack, AnimationTrack)
        /// value = v · d · u (1 − u)², u = elapsed / d: starts at 0 with velocity v and fades back to 0 at rest.
        case kick(velocity: [Double], duration: Double)
        /// One leg played again and again (`count` times, or forever when nil), every other leg backwards
        /// when it `autoreverses`.
        indirect case repeating(AnimationTrack, count: Int?, autoreverses: Bool)
    }

    /// How a rectangle (x, y, width, height) driven by a timing curve travels: in straight lines or along
    /// arcs. Other values and springs always go straight.
    public var path: MotionPath = .straight

    /// Where the components are heading.
    public private(set) var target: [Double]
    /// The animation that drives the components now.
    public let animation: AnimationSpec
    /// When the current leg started (seconds).
    private var anchorTime: Double
    private var drive: Drive

    /// Starts animating from `start` to `target` at `time`. A spring starts with `initialVelocity`
    /// (per component, per second), or else with its own initial velocity times the distance.
    public init(from start: [Double], to target: [Double], animation: AnimationSpec, at time: Double, initialVelocity: [Double]? = nil) {
        self.target = target
        self.animation = animation
        anchorTime = time
        switch animation {
        case .curve(let curve, let duration):
            drive = .curve(curve, duration: duration, start: start, end: target, anchorPosition: 0, forward: true)
        case .spring(let spring, let v0):
            let displacement = zip(start, target).map { $0 - $1 }
            let velocity = initialVelocity ?? displacement.map { -$0 * v0 }
            drive = .spring(spring, origin: start, displacement: displacement, velocity: velocity,
                            settleTime: AnimationTrack.settleTime(spring, displacement, velocity))
        }
    }

    /// How long a spring takes to come within a hundredth of a point (or 1e-4 of the distance, if that
    /// is larger) of its target on every component.
    private static func settleTime(_ spring: Spring, _ displacement: [Double], _ velocity: [Double]) -> Double {
        zip(displacement, velocity).reduce(0) { longest, pair in
            guard pair.0 != 0 || pair.1 != 0 else { return longest }
            let tolerance = max(1e-2, 1e-4 * abs(pair.0))
            return max(longest, spring.settlingTime(tolerance: tolerance, displacement: pair.0, velocity: pair.1))
        }
    }

    /// The curve position at `time` (curves only).
    private static func position(_ anchor: Double, forward: Bool, elapsed: Double, duration: Double) -> Double {
        let delta = duration > 0 ? elapsed / duration : 1
        return min(1, max(0, anchor + (forward ? delta : -delta)))
    }

    /// The components at `time`; exactly `target` once finished.
    public func value(at time: Double) -> [Double] {
        if isFinished(at: time) { return target }
        switch drive {
        case .curve(let curve, let duration, let start, let end, let anchor, let forward):
            let eased = curve.value(at: AnimationTrack.position(anchor, forward: forward, elapsed: time - anchorTime, duration: duration))
            if path == .arc, start.count == 4 { return RectArc(from: start, to: end).value(at: eased) }
            return zip(start, end).map { $0 + ($1 - $0) * eased }
        case .sum(let a, let b):
            return zip(a.value(at: time), b.value(at: time)).map(+)
        case .kick(let velocity, let duration):
            let u = min(1, max(0, (time - anchorTime) / duration))
            return velocity.map { $0 * duration * u * (1 - u) * (1 - u) }
        case .repeating(let leg, let count, let autoreverses):
            guard let (time, _) = AnimationTrack.legTime(leg, count: count, autoreverses: autoreverses, at: time) else { return target }
            return leg.value(at: time)
        case .spring(let spring, let origin, let displacement, let velocity, _):
            // Exactly where it started at (and before) the start, exactly the target once settled.
            if time <= anchorTime { return origin }
            return target.indices.map { i in
                target[i] + spring.state(at: max(0, time - anchorTime), displacement: displacement[i], velocity: velocity[i]).displacement
            }
        }
    }

    /// The components' velocities at `time`, per second.
    public func velocity(at time: Double) -> [Double] {
        if isFinished(at: time) { return target.map { _ in 0 } }
        switch drive {
        case .curve(let curve, let duration, let start, let end, let anchor, let forward):
            let u = AnimationTrack.position(anchor, forward: forward, elapsed: time - anchorTime, duration: duration)
            let slope = curve.slope(at: u) / duration * (forward ? 1 : -1)
            if path == .arc, start.count == 4 {
                // The arc's rate of change along its parameter, times the curve's rate.
                let arc = RectArc(from: start, to: end), eased = curve.value(at: u), h = 1e-6
                return zip(arc.value(at: eased + h), arc.value(at: eased - h)).map { ($0 - $1) / (2 * h) * slope }
            }
            return zip(start, end).map { ($1 - $0) * slope }
        case .sum(let a, let b):
            return zip(a.velocity(at: time), b.velocity(at: time)).map(+)
        case .kick(let velocity, let duration):
            let u = min(1, max(0, (time - anchorTime) / duration))
            return velocity.map { $0 * (1 - u) * (1 - 3 * u) }
        case .spring(let spring, _, let displacement, let velocity, _):
            return target.indices.map { i in
                spring.state(at: max(0, time - anchorTime), displacement: displacement[i], velocity: velocity[i]).velocity
            }
        case .repeating(let leg, let count, let autoreverses):
            guard let (time, backwards) = AnimationTrack.legTime(leg, count: count, autoreverses: autoreverses, at: time) else { return target.map { _ in 0 } }
            return leg.velocity(at: time).map { backwards ? -$0 : $0 }
        }
    }

    /// The moment of the first leg that `time` plays, and whether it plays it backwards; nil once every leg
    /// has played. Legs are as long as the first (its start to its finish); before the start, the start.
    private static func legTime(_ leg: AnimationTrack, count: Int?, autoreverses: Bool, at time: Double) -> (Double, Bool)? {
        let length = leg.finishTime - leg.startTime, elapsed = time - leg.startTime
        guard elapsed > 0 else { return (time, false) }
        guard length > 0, length.isFinite else { return nil }
        let index = (elapsed / length).rounded(.down)
        if let count, index >= Double(count) { return nil }
        let into = elapsed - index * length
        let backwards = autoreverses && index.truncatingRemainder(dividingBy: 2) == 1
        return (leg.startTime + (backwards ? length - into : into), backwards)
    }

    /// This motion played `count` times (forever when nil), every other time backwards when `autoreverses`,
    /// as SwiftUI's `repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)`. A motion repeated
    /// forever never finishes; one repeated `count` times lands on the target when its last leg ends (after
    /// an even count of reversing legs that is a jump from the start, as in SwiftUI).
    public func repeating(count: Int?, autoreverses: Bool) -> AnimationTrack {
        var next = self
        next.drive = .repeating(self, count: count.map { max(1, $0) }, autoreverses: autoreverses)
        return next
    }

    /// Whether the components have arrived at the target at `time`.
    public func isFinished(at time: Double) -> Bool {
        switch drive {
        case .curve(_, let duration, _, _, let anchor, let forward):
            // At `finishTime` exactly, whatever the rounding of the position.
            if time >= finishTime { return true }
            let u = AnimationTrack.position(anchor, forward: forward, elapsed: time - anchorTime, duration: duration)
            return forward ? u >= 1 : u <= 0
        case .spring(_, _, _, _, let settleTime):
            return time - anchorTime >= settleTime
        case .sum(let a, let b):
            return a.isFinished(at: time) && b.isFinished(at: time)
        case .kick(_, let duration):
            return time - anchorTime >= duration
        case .repeating(_, let count, _):
            return count != nil && time >= finishTime
        }
    }

    /// When the current motion started (seconds): at the animation's start, or at its last retarget.
    public var startTime: Double { anchorTime }

    /// When the components arrive at the target (seconds).
    public var finishTime: Double {
        switch drive {
        case .curve(_, let duration, _, _, let anchor, let forward):
            return anchorTime + (forward ? 1 - anchor : anchor) * duration
        case .spring(_, _, _, _, let settleTime):
            return anchorTime + settleTime
        case .sum(let a, let b):
            return max(a.finishTime, b.finishTime)
        case .kick(_, let duration):
            return anchorTime + duration
        case .repeating(let leg, let count, _):
            guard let count else { return .infinity }
            return leg.startTime + Double(count) * (leg.finishTime - leg.startTime)
        }
    }

    /// The motion sent to `newTarget` at `time` with `animation`, continuing from the current value:
    /// a timing curve sent back to where it started retraces itself; a spring keeps its velocity; any
    /// other change starts `animation` from the current value.
    public func retargeted(to newTarget: [Double], animation newAnimation: AnimationSpec, at time: Double,
                           policy: InterruptionPolicy = .retrace) -> AnimationTrack {
        guard newTarget.count == target.count else {
            return AnimationTrack(from: newTarget, to: newTarget, animation: newAnimation, at: time)
        }
        switch policy {
        case .retrace: break
        case .restart:
            var next = AnimationTrack(from: value(at: time), to: newTarget, animation: newAnimation, at: time,
                                      initialVelocity: newTarget.map { _ in 0 })
            next.path = path
            return next
        case .retarget:
            return keepingVelocity(to: newTarget, animation: newAnimation, at: time)
        case .additive:
            // The old motion plays on to its target; the change from there to the new target is added.
            var change = AnimationTrack(from: target.map { _ in 0 }, to: zip(newTarget, target).map(-), animation: newAnimation, at: time,
                                        initialVelocity: target.map { _ in 0 })
            change.path = .straight
            var next = self
            next.drive = .sum(self, change)
            next.target = newTarget
            next.anchorTime = min(anchorTime, time)
            return next
        }
        if case .curve(let curve, let duration, let start, let end, let anchor, let forward) = drive,
           newAnimation == animation, newTarget.count == target.count, newTarget == (forward ? start : end), !isFinished(at: time) {
            var next = self
            let u = AnimationTrack.position(anchor, forward: forward, elapsed: time - anchorTime, duration: duration)
            next.drive = .curve(curve, duration: duration, start: start, end: end, anchorPosition: u, forward: !forward)
            next.anchorTime = time
            next.target = newTarget
            return next
        }
        let current = value(at: time)
        var next: AnimationTrack
        if case .spring = newAnimation {
            next = AnimationTrack(from: current, to: newTarget, animation: newAnimation, at: time, initialVelocity: velocity(at: time))
        } else {
            next = AnimationTrack(from: current, to: newTarget, animation: newAnimation, at: time)
        }
        next.path = path
        return next
    }

    /// The new animation from the current value with the current velocity: a spring starts with it; a
    /// timing curve gets the difference between the two velocities as a kick that fades over its duration.
    private func keepingVelocity(to newTarget: [Double], animation newAnimation: AnimationSpec, at time: Double) -> AnimationTrack {
        let current = value(at: time), velocity = self.velocity(at: time)
        var fresh = AnimationTrack(from: current, to: newTarget, animation: newAnimation, at: time, initialVelocity: velocity)
        fresh.path = path
        guard case .curve(_, let duration) = newAnimation, duration > 0 else { return fresh }
        let missing = zip(velocity, fresh.velocity(at: time)).map(-)
        guard missing.contains(where: { $0 != 0 }) else { return fresh }
        var kick = fresh
        kick.drive = .kick(velocity: missing, duration: duration)
        kick.target = newTarget.map { _ in 0 }
        var next = fresh
        next.drive = .sum(fresh, kick)
        return next
    }

    /// The same motion bent, from `time` on, towards `newTarget`: it stays where it is at `time` (no jump)
    /// and arrives at `newTarget` when it would have arrived, the change spread over what is left of the
    /// motion in proportion to its remaining progress. A spring carries on from its value and velocity
    /// towards the new target. For a target that moves under a motion, as a window resize moves a
    /// flying card's destination.
    public func blended(to newTarget: [Double], at time: Double) -> AnimationTrack {
        guard newTarget.count == target.count, newTarget != target else { return self }
        if isFinished(at: time) { return AnimationTrack(from: newTarget, to: newTarget, animation: animation, at: time) }
        let delta = zip(newTarget, target).map { $0 - $1 }
        switch drive {
        case .curve(let curve, let duration, let start, let end, let anchor, let forward):
            let eased = curve.value(at: AnimationTrack.position(anchor, forward: forward, elapsed: time - anchorTime, duration: duration))
            // value = start + (end − start)·e + δ·w(e), w = 0 now and 1 on arrival, linear in e: the same
            // curve between a moved start and end.
            let remaining = forward ? 1 - eased : eased
            guard abs(remaining) > 1e-9 else { return shifted(to: newTarget) }
            var next = self
            if forward {
                let k = eased / remaining
                next.drive = .curve(curve, duration: duration, start: zip(start, delta).map { $0 - $1 * k },
                                    end: zip(end, delta).map(+), anchorPosition: anchor, forward: forward)
            } else {
                let k = 1 / remaining
                next.drive = .curve(curve, duration: duration, start: zip(start, delta).map(+),
                                    end: zip(end, delta).map { $0 + $1 - $1 * k }, anchorPosition: anchor, forward: forward)
            }
            next.target = newTarget
            return next
        case .spring:
            return retargeted(to: newTarget, animation: animation, at: time)
        case .sum, .kick, .repeating:
            return retargeted(to: newTarget, animation: animation, at: time, policy: .retarget)
        }
    }

    /// The same motion with its target moved to `newTarget` without an animation of its own: what is
    /// left of the motion plays on top of the new target (as SwiftUI's animations add up), so the
    /// components still arrive exactly at `newTarget` when the motion ends.
    public func shifted(to newTarget: [Double]) -> AnimationTrack {
        guard newTarget.count == target.count else { return self }
        var next = self
        let delta = zip(newTarget, target).map { $0 - $1 }
        switch drive {
        case .curve(let curve, let duration, let start, let end, let anchor, let forward):
            next.drive = .curve(curve, duration: duration, start: zip(start, delta).map(+), end: zip(end, delta).map(+),
                                anchorPosition: anchor, forward: forward)
        case .spring, .kick:
            break // displacement is relative to the target; a kick ends at 0
        case .repeating(let leg, let count, let autoreverses):
            next.drive = .repeating(leg.shifted(to: newTarget), count: count, autoreverses: autoreverses)
        case .sum(let a, let b):
            next.drive = .sum(a.shifted(to: zip(newTarget, b.target).map(-)), b)
        }
        next.target = newTarget
        return next
    }
}
