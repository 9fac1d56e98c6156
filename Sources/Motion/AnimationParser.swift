import Foundation

/// A problem in a curve string, with the 1-based column where it was found.
public struct CurveSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based column in the curve string.
    public let column: Int
    /// What was expected there.
    public let message: String
    /// Creates an error at a 1-based column.
    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }
    /// "column N: message".
    public var description: String { "column \(column): \(message)" }
}

extension AnimationSpec {
    /// Names accepted for the built-in curves, in Swift and CSS spellings.
    public static let namedCurves: [(String, TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("ease-in", .easeIn), ("easeOut", .easeOut), ("ease-out", .easeOut),
        ("easeInOut", .easeInOut), ("ease-in-out", .easeInOut), ("ease", .ease),
    ]

    /// Parses `NAME [DURATION]` or `cubic-bezier(x1, y1, x2, y2) [DURATION]`; DURATION is `350ms`, `0.35s`
    /// or a bare number of seconds. Without a duration, `defaultDuration` is used.
    public static func parse(_ text: String, defaultDuration: Double = AnimationSpec.defaultDuration) throws(CurveSyntaxError) -> AnimationSpec {
        var scanner = CurveScanner(text)
        scanner.skipSpaces()
        let nameColumn = scanner.column
        let name = scanner.word()
        guard !name.isEmpty else {
            throw CurveSyntaxError(column: nameColumn, message: "expected a curve name such as easeInOut, ease-in-out or cubic-bezier(.42, 0, .58, 1)")
        }
        let curve: TimingCurve
        if name == "cubic-bezier" || name == "timingCurve" {
            let numbers = try scanner.arguments(count: 4, of: name)
            for (index, (value, column)) in numbers.enumerated() where index % 2 == 0 && !(0...1).contains(value) {
                throw CurveSyntaxError(column: column, message: "x control points must lie in [0, 1], got \(value.shortString)")
            }
            curve = .cubicBezier(CubicBezier(numbers[0].0, numbers[1].0, numbers[2].0, numbers[3].0))
        } else if let named = namedCurves.first(where: { $0.0 == name }) {
            curve = named.1
        } else {
            let known = namedCurves.map(\.0).joined(separator: ", ")
            throw CurveSyntaxError(column: nameColumn, message: "unknown curve '\(name)'; expected one of \(known), cubic-bezier(x1, y1, x2, y2)")
        }
        scanner.skipSpaces()
        var duration = defaultDuration
        if !scanner.atEnd {
            duration = try scanner.duration()
            scanner.skipSpaces()
            if !scanner.atEnd {
                throw CurveSyntaxError(column: scanner.column, message: "unexpected text after the duration")
            }
        }
        return AnimationSpec(curve: curve, duration: duration)
    }
}

/// Reads curve strings character by character, tracking the column.
struct CurveScanner {
    private let characters: [Character]
    private var index = 0

    init(_ text: String) { characters = Array(text) }

    var atEnd: Bool { index >= characters.count }
    var column: Int { index + 1 }
    private var current: Character? { atEnd ? nil : characters[index] }

    mutating func skipSpaces() { while let c = current, c == " " || c == "\t" { index += 1 } }

    /// Letters, digits and hyphens.
    mutating func word() -> String {
        var out = ""
        while let c = current, c.isLetter || c == "-" || (c.isNumber && !out.isEmpty) { out.append(c); index += 1 }
        return out
    }

    mutating func expect(_ c: Character, _ what: String) throws(CurveSyntaxError) {
        skipSpaces()
        guard current == c else { throw CurveSyntaxError(column: column, message: "expected \(what)") }
        index += 1
    }

    /// A decimal number such as `.42`, `-0.5`, `1e-3`.
    mutating func number() throws(CurveSyntaxError) -> (Double, Int) {
        skipSpaces()
        let start = column
        var text = ""
        while let c = current, c.isNumber || c == "." || c == "-" || c == "+" || c == "e" || c == "E" { text.append(c); index += 1 }
        guard let value = Double(text), value.isFinite else {
            throw CurveSyntaxError(column: start, message: text.isEmpty ? "expected a number" : "'\(text)' is not a number")
        }
        return (value, start)
    }

    /// `(a, b, ...)` with exactly `count` numbers.
    mutating func arguments(count: Int, of name: String) throws(CurveSyntaxError) -> [(Double, Int)] {
        try expect("(", "'(' after \(name)")
        var values: [(Double, Int)] = []
        for i in 0..<count {
            values.append(try number())
            if i < count - 1 { try expect(",", "',' and \(count) numbers in \(name)(...)") }
        }
        try expect(")", "')' after \(count) numbers in \(name)(...)")
        return values
    }

    /// `350ms`, `0.35s` or `0.35` (seconds); must be positive and finite.
    mutating func duration() throws(CurveSyntaxError) -> Double {
        let (value, start) = try number()
        let unit = word()
        let seconds: Double
        switch unit {
        case "ms": seconds = value / 1000
        case "s", "": seconds = value
        default: throw CurveSyntaxError(column: start, message: "expected a duration such as 350ms or 0.35s, got unit '\(unit)'")
        }
        guard seconds > 0, seconds.isFinite else {
            throw CurveSyntaxError(column: start, message: "durations must be positive and finite")
        }
        return seconds
    }
}

extension AnimationSpec {
    /// Parses a duration alone: `350ms`, `0.35s` or `0.35` (seconds); positive and finite.
    public static func parseDuration(_ text: String) throws(CurveSyntaxError) -> Double {
        var scanner = CurveScanner(text)
        let value = try scanner.duration()
        scanner.skipSpaces()
        guard scanner.atEnd else { throw CurveSyntaxError(column: scanner.column, message: "unexpected text after the duration") }
        return value
    }
}
