import Foundation
import Motion

/// A value that can be written back as the Swift literal or expression that makes it.
protocol SwiftSpelled {
    /// The value as Swift code, e.g. `0.5` or `Spring(duration: 0.5, bounce: 0.3)`.
    var swiftSpelling: String { get }
}

extension Double: SwiftSpelled {
    /// The shortest literal that reads back as this number, without a trailing `.0` (`1`, `0.35`): the
    /// curve grammar's spelling of a number.
    var swiftSpelling: String { shortString }
}

extension Int: SwiftSpelled {
    /// The integer literal.
    var swiftSpelling: String { String(self) }
}

extension Bool: SwiftSpelled {
    /// `true` or `false`.
    var swiftSpelling: String { self ? "true" : "false" }
}

extension Spring: SwiftSpelled {
    /// `Spring(duration:bounce:)` with the perceived duration and bounce to six significant digits; a
    /// spring with a mass other than 1 is spelled by its physical parameters.
    var swiftSpelling: String {
        func rounded(_ value: Double) -> String { Double(String(format: "%.6g", value))?.swiftSpelling ?? "\(value)" }
        if mass != 1 { return "Spring(mass: \(rounded(mass)), stiffness: \(rounded(stiffness)), damping: \(rounded(damping)))" }
        return "Spring(duration: \(rounded(response)), bounce: \(rounded(bounce)))"
    }
}

extension Animation {
    /// One argument of a spelled call: its label (empty for an unlabelled one) and its value.
    typealias SpelledArgument = (label: String, value: any SwiftSpelled)

    /// `.name(label: value, ...)`, leaving out the arguments that are nil.
    static func call(_ name: String, _ arguments: SpelledArgument?...) -> String {
        let written = arguments.compactMap { $0 }.map { $0.label.isEmpty ? $0.value.swiftSpelling : "\($0.label): \($0.value.swiftSpelling)" }
        return ".\(name)(\(written.joined(separator: ", ")))"
    }

    /// The `blendDuration:` argument, left out at its default of 0.
    static func blend(_ duration: Double) -> SpelledArgument? { duration == 0 ? nil : ("blendDuration", duration) }

    /// The `initialVelocity:` argument, left out at its default of 0.
    static func velocity(_ velocity: Double) -> SpelledArgument? { velocity == 0 ? nil : ("initialVelocity", velocity) }
}
