import Foundation

/// A rectangle moving along arcs from one place to another, as Flutter's `MaterialRectArcTween`: the two
/// corners on the diagonal that best follows the move each travel a circular arc (Material's
/// `MaterialPointArcTween`), and the rectangle spans them.
struct RectArc {
    /// A point on a circular arc from `begin` to `end` that leaves or arrives along an axis.
    struct PointArc {
        let begin: (x: Double, y: Double)
        let end: (x: Double, y: Double)
        private var centre: (x: Double, y: Double)?
        private var radius = 0.0, beginAngle = 0.0, endAngle = 0.0

        init(from begin: (x: Double, y: Double), to end: (x: Double, y: Double)) {
            self.begin = begin
            self.end = end
            let dx = end.x - begin.x, dy = end.y - begin.y
            let distance = (dx * dx + dy * dy).squareRoot()
            // Nearly on one axis: a straight line.
            guard abs(dx) > 2, abs(dy) > 2 else { return }
            if abs(dx) < abs(dy) {
                radius = distance * distance / abs(dx) / 2
                centre = (end.x + radius * sign(begin.x - end.x), end.y)
                let sweep = 2 * asin(min(1, distance / (2 * radius)))
                if begin.x < end.x {
                    beginAngle = sweep * sign(begin.y - end.y)
                    endAngle = 0
                } else {
                    beginAngle = Double.pi + sweep * sign(end.y - begin.y)
                    endAngle = Double.pi
                }
            } else {
                radius = distance * distance / abs(dy) / 2
                centre = (begin.x, begin.y + sign(end.y - begin.y) * radius)
                let sweep = 2 * asin(min(1, distance / (2 * radius)))
                if begin.y < end.y {
                    beginAngle = -Double.pi / 2
                    endAngle = beginAngle + sweep * sign(end.x - begin.x)
                } else {
                    beginAngle = Double.pi / 2
                    endAngle = beginAngle + sweep * sign(begin.x - end.x)
                }
            }
        }

        /// The point at `t` (0 at `begin`, 1 at `end`; beyond them the arc goes on).
        func point(at t: Double) -> (x: Double, y: Double) {
            if t == 0 { return begin }
            if t == 1 { return end }
            guard let centre else { return (begin.x + (end.x - begin.x) * t, begin.y + (end.y - begin.y) * t) }
            let angle = beginAngle + (endAngle - beginAngle) * t
            return (cos(angle) * radius + centre.x, sin(angle) * radius + centre.y)
        }
    }

    private let first: PointArc
    private let second: PointArc

    /// The arc from `start` to `end`, both x, y, width, height.
    init(from start: [Double], to end: [Double]) {
        func corner(_ r: [Double], _ id: Int) -> (x: Double, y: Double) {
            // 0 top left, 1 top right, 2 bottom left, 3 bottom right
            (r[0] + (id % 2 == 1 ? r[2] : 0), r[1] + (id >= 2 ? r[3] : 0))
        }
        let move = (x: end[0] + end[2] / 2 - start[0] - start[2] / 2, y: end[1] + end[3] / 2 - start[1] - start[3] / 2)
        // The diagonal (from corner, to corner) that points most along the move.
        let diagonals = [(0, 3), (3, 0), (1, 2), (2, 1)]
        let best = diagonals.max { a, b in
            func support(_ d: (Int, Int)) -> Double {
                let from = corner(start, d.0), to = corner(start, d.1)
                let length = max(1e-12, hypot(to.x - from.x, to.y - from.y))
                return (move.x * (to.x - from.x) + move.y * (to.y - from.y)) / length
            }
            return support(a) < support(b)
        }!
        first = PointArc(from: corner(start, best.0), to: corner(end, best.0))
        second = PointArc(from: corner(start, best.1), to: corner(end, best.1))
    }

    /// x, y, width, height at `t`.
    func value(at t: Double) -> [Double] {
        let a = first.point(at: t), b = second.point(at: t)
        return [min(a.x, b.x), min(a.y, b.y), abs(a.x - b.x), abs(a.y - b.y)]
    }
}

/// −1, 0 or 1 by the sign of `x`.
private func sign(_ x: Double) -> Double { x > 0 ? 1 : x < 0 ? -1 : 0 }
