import Foundation

/// Validates and converts the labelled arguments of `spring(...)`, `interpolatingSpring(...)`,
/// `smooth`, `snappy` and `bouncy` into a spring animation.
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

    func spec() throws(CurveSyntaxError) -> AnimationSpec {
        try check("duration", { $0 > 0 }, "be positive")
        try check("response", { $0 > 0 }, "be positive")
        try check("dampingFraction", { $0 >= 0 }, "be zero or more")
        try check("bounce", { $0 > -1 && $0 <= 1 }, "lie in [-1, 1] (exclusive of -1)")
        try check("mass", { $0 > 0 }, "be positive")
        try check("stiffness", { $0 > 0 }, "be positive")
        try check("damping", { $0 >= 0 }, "be zero or more")
        try check("blendDuration", { $0 >= 0 }, "be zero or more")
        let velocity = value("initialVelocity", default: 0)
        switch name {
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
