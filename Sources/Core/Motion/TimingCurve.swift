import Foundation

/// A timing curve: maps normalised time in [0, 1] to progress, with f(0) = 0 and f(1) = 1 (step and
/// `linear()` functions follow their CSS definitions at the ends).
package enum TimingCurve: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// A cubic Bézier timing function.
    case cubicBezier(CubicBezier)
    /// CSS `steps()`.
    case steps(Steps)
    /// CSS `linear(...)` with stops.
    case piecewiseLinear(PiecewiseLinear)
    /// One of Penner's curves from easings.net.
    case penner(PennerCurve)

    /// SwiftUI's `easeIn` and CSS `ease-in`: cubic-bezier(0.42, 0, 1, 1).
    public static let easeIn = TimingCurve.cubicBezier(CubicBezier(0.42, 0, 1, 1))
    /// SwiftUI's `easeOut` and CSS `ease-out`: cubic-bezier(0, 0, 0.58, 1).
    public static let easeOut = TimingCurve.cubicBezier(CubicBezier(0, 0, 0.58, 1))
    /// SwiftUI's `easeInOut` and CSS `ease-in-out`: cubic-bezier(0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve.cubicBezier(CubicBezier(0.42, 0, 0.58, 1))
    /// CSS `ease`: cubic-bezier(0.25, 0.1, 0.25, 1).
    public static let ease = TimingCurve.cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1))

    /// Progress at normalised time `t`.
    public func value(at t: Double) -> Double {
        switch self {
        case .linear: return t
        case .cubicBezier(let bezier): return bezier.value(at: t)
        case .steps(let steps): return steps.value(at: t)
        case .piecewiseLinear(let function): return function.value(at: t)
        case .penner(let curve): return curve.value(at: min(1, max(0, t)))
        }
    }

    /// d(progress)/d(normalised time) at `t`: exact for Béziers and steps (zero between the jumps, which
    /// are instantaneous), a central difference otherwise.
    public func slope(at t: Double) -> Double {
        switch self {
        case .linear: return 1
        case .cubicBezier(let bezier): return bezier.slope(at: t)
        case .steps: return 0
        default:
            // Sample strictly inside (0, 1): easings.net's expo and elastic curves snap to exactly 0 and 1
            // at the ends, which a difference across the end would read as a huge spike.
            let h = 1e-6
            let a = min(max(1e-9, t - h), 1 - 2 * h), b = max(min(1 - 1e-9, t + h), 2 * h)
            return b > a ? (value(at: b) - value(at: a)) / (b - a) : 0
        }
    }

    /// The largest |slope| on [0, 1] (sampled at 1001 points): the most progress can change per unit time.
    public var maximumSlope: Double {
        (0...1000).map { abs(slope(at: Double($0) / 1000)) }.max() ?? 1
    }

    /// The canonical spelling, which the grammar reads back to this exact curve.
    public var canonicalName: String {
        switch self {
        case .linear: return "linear"
        case .cubicBezier(let b):
            switch self {
            case .easeIn: return "easeIn"
            case .easeOut: return "easeOut"
            case .easeInOut: return "easeInOut"
            case .ease: return "ease"
            default: return "cubic-bezier(\(b.x1.shortString), \(b.y1.shortString), \(b.x2.shortString), \(b.y2.shortString))"
            }
        case .steps(let s): return "steps(\(s.count), \(s.position.rawValue))"
        case .piecewiseLinear(let f): return f.canonicalName
        case .penner(let p): return p.rawValue
        }
    }
}

extension Double {
    /// The shortest decimal spelling that reads back to the same value: `0.35`, `1`, `157.91367041742973`.
    package var shortString: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : "\(self)"
    }
}
