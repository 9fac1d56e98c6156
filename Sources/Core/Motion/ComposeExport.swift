extension AnimationSpec {
    /// Jetpack Compose: `tween` with the same easing for Béziers, `spring` for springs (Compose's have mass
    /// 1, so stiffness per unit mass), and `keyframes` (whole milliseconds, linear between) for the rest.
    func composeExport(duration: Double) -> ExportedMotion {
        let millis = duration.milliseconds
        func float(_ value: Double) -> String { "\(value.shortString)f" }
        switch self {
        case .spring(let spring, let velocity):
            let perMass = spring.stiffness / spring.mass
            let equivalent = Spring(mass: 1, stiffness: perMass, damping: spring.dampingFraction * 2 * perMass.squareRoot())
            var code = "spring(dampingRatio = \(float(spring.dampingFraction)), stiffness = \(float(perMass)))"
            if velocity != 0 { code += "\n// start with initialVelocity = \(velocity.shortString) × the distance, per second" }
            return ExportedMotion(code: code, progress: { equivalent.value(at: $0 * duration, initialVelocity: velocity) }, note: nil)
        case .curve(let curve, _):
            switch curve {
            case .linear: return ExportedMotion(code: "tween(durationMillis = \(millis), easing = LinearEasing)", progress: { $0 }, note: nil)
            case .cubicBezier(let b):
                let easing = curve == .cubicBezier(CubicBezier(0.4, 0, 0.2, 1)) ? "FastOutSlowInEasing"
                    : "CubicBezierEasing(\(float(b.x1)), \(float(b.y1)), \(float(b.x2)), \(float(b.y2)))"
                return ExportedMotion(code: "tween(durationMillis = \(millis), easing = \(easing))", progress: b.value(at:), note: nil)
            case .steps, .piecewiseLinear, .penner:
                let easing: (CubicBezier) -> String = {
                    "tween(durationMillis = \(millis), easing = CubicBezierEasing(\(float($0.x1)), \(float($0.y1)), \(float($0.x2)), \(float($0.y2))))"
                }
                return bezierIfClose(easing, framework: "Compose") { keyframes(curve, millis: millis) }
            }
        }
    }

    /// Compose `keyframes` through stops sampled from `curve`, linear between.
    private func keyframes(_ curve: TimingCurve, millis: Int) -> ExportedMotion {
        // Keyframes fall on whole milliseconds: the error is measured with the times as written.
        let stops = CurveFitting.stops(fitting: normalisedProgress, breakpoints: breakpoints)
        let frames = stops.map { (value: $0.output, at: Int(($0.input * Double(millis)).rounded())) }
        let written = PiecewiseLinear(stops: frames.map { ($0.value, millis > 0 ? Double($0.at) / Double(millis) : 0) })
        let lines = frames.map { "    \($0.value.shortString)f at \($0.at)" }.joined(separator: "\n")
        return ExportedMotion(code: "keyframes {\n    durationMillis = \(millis)\n\(lines)\n}", progress: written.value(at:),
                              note: "keyframes sampled from \(curve.familyName): Compose has no such easing",
                              breakpoints: written.points.map(\.input))
    }
}
