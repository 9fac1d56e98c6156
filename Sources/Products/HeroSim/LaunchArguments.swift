import Foundation
import LayoutCore

/// A program's command-line arguments read one at a time, with the values HeroSim's options take checked
/// the same way wherever they are read (an app's options, a preview request).
struct LaunchArguments {
    private var rest: ArraySlice<String>

    /// The arguments to read, in order.
    init(_ arguments: [String]) {
        rest = arguments[...]
    }

    /// The next argument, or nil after the last.
    mutating func next() -> String? { rest.popFirst() }

    /// The value after `flag`.
    mutating func value(for flag: String) throws -> String {
        guard let next = rest.popFirst() else { throw LaunchError(message: "\(flag) needs a value") }
        return next
    }

    /// The seconds after `flag`: finite, not negative.
    mutating func seconds(for flag: String) throws -> Double {
        let text = try value(for: flag)
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
            throw LaunchError(message: "\(flag) expects seconds, got '\(text)'")
        }
        return seconds
    }

    /// The pixels per point after `flag`, within `LayoutLimits.displayScale`.
    mutating func scale(for flag: String) throws -> CGFloat {
        let text = try value(for: flag)
        guard let scale = Double(text), LayoutLimits.displayScale.contains(scale) else {
            throw LaunchError(message: "\(flag) expects pixels per point in 1...4, such as 2, got '\(text)'")
        }
        return scale
    }
}
