extension TimingCurve {
    /// The normalised times in [0, 1] where the curve is not smooth: the jumps of steps, the stops of
    /// `linear()`, the joins of Penner's piecewise curves (a bounce's bounces, an in-out's middle). Between
    /// them the curve is a smooth function, which is what `MaximumDifference` needs to find its peaks.
    public var breakpoints: [Double] {
        switch self {
        case .linear, .cubicBezier: return []
        case .steps(let steps): return (0...steps.count).map { Double($0) / Double(steps.count) }
        case .piecewiseLinear(let function): return function.points.map(\.input).filter { $0 >= 0 && $0 <= 1 }
        case .penner(let curve): return curve.breakpoints
        }
    }
}

extension PennerCurve {
    /// Where the formula changes: 0.5 for the in-out curves, and the joins of the bounces.
    public var breakpoints: [Double] {
        let joins = PennerCurve.bounceJoins
        switch self {
        case .easeOutBounce: return joins
        case .easeInBounce: return joins.map { 1 - $0 }
        case .easeInOutBounce: return joins.map { (1 - $0) / 2 } + [0.5] + joins.map { (1 + $0) / 2 }
        case .easeInOutSine, .easeInOutQuad, .easeInOutCubic, .easeInOutQuart, .easeInOutQuint, .easeInOutExpo,
             .easeInOutCirc, .easeInOutBack, .easeInOutElastic:
            return [0.5]
        default: return []
        }
    }
}

extension AnimationSpec {
    /// The curve's breakpoints in normalised time (`TimingCurve.breakpoints`); springs are smooth.
    public var breakpoints: [Double] {
        if case .curve(let curve, _) = self { return curve.breakpoints }
        return []
    }
}
