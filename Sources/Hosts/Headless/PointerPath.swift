import Foundation

/// The moves of a scripted drag, sampled at a fixed rate so that a run is exactly reproducible: the
/// pointer moves in a straight line at constant speed, one move every 1/60 s (the last one at the end,
/// on the target), `ceil(duration × 60)` moves in all (one, at once, for a zero duration).
package enum PointerPath {
    /// Moves per second.
    package static let rate = 60.0

    /// The moves of a drag from `start` to `end` over `duration` seconds: each move's offset in seconds
    /// from the pointer going down, and where the pointer is then. Move k of n is at `duration × k / n`
    /// (written `k / 60` when the duration is a whole number of 1/60 s, so that moves and frames sampled at
    /// 60 or 30 fps fall on the very same instants), at `start + (end − start) × k / n`; the last is at
    /// exactly `duration` and `end`.
    package static func moves(from start: CGPoint, to end: CGPoint, duration: Double) -> [(offset: Double, location: CGPoint)] {
        let duration = duration.isFinite ? max(0, duration) : 0
        let count = max(1, Int((duration * rate - 1e-9).rounded(.up)))
        let uniform = abs(duration * rate - Double(count)) < 1e-9
        return (1...count).map { k in
            if k == count { return (duration, end) }
            let (k, n) = (Double(k), Double(count))
            return (uniform ? k / rate : duration * k / n, CGPoint(x: start.x + (end.x - start.x) * k / n, y: start.y + (end.y - start.y) * k / n))
        }
    }
}
