import Foundation

/// A timing curve: maps normalised time in [0, 1] to progress, with f(0) = 0 and f(1) = 1.
public enum TimingCurve: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// A cubic Bézier timing function.
    case cubicBezier(CubicBezier)

    /// SwiftUI's `easeIn`: cubic-bezier(0.42, 0, 1, 1).
    public static let easeIn = TimingCurve.cubicBezier(CubicBezier(0.42, 0, 1, 1))
    /// SwiftUI's `easeOut`: cubic-bezier(0, 0, 0.58, 1).
    public static let easeOut = TimingCurve.cubicBezier(CubicBezier(0, 0, 0.58, 1))
    /// SwiftUI's `easeInOut`: cubic-bezier(0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve.cubicBezier(CubicBezier(0.42, 0, 0.58, 1))
    /// CSS `ease`: cubic-bezier(0.25, 0.1, 0.25, 1).
    public static let ease = TimingCurve.cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1))

    /// Progress at normalised time `t`; exactly 0 at t = 0 and exactly 1 at t = 1.
    public func value(at t: Double) -> Double {
        switch self {
        case .linear: return t
        case .cubicBezier(let bezier): return bezier.value(at: t)
        }
    }

    /// The largest slope of the curve on [0, 1] (sampled finely): the most progress can change per unit time.
    public var maximumSlope: Double {
        switch self {
        case .linear: return 1
        case .cubicBezier(let bezier):
            return (0...1000).map { abs(bezier.slope(at: Double($0) / 1000)) }.max() ?? 1
        }
    }

    /// The canonical spelling, which `AnimationSpec.parse` reads back to the same curve.
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
        }
    }
}

/// A curve with a duration: what a transition runs.
public struct AnimationSpec: Hashable, Sendable {
    /// The timing curve.
    public var curve: TimingCurve
    /// The duration in seconds.
    public var duration: Double

    /// SwiftUI's default duration: 0.35 s.
    public static let defaultDuration = 0.35

    /// Creates an animation.
    public init(curve: TimingCurve, duration: Double = AnimationSpec.defaultDuration) {
        self.curve = curve
        self.duration = duration
    }

    /// SwiftUI's `.easeInOut` (0.35 s).
    public static let easeInOut = AnimationSpec(curve: .easeInOut)

    /// The canonical spelling, e.g. `easeInOut 0.35s`.
    public var description: String { "\(curve.canonicalName) \(duration.shortString)s" }
}

extension Double {
    /// The shortest decimal spelling: `0.35`, `1`, `0.2`.
    var shortString: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
