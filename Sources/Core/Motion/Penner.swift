import Foundation

/// Robert Penner's easing functions as easings.net defines them: ten families, each in, out and in-out.
package enum PennerCurve: String, Hashable, Sendable, CaseIterable {
    /// Sine.
    case easeInSine, easeOutSine, easeInOutSine
    /// Quadratic.
    case easeInQuad, easeOutQuad, easeInOutQuad
    /// Cubic.
    case easeInCubic, easeOutCubic, easeInOutCubic
    /// Quartic.
    case easeInQuart, easeOutQuart, easeInOutQuart
    /// Quintic.
    case easeInQuint, easeOutQuint, easeInOutQuint
    /// Exponential.
    case easeInExpo, easeOutExpo, easeInOutExpo
    /// Circular.
    case easeInCirc, easeOutCirc, easeInOutCirc
    /// Overshooting ("back").
    case easeInBack, easeOutBack, easeInOutBack
    /// Elastic.
    case easeInElastic, easeOutElastic, easeInOutElastic
    /// Bouncing.
    case easeInBounce, easeOutBounce, easeInOutBounce

    /// The eased value at `x` in [0, 1].
    public func value(at x: Double) -> Double {
        let pi = Double.pi
        let c1 = 1.70158, c2 = c1 * 1.525, c3 = c1 + 1
        let c4 = 2 * pi / 3, c5 = 2 * pi / 4.5
        switch self {
        case .easeInSine: return 1 - cos(x * pi / 2)
        case .easeOutSine: return sin(x * pi / 2)
        case .easeInOutSine: return -(cos(pi * x) - 1) / 2
        case .easeInQuad: return x * x
        case .easeOutQuad: return 1 - (1 - x) * (1 - x)
        case .easeInOutQuad: return x < 0.5 ? 2 * x * x : 1 - pow(-2 * x + 2, 2) / 2
        case .easeInCubic: return x * x * x
        case .easeOutCubic: return 1 - pow(1 - x, 3)
        case .easeInOutCubic: return x < 0.5 ? 4 * x * x * x : 1 - pow(-2 * x + 2, 3) / 2
        case .easeInQuart: return pow(x, 4)
        case .easeOutQuart: return 1 - pow(1 - x, 4)
        case .easeInOutQuart: return x < 0.5 ? 8 * pow(x, 4) : 1 - pow(-2 * x + 2, 4) / 2
        case .easeInQuint: return pow(x, 5)
        case .easeOutQuint: return 1 - pow(1 - x, 5)
        case .easeInOutQuint: return x < 0.5 ? 16 * pow(x, 5) : 1 - pow(-2 * x + 2, 5) / 2
        case .easeInExpo: return x == 0 ? 0 : pow(2, 10 * x - 10)
        case .easeOutExpo: return x == 1 ? 1 : 1 - pow(2, -10 * x)
        case .easeInOutExpo:
            if x == 0 { return 0 }
            if x == 1 { return 1 }
            return x < 0.5 ? pow(2, 20 * x - 10) / 2 : (2 - pow(2, -20 * x + 10)) / 2
        case .easeInCirc: return 1 - (1 - x * x).squareRoot()
        case .easeOutCirc: return (1 - (x - 1) * (x - 1)).squareRoot()
        case .easeInOutCirc:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - pow(-2 * x + 2, 2)).squareRoot() + 1) / 2
        case .easeInBack: return c3 * x * x * x - c1 * x * x
        case .easeOutBack: return 1 + c3 * pow(x - 1, 3) + c1 * pow(x - 1, 2)
        case .easeInOutBack:
            return x < 0.5
                ? (pow(2 * x, 2) * ((c2 + 1) * 2 * x - c2)) / 2
                : (pow(2 * x - 2, 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
        case .easeInElastic:
            if x == 0 { return 0 }
            if x == 1 { return 1 }
            return -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * c4)
        case .easeOutElastic:
            if x == 0 { return 0 }
            if x == 1 { return 1 }
            return pow(2, -10 * x) * sin((x * 10 - 0.75) * c4) + 1
        case .easeInOutElastic:
            if x == 0 { return 0 }
            if x == 1 { return 1 }
            return x < 0.5
                ? -(pow(2, 20 * x - 10) * sin((20 * x - 11.125) * c5)) / 2
                : (pow(2, -20 * x + 10) * sin((20 * x - 11.125) * c5)) / 2 + 1
        case .easeInBounce: return 1 - PennerCurve.bounceOut(1 - x)
        case .easeOutBounce: return PennerCurve.bounceOut(x)
        case .easeInOutBounce:
            return x < 0.5 ? (1 - PennerCurve.bounceOut(1 - 2 * x)) / 2 : (1 + PennerCurve.bounceOut(2 * x - 1)) / 2
        }
    }

    /// Where one bounce of `bounceOut` ends and the next begins: 1/2.75, 2/2.75 and 2.5/2.75.
    static let bounceJoins = [1 / 2.75, 2 / 2.75, 2.5 / 2.75]

    static func bounceOut(_ x: Double) -> Double {
        let n1 = 7.5625, d1 = 2.75
        if x < bounceJoins[0] { return n1 * x * x }
        if x < bounceJoins[1] { let y = x - 1.5 / d1; return n1 * y * y + 0.75 }
        if x < bounceJoins[2] { let y = x - 2.25 / d1; return n1 * y * y + 0.9375 }
        let y = x - 2.625 / d1
        return n1 * y * y + 0.984375
    }
}
