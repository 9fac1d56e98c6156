import Foundation

/// A CSS/SwiftUI cubic Bézier timing function from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2).
package struct CubicBezier: Hashable, Sendable {
    /// First control point.
    public let x1: Double, y1: Double
    /// Second control point.
    public let x2: Double, y2: Double

    /// Creates the curve; x coordinates must lie in [0, 1] (the parser reports violations).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    // Polynomial coefficients: B(s) = ((a s + b) s + c) s.
    private var ax: Double { 3 * x1 - 3 * x2 + 1 }
    private var bx: Double { 3 * x2 - 6 * x1 }
    private var cx: Double { 3 * x1 }
    private var ay: Double { 3 * y1 - 3 * y2 + 1 }
    private var by: Double { 3 * y2 - 6 * y1 }
    private var cy: Double { 3 * y1 }

    private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    private func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    private func slopeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// x(s) − x in double-double, from the Bernstein form with the exact control points, so its sign is
    /// right even where x(s) is nearly flat (near-vertical curves).
    private func preciseOffset(_ s: Double, from x: Double) -> DoubleDouble {
        let t = DoubleDouble(s)
        let u = DoubleDouble.twoSum(1, -s)
        let three = DoubleDouble(3)
        let first = three * DoubleDouble(x1) * t * u * u
        let second = three * DoubleDouble(x2) * t * t * u
        return first + second + t * t * t - DoubleDouble(x)
    }

    /// The curve parameter whose x equals `x` (x in [0, 1]). x(s) is monotonic because x1 and x2 lie in
    /// [0, 1], so bisection on the exact sign of x(s) − x pins s down to the last bit; Newton steps in
    /// plain doubles first narrow the bracket where the curve is well-conditioned.
    func parameter(forX x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        var s = x
        for _ in 0..<6 {
            let d = slopeX(s)
            guard abs(d) > 1e-6 else { break }
            let next = s - (sampleX(s) - x) / d
            guard next > 0, next < 1 else { break }
            s = next
        }
        // Bracket the Newton estimate tightly if it is good, else search the whole interval.
        let margin = 1e-9
        if s - margin > 0, preciseOffset(s - margin, from: x).value < 0 { lo = s - margin }
        if s + margin < 1, preciseOffset(s + margin, from: x).value > 0 { hi = s + margin }
        while true {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            let offset = preciseOffset(mid, from: x).value
            if offset == 0 { return mid }
            if offset < 0 { lo = mid } else { hi = mid }
        }
        return abs(preciseOffset(lo, from: x).value) <= abs(preciseOffset(hi, from: x).value) ? lo : hi
    }

    /// The eased value at normalised time `x`; outside [0, 1] it extends linearly along the end tangents.
    public func value(at x: Double) -> Double {
        if x <= 0 {
            if x == 0 { return 0 }
            let slope = x1 > 0 ? y1 / x1 : (x2 > 0 ? y2 / x2 : 0)
            return slope * x
        }
        if x >= 1 {
            if x == 1 { return 1 }
            let slope = x2 < 1 ? (y2 - 1) / (x2 - 1) : (x1 < 1 ? (y1 - 1) / (x1 - 1) : 0)
            return 1 + slope * (x - 1)
        }
        return sampleY(parameter(forX: x))
    }

    /// dy/dx at normalised time `x` in [0, 1].
    public func slope(at x: Double) -> Double {
        let s = parameter(forX: min(1, max(0, x)))
        let dx = slopeX(s)
        return dx == 0 ? 0 : slopeY(s) / dx
    }
}
