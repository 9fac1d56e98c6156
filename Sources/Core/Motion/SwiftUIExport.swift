extension AnimationSpec {
    /// SwiftUI's `Animation`: the same curve or spring where SwiftUI has it, else a fitted `timingCurve`.
    func swiftUIExport(duration: Double) -> ExportedMotion {
        let d = duration.shortString
        switch self {
        case .spring(let spring, let velocity):
            let motion: (Double) -> Double = { spring.value(at: $0 * duration, initialVelocity: velocity) }
            if velocity == 0, spring.mass == 1 {
                // SwiftUI's own spelling, rounded to 10 decimals (0.30000000000000004 reads 0.3); the error
                // is measured on the spring as written.
                let response = CurveFitting.rounded(spring.response, 10), bounce = CurveFitting.rounded(spring.bounce, 10)
                let written = Spring(duration: response, bounce: bounce)
                return ExportedMotion(code: ".spring(duration: \(response.shortString), bounce: \(bounce.shortString))",
                                      progress: { written.value(at: $0 * duration) }, note: nil)
            }
            return ExportedMotion(code: ".interpolatingSpring(mass: \(spring.mass.shortString), stiffness: \(spring.stiffness.shortString), damping: \(spring.damping.shortString), initialVelocity: \(velocity.shortString))",
                                  progress: motion, note: nil)
        case .curve(let curve, _):
            switch curve {
            case .linear: return ExportedMotion(code: ".linear(duration: \(d))", progress: { $0 }, note: nil)
            case .cubicBezier(let b):
                let named = [TimingCurve.easeIn: "easeIn", .easeOut: "easeOut", .easeInOut: "easeInOut"][curve]
                let code = named.map { ".\($0)(duration: \(d))" } ?? ".timingCurve(\(b.x1.shortString), \(b.y1.shortString), \(b.x2.shortString), \(b.y2.shortString), duration: \(d))"
                return ExportedMotion(code: code, progress: b.value(at:), note: nil)
            case .steps, .piecewiseLinear, .penner:
                return fittedBezier({ ".timingCurve(\($0.x1.shortString), \($0.y1.shortString), \($0.x2.shortString), \($0.y2.shortString), duration: \(d))" },
                                    note: "fitted cubic Bézier: SwiftUI has no \(curve.familyName)")
            }
        }
    }
}

extension TimingCurve {
    /// What the curve is, in words: "steps", "linear() stops", "easeOutBounce".
    var familyName: String {
        switch self {
        case .linear: return "linear"
        case .cubicBezier: return "cubic Bézier"
        case .steps: return "steps"
        case .piecewiseLinear: return "linear() stops"
        case .penner(let p): return p.rawValue
        }
    }
}
