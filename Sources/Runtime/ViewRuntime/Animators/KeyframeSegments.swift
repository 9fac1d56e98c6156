import LayoutCore
import Motion

/// A track's keyframes as segments in time, with the velocities at their ends worked out: the value at
/// any time in the track is a pure function of that time.
///
/// - Linear: `from + (to − from)·s`, s = t/d.
/// - Move: `to` from the segment's start.
/// - Spring: `to + x0·A(t) + v0·B(t)`, where x0 = from − to, v0 is the start velocity, and A and B are
///   Motion's spring displaced by 1 at rest and at 0 with velocity 1 (a spring is linear in both).
/// - Cubic: the Hermite curve `h00·from + h10·d·m0 + h01·to + h11·d·m1`. The start velocity m0 is the one
///   given, else the velocity the segment before ends with (0 at the track's start); the end velocity
///   m1 is the one given, else, before another cubic keyframe, the Catmull-Rom tangent
///   (next − from)/(d + d_next), before another kind of keyframe that segment's start velocity (a
///   linear one's slope, 0 for a move, a spring's given start velocity or 0), and 0 at the end.
struct KeyframeSegments<Value: Animatable> {
    typealias Data = Value.AnimatableData

    struct Segment {
        let start: Double
        let duration: Double
        let from: Data
        let to: Data
        let kind: Keyframe<Value>.Kind
        let startVelocity: Data
        let endVelocity: Data
    }

    private(set) var segments: [Segment] = []
    let initial: Data
    /// When the last segment ends.
    private(set) var duration: Double = 0

    init(from initial: Value, keyframes: [Keyframe<Value>]) {
        self.initial = initial.animatableData
        var from = initial.animatableData
        var velocity = Data.zero
        var start = 0.0
        for (i, keyframe) in keyframes.enumerated() {
            let to = keyframe.value.animatableData
            let d = keyframe.duration
            let next = i + 1 < keyframes.count ? keyframes[i + 1] : nil
            let startVelocity: Data
            let endVelocity: Data
            switch keyframe.kind {
            case .linear:
                startVelocity = d > 0 ? (to - from).scaled(by: 1 / d) : .zero
                endVelocity = startVelocity
            case .move:
                startVelocity = .zero
                endVelocity = .zero
            case .spring(let spring, let given):
                startVelocity = given ?? velocity
                endVelocity = Self.springVelocity(spring, at: d, displacement: from - to, velocity: startVelocity)
            case .cubic(let givenStart, let givenEnd):
                startVelocity = givenStart ?? velocity
                endVelocity = givenEnd ?? Self.automaticEndVelocity(from: from, to: to, duration: d, next: next)
            }
            segments.append(Segment(start: start, duration: d, from: from, to: to, kind: keyframe.kind,
                                    startVelocity: startVelocity, endVelocity: endVelocity))
            start += d
            from = to
            velocity = endVelocity
        }
        duration = start
    }

    /// The value's data at `time` seconds into the track (the initial value before it, the last keyframe's after).
    func value(at time: Double) -> Data {
        var current = initial
        for segment in segments {
            guard segment.start <= time else { break }
            guard time < segment.start + segment.duration else {
                current = segment.to
                continue
            }
            return segment.value(at: time - segment.start)
        }
        return current
    }

    /// A cubic segment's end velocity when none is given (see the type's comment).
    private static func automaticEndVelocity(from: Data, to: Data, duration: Double, next: Keyframe<Value>?) -> Data {
        guard let next else { return .zero }
        let nextValue = next.value.animatableData
        switch next.kind {
        case .cubic:
            let span = duration + next.duration
            return span > 0 ? (nextValue - from).scaled(by: 1 / span) : .zero
        case .linear:
            return next.duration > 0 ? (nextValue - to).scaled(by: 1 / next.duration) : .zero
        case .move:
            return .zero
        case .spring(_, let given):
            return given ?? .zero
        }
    }

    /// The velocity of a spring segment `t` seconds in.
    private static func springVelocity(_ spring: Spring, at t: Double, displacement: Data, velocity: Data) -> Data {
        let a = spring.state(at: t, displacement: 1, velocity: 0).velocity
        let b = spring.state(at: t, displacement: 0, velocity: 1).velocity
        return displacement.scaled(by: a) + velocity.scaled(by: b)
    }
}

extension KeyframeSegments.Segment {
    /// The value `t` seconds into this segment (0 ≤ t < duration).
    func value(at t: Double) -> Value.AnimatableData {
        let d = duration
        switch kind {
        case .move:
            return to
        case .linear:
            return from + (to - from).scaled(by: t / d)
        case .spring(let spring, _):
            let a = spring.state(at: t, displacement: 1, velocity: 0).displacement
            let b = spring.state(at: t, displacement: 0, velocity: 1).displacement
            return to + (from - to).scaled(by: a) + startVelocity.scaled(by: b)
        case .cubic:
            let s = t / d, s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            return from.scaled(by: h00) + startVelocity.scaled(by: h10 * d) + to.scaled(by: h01) + endVelocity.scaled(by: h11 * d)
        }
    }
}
