import Foundation

/// Validates and converts the labelled arguments of `spring(...)`, `interactiveSpring(...)`,
/// `interpolatingSpring(...)`, `smooth`, `snappy` and `bouncy` into a spring animation.
struct SpringArguments {
    let name: String
    let values: [String: (value: Double, column: Int)]
    let parser: CurveParser

    func value(_ label: String, default fallback: Double) -> Double { values[label]?.value ?? fallback }

    func check(_ label: String, _ valid: (Double) -> Bool, _ requirement: String) throws(CurveSyntaxError) {
        if let (value, column) = values[label], !valid(value) {
            throw parser.error("\(label) must \(requirement), got \(value.shortString)", at: column)
        }
    }

    func onlyLabels(_ allowed: [String]) throws(CurveSyntaxError) {
        for (label, (_, column)) in values where !allowed.contains(label) {
            throw parser.error("\(name)(...) does not take '\(label)' together with these parameters; expected \(allowed.joined(separator: ", "))", at: column)
        }
    }

    /// The spring the arguments describe, refused when it cannot settle within `Limits.springSettling` or
    /// would leave `Limits.curveOutput`.
    func spec() throws(CurveSyntaxError) -> AnimationSpec {
        let spec = try unchecked()
        guard case .spring(let spring, let velocity) = spec else { return spec }
        try checkSettles(spring, velocity: velocity)
        return spec
    }

    /// Refuses a spring whose parameters overflow, that takes longer than `Limits.springSettling` to
    /// settle, or whose excursion leaves `Limits.curveOutput`. Errors point at `column` when given.
    func checkSettles(_ spring: Spring, velocity: Double, at given: Int? = nil) throws(CurveSyntaxError) {
        // Point at the parameter that sets the damping, where there is one.
        let column = given ?? ["bounce", "extraBounce", "dampingFraction", "damping", "stiffness", "mass", "duration", "response"]
            .lazy.compactMap { values[$0]?.column }.first
        guard spring.mass.isFinite, spring.stiffness.isFinite, spring.damping.isFinite, spring.stiffness > 0 else {
            throw parser.error("this spring's stiffness or damping is not a finite number (mass \(spring.mass.shortString), stiffness \(spring.stiffness.shortString), damping \(spring.damping.shortString))", at: column)
        }
        let settling = spring.settlingDuration(velocity: velocity)
        guard settling.isFinite else {
            throw parser.error("this spring never settles (damping fraction \(spring.dampingFraction.shortString)); use a bounce below 1 or some damping", at: column)
        }
        guard settling <= Limits.springSettling else {
            throw parser.error("this spring takes \(Int(settling.rounded(.up)))s to settle; at most \(Limits.springSettling.shortString)s is allowed (less bounce or more damping)", at: column)
        }
        let samples = 2000
        for i in 0...samples {
            let value = spring.value(at: settling * Double(i) / Double(samples), initialVelocity: velocity)
            if !Limits.curveOutput.contains(value) {
                throw parser.error("this spring swings to \(value.shortString), outside \(Limits.curveOutput.text) (less initialVelocity or more damping)", at: given ?? values["initialVelocity"]?.column ?? column)
            }
        }
    }

    private func unchecked() throws(CurveSyntaxError) -> AnimationSpec {
        let longest = Limits.animationDuration, shortest = Limits.springMinimumDuration
        try check("duration", { $0 >= shortest && $0 <= longest }, "lie in [\(shortest.shortString), \(longest.shortString)] seconds")
        try check("response", { $0 >= shortest && $0 <= longest }, "lie in [\(shortest.shortString), \(longest.shortString)] seconds")
        try check("initialVelocity", { abs($0) <= Limits.springVelocity }, "lie in [-\(Limits.springVelocity.shortString), \(Limits.springVelocity.shortString)]")
        try check("dampingFraction", { $0 >= 0 }, "be zero or more")
        try check("bounce", { $0 > -1 && $0 <= 1 }, "lie in [-1, 1] (exclusive of -1)")
        try check("mass", { $0 > 0 }, "be positive")
        try check("stiffness", { $0 > 0 }, "be positive")
        try check("damping", { $0 >= 0 }, "be zero or more")
        try check("blendDuration", { $0 >= 0 }, "be zero or more")
        let velocity = value("initialVelocity", default: 0)
        switch name {
        case "interactiveSpring":
            // SwiftUI's stiffer spring: response 0.15 s, damping fraction 0.86, or its duration form.
            if values["duration"] != nil || values["extraBounce"] != nil {
                try onlyLabels(["duration", "extraBounce", "blendDuration"])
                try check("extraBounce", { $0 > -1 && $0 <= 1 }, "lie in [-1, 1] (exclusive of -1)")
                return .spring(Spring(duration: value("duration", default: 0.15), bounce: value("extraBounce", default: 0)), initialVelocity: 0)
            }
            try onlyLabels(["response", "dampingFraction", "blendDuration"])
            return .spring(Spring(response: value("response", default: 0.15), dampingFraction: value("dampingFraction", default: 0.86)),
                           initialVelocity: 0)
        case "smooth", "snappy", "bouncy":
            try onlyLabels(["duration", "extraBounce"])
            let base = ["smooth": 0.0, "snappy": 0.15, "bouncy": 0.3][name]!
            let bounce = base + value("extraBounce", default: 0)
            if let (_, column) = values["extraBounce"], !(bounce > -1 && bounce <= 1) {
                throw parser.error("bounce must lie in [-1, 1]: \(base.shortString) + extraBounce is \(bounce.shortString)", at: column)
            }
            return .spring(Spring(duration: value("duration", default: 0.5), bounce: bounce), initialVelocity: 0)
        default:
            if values["mass"] != nil || values["stiffness"] != nil || values["damping"] != nil || name == "interpolatingSpring" && values["duration"] == nil {
                try onlyLabels(["mass", "stiffness", "damping", "initialVelocity"])
                guard values["stiffness"] != nil, values["damping"] != nil else {
                    throw parser.error("\(name)(mass:stiffness:damping:) needs stiffness and damping")
                }
                return .spring(Spring(mass: value("mass", default: 1), stiffness: value("stiffness", default: 0),
                                      damping: value("damping", default: 0)), initialVelocity: velocity)
            }
            if values["duration"] != nil || values["bounce"] != nil {
                try onlyLabels(["duration", "bounce", "blendDuration", "initialVelocity"])
                return .spring(Spring(duration: value("duration", default: 0.5), bounce: value("bounce", default: 0)), initialVelocity: velocity)
            }
            try onlyLabels(["response", "dampingFraction", "blendDuration", "initialVelocity"])
            return .spring(Spring(response: value("response", default: 0.5), dampingFraction: value("dampingFraction", default: 0.825)),
                           initialVelocity: velocity)
        }
    }
}
