extension AnimationSpec {
    /// CSS: the same timing function where CSS has it (Béziers, steps, `linear()` stops), else `linear()`
    /// stops sampled from the curve or spring (CSS has no springs).
    func cssExport(duration: Double) -> ExportedMotion {
        let lengthLine = "transition-duration: \(duration.milliseconds)ms;"
        func exact(_ function: String, _ progress: @escaping (Double) -> Double) -> ExportedMotion {
            ExportedMotion(code: "transition-timing-function: \(function);\n\(lengthLine)", progress: progress, note: nil, breakpoints: breakpoints)
        }
        if case .curve(let curve, _) = self {
            switch curve {
            case .linear: return exact("linear", { $0 })
            case .cubicBezier(let b):
                let named = [TimingCurve.easeIn: "ease-in", .easeOut: "ease-out", .easeInOut: "ease-in-out", .ease: "ease"][curve]
                return exact(named ?? "cubic-bezier(\(b.x1.shortString), \(b.y1.shortString), \(b.x2.shortString), \(b.y2.shortString))", b.value(at:))
            case .steps(let s): return exact("steps(\(s.count), \(s.position.rawValue))", s.value(at:))
            case .piecewiseLinear(let f): return exact(f.canonicalName, f.value(at:))
            case .penner: break
            }
        }
        let what = if case .spring = self { "a spring" } else { "this curve" }
        let bezier: (CubicBezier) -> String = {
            "transition-timing-function: cubic-bezier(\($0.x1.shortString), \($0.y1.shortString), \($0.x2.shortString), \($0.y2.shortString));\n\(lengthLine)"
        }
        return bezierIfClose(bezier, framework: "CSS") { sampledStops({ stops in
            let list = stops.map { "\($0.output.shortString) \(CurveFitting.rounded($0.input * 100, CurveFitting.breakpointDigits - 2).shortString)%" }.joined(separator: ", ")
            return "transition-timing-function: linear(\(list));\n\(lengthLine)"
        }, note: "linear() stops sampled from \(what): CSS has no \(what == "a spring" ? "springs" : self.curveName)") }
    }

    /// The curve's name, for notes.
    var curveName: String {
        if case .curve(let curve, _) = self { return curve.familyName }
        return "spring"
    }
}
