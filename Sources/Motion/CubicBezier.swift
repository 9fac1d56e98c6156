import Foundation

/// A CSS/SwiftUI cubic Bézier timing function from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2).
public struct CubicBezier: Hashable, Sendable {
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

    /// The curve parameter whose x equals `x` (x in [0, 1]), to 1e-9: Newton steps, then bisection.
    func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < 1e-12 { return s }
            let d = slopeX(s)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<64 {
            let value = sampleX(s)
            if abs(value - x) < 1e-12 { return s }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
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
