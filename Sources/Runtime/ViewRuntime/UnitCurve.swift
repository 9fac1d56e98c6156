import Foundation
import LayoutCore
import Motion

/// A curve from (0, 0) to (1, 1) that maps a fraction of progress to a fraction of change, as SwiftUI's
/// `UnitCurve` (iOS 17): `scrollTransition`'s interactive timing, or your own easing of a number.
public struct UnitCurve: Hashable, Sendable {
    private enum Shape: Hashable, Sendable {
        case timing(TimingCurve)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }
    private let shape: Shape

    private init(_ shape: Shape) { self.shape = shape }

    /// The identity: change in step with progress.
    public static let linear = UnitCurve(.timing(.linear))
    /// Starts slowly: the cubic Bézier (0.42, 0, 1, 1).
    public static let easeIn = UnitCurve(.timing(.cubicBezier(CubicBezier(0.42, 0, 1, 1))))
    /// Ends slowly: the cubic Bézier (0, 0, 0.58, 1).
    public static let easeOut = UnitCurve(.timing(.cubicBezier(CubicBezier(0, 0, 0.58, 1))))
    /// Starts and ends slowly: the cubic Bézier (0.42, 0, 0.58, 1).
    public static let easeInOut = UnitCurve(.timing(.easeInOut))
    /// A quarter circle that starts slowly: 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// A quarter circle that ends slowly: √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// The circular ease-in, then the circular ease-out.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// The cubic Bézier from (0, 0) to (1, 1) with these control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(.timing(.cubicBezier(CubicBezier(startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y))))
    }

    /// The curve's value at `progress` (held to 0...1).
    public func value(at progress: Double) -> Double {
        let x = min(1, max(0, progress))
        switch shape {
        case .timing(let curve): return curve.value(at: x)
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - (2 - 2 * x) * (2 - 2 * x)).squareRoot() + 1) / 2
        }
    }
}
