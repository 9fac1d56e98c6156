import Foundation

/// The scale changes of a scripted pinch, on `PointerPath`'s instants: the scale goes from 1 to the end
/// scale linearly in time, one change every 1/60 s, the last at exactly the end.
package enum PinchPath {
    /// The changes of a pinch from scale 1 to `scale` over `duration` seconds: each change's offset in
    /// seconds from the fingers going down, and the scale then. Change k of n is at `PointerPath`'s k-th
    /// instant, at scale `1 + (scale − 1) × k / n`; the last is at exactly `duration` and `scale`.
    package static func changes(to scale: Double, duration: Double) -> [(offset: Double, scale: Double)] {
        PointerPath.moves(from: CGPoint(x: 1, y: 0), to: CGPoint(x: scale, y: 0), duration: duration).map { ($0.offset, Double($0.location.x)) }
    }
}
