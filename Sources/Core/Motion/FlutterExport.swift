extension AnimationSpec {
    /// Flutter: `Cubic` (or the named `Curves`) for Béziers, a `SpringSimulation` for springs, and a
    /// `TweenSequence` of straight segments for the rest.
    func flutterExport(duration: Double) -> ExportedMotion {
        let length = "Duration(milliseconds: \(duration.milliseconds))"
        switch self {
        case .spring(let spring, let velocity):
            let code = "SpringSimulation(SpringDescription(mass: \(spring.mass.shortString), stiffness: \(spring.stiffness.shortString), damping: \(spring.damping.shortString)), 0, 1, \(velocity.shortString))"
            return ExportedMotion(code: code, progress: { spring.value(at: $0 * duration, initialVelocity: velocity) }, note: nil)
        case .curve(let curve, _):
            switch curve {
            case .linear: return ExportedMotion(code: "Curves.linear, \(length)", progress: { $0 }, note: nil)
            case .cubicBezier(let b):
                let named = [TimingCurve.easeIn: "Curves.easeIn", .easeOut: "Curves.easeOut", .easeInOut: "Curves.easeInOut", .ease: "Curves.ease"][curve]
                let code = named ?? "Cubic(\(b.x1.shortString), \(b.y1.shortString), \(b.x2.shortString), \(b.y2.shortString))"
                return ExportedMotion(code: "\(code), \(length)", progress: b.value(at:), note: nil)
            case .steps, .piecewiseLinear, .penner:
                let cubic: (CubicBezier) -> String = { "Cubic(\($0.x1.shortString), \($0.y1.shortString), \($0.x2.shortString), \($0.y2.shortString)), \(length)" }
                return bezierIfClose(cubic, framework: "Flutter") { sampledStops({ stops in
                    // A segment of no width is a jump: the next segment starts from the new value.
                    let items = zip(stops, stops.dropFirst()).filter { $1.input > $0.input }.map { a, b in
                        "  TweenSequenceItem(tween: Tween(begin: \(a.output.shortString), end: \(b.output.shortString)), weight: \(CurveFitting.rounded(b.input - a.input, CurveFitting.breakpointDigits).shortString)),"
                    }
                    return "TweenSequence<double>([\n" + items.joined(separator: "\n") + "\n]), \(length)"
                }, note: "straight segments sampled from \(curve.familyName): Flutter has no such curve") }
            }
        }
    }
}
