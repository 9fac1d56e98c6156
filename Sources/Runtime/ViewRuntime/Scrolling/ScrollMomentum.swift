import Foundation
import LayoutCore
import Motion

/// UIKit's scrolling after a flick: the content goes on at the finger's speed and slows by
/// `decelerationRate` each millisecond (`UIScrollView.DecelerationRate.normal`, 0.998), coming to rest where
/// less than half a point is left; one that reaches an end springs past it and back, as UIKit bounces.
///
/// A `CustomAnimation` of the fraction of the way from where the finger let go to where the content rests
/// (the end it reaches, when it reaches one), so the runtime plays it as any other animation.
struct ScrollMomentum: CustomAnimation {
    /// UIKit's normal deceleration rate, per millisecond.
    static let decelerationRate = 0.998
    /// The rate as an exponential decay per second: −1000 ln 0.998 ≈ 2.002.
    static let decay = -1000 * log(decelerationRate)
    /// Less than this left to go (points), the content is at rest.
    static let restDistance = 0.5
    /// How the content comes back from past an end: critically damped, UIKit's bounce-back.
    static let bounce = Spring(duration: 0.5, bounce: 0)

    /// The speed at the release along the scroll (points per second, towards growing offsets when positive).
    let velocity: Double
    /// How far the content goes: to where it rests, or to the end it reaches (same sign as `velocity`).
    let distance: Double

    /// How far a flick at `velocity` takes the content with nothing in its way.
    static func travel(velocity: Double) -> Double { velocity / decay }

    /// Where it is, as a fraction of `distance`, `time` after the release; nil once at rest.
    func fraction(at time: Double) -> Double? {
        let k = Self.decay
        let free = Self.travel(velocity: velocity)
        guard distance != 0, free != 0 else { return nil }
        if abs(free) <= abs(distance) + 1e-9 {
            // Free: (1 − e^(−kt)), ended where less than half a point is left.
            let end = log(abs(free) / Self.restDistance) / k
            guard end > 0, time < end else { return nil }
            return (1 - exp(-k * time)) / (1 - exp(-k * end))
        }
        // It reaches the end at t₀, with velocity v e^(−kt₀), and springs past it and back.
        let reach = -log(1 - distance / free) / k
        if time < reach { return free * (1 - exp(-k * time)) / distance }
        let speed = velocity * exp(-k * reach)
        let past = Self.bounce.state(at: time - reach, displacement: 0, velocity: speed).displacement
        // Back within half a point of the end after its farthest point (1/ω₀ past the end, critically damped): at rest.
        if time - reach > 1 / Self.bounce.naturalFrequency, abs(past) < Self.restDistance { return nil }
        return 1 + past / distance
    }

    /// The fraction of the change `value` at `time`.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        fraction(at: time).map { value.scaled(by: $0) }
    }
}

/// A flick under way: where it started and rests, its animation and when it began, so that a finger that
/// comes down on the content can stop it where it is.
struct ScrollFling {
    let from: CGPoint
    let to: CGPoint
    let animation: Animation
    let start: Double

    /// Where the content is at `time`, or nil once the flick is over.
    func offset(at time: Double) -> CGPoint? {
        let elapsed = time - start
        let spec = animation.resolvedSpec
        guard elapsed >= 0, elapsed < spec.duration else { return nil }
        let f = spec.value(at: elapsed)
        return CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
    }

    /// The flick a release at `offset` with the finger's `velocity` starts in a scroll view along `axes`
    /// (within `clamp`), or nil when the finger was still.
    static func release(at offset: CGPoint, fingerVelocity velocity: CGSize, axes: Axis.Set, time: Double,
                        clamp: (CGPoint) -> CGPoint) -> ScrollFling? {
        // The content moves against the finger's drag of it.
        let vx = axes.contains(.horizontal) ? -Double(velocity.width) : 0
        let vy = axes.contains(.vertical) ? -Double(velocity.height) : 0
        let free = CGPoint(x: offset.x + ScrollMomentum.travel(velocity: vx), y: offset.y + ScrollMomentum.travel(velocity: vy))
        let rest = clamp(free)
        // One curve for both axes: the one that goes further sets it.
        let vertical = abs(vy) >= abs(vx)
        let (speed, distance) = vertical ? (vy, Double(rest.y - offset.y)) : (vx, Double(rest.x - offset.x))
        guard abs(ScrollMomentum.travel(velocity: speed)) > ScrollMomentum.restDistance, distance != 0 else { return nil }
        let animation = Animation(ScrollMomentum(velocity: speed, distance: distance))
        return ScrollFling(from: offset, to: rest, animation: animation, start: time)
    }
}

extension ScrollFling {
    /// How content settles on a snapped resting place: SwiftUI's smooth spring, starting at the flick's speed.
    static let settle = Spring(duration: 0.5, bounce: 0)

    /// The motion to where `snapping` rests content released at `offset` with the finger's `velocity` (which
    /// would rest at `natural` by itself), or nil when it is there already.
    static func snapped(at offset: CGPoint, natural: CGPoint, fingerVelocity velocity: CGSize, snapping: ScrollSnapping,
                        scroller: ScrollController, axes: Axis.Set, time: Double) -> ScrollFling? {
        let content = CGVector(dx: axes.contains(.horizontal) ? -velocity.width : 0, dy: axes.contains(.vertical) ? -velocity.height : 0)
        let rest = scroller.clamped(snapping.rest(release: offset, natural: natural, velocity: content, viewport: scroller.viewport,
                                                  content: scroller.content, axes: axes, targets: scroller.targets), axes: axes)
        let dx = Double(rest.x - offset.x), dy = Double(rest.y - offset.y)
        let length = dx * dx + dy * dy
        guard length > 0 else { return nil }
        let initialVelocity = (Double(content.dx) * dx + Double(content.dy) * dy) / length
        let animation = Animation.interpolatingSpring(settle, initialVelocity: initialVelocity)
        return ScrollFling(from: offset, to: rest, animation: animation, start: time)
    }
}

/// UIKit's rubber band: content dragged past an end follows the finger by less and less, a distance x past
/// the end drawing it (1 − 1 / (x c / d + 1)) d past, with c = 0.55 and d the viewport's length (at first 55 %
/// of the finger's move, never more than the viewport).
enum ScrollRubberBand {
    /// UIKit's rubber-band constant.
    static let constant = 0.55

    /// How far the content is drawn past an end for a drag `distance` past it along a viewport of `length`.
    static func pulled(_ distance: Double, length: Double) -> Double {
        guard length > 0, distance != 0 else { return 0 }
        let x = abs(distance)
        return (1 - 1 / (x * constant / length + 1)) * length * (distance < 0 ? -1 : 1)
    }

    /// The content's displacement (towards growing coordinates when positive) for a drag that asks for an
    /// offset `past` the ends (offset minus the offset kept within them) in a viewport of `viewport`.
    static func stretch(past: CGSize, viewport: CGSize) -> CGSize {
        CGSize(width: -pulled(past.width, length: viewport.width), height: -pulled(past.height, length: viewport.height))
    }
}
