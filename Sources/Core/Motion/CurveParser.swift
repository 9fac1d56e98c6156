import Foundation

/// A problem in a curve string, with the 1-based column where it was found.
package struct CurveSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
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
    /// Every name the grammar accepts on its own (some also take arguments).
    public static let namedCurves: [String] = [
        "linear", "ease", "ease-in", "ease-out", "ease-in-out", "easeIn", "easeOut", "easeInOut",
        "step-start", "step-end", "default", "smooth", "snappy", "bouncy", "spring", "interactiveSpring",
    ] + PennerCurve.allCases.map(\.rawValue)

    /// The functions the grammar accepts, with their argument forms.
    public static let curveFunctions: [String] = [
        "cubic-bezier(x1, y1, x2, y2)", "timingCurve(x1, y1, x2, y2, duration: d)", "steps(n, jump-start|jump-end|jump-none|jump-both|start|end)",
        "linear(value [input%] [input%], ...)", "easeIn(duration: d)", "spring(response: r, dampingFraction: f, blendDuration: b)",
        "spring(duration: d, bounce: b)", "spring(mass: m, stiffness: k, damping: c, initialVelocity: v)",
        "interpolatingSpring(mass: m, stiffness: k, damping: c, initialVelocity: v)", "smooth(duration: d, extraBounce: e)",
        "snappy(duration: d, extraBounce: e)", "bouncy(duration: d, extraBounce: e)",
        "interactiveSpring(response: r, dampingFraction: f)", "interactiveSpring(duration: d, extraBounce: e)",
        ".NAME and Animation.NAME for SwiftUI's \(AnimationSpec.swiftUIAnimations.joined(separator: ", ")), as written in Swift",
        "CURVE.speed(s): played s times faster",
    ]

    /// Parses one curve in CSS or Swift spelling with an optional duration (`350ms`, `0.35s`: the unit is
    /// required), e.g. `ease-in-out 350ms`, `cubic-bezier(.2, .8, .2, 1) 0.4s`, `steps(4, jump-end) 0.3s`,
    /// `linear(0, 0.25 75%, 1)`, `easeOutBounce 0.6s`, `spring(response: 0.5, dampingFraction: 0.8)`,
    /// `snappy`, and SwiftUI's animations as written in Swift: `.easeInOut(duration: 0.3)`,
    /// `Animation.spring(duration: 0.5, bounce: 0.3)`, `.snappy.speed(2)`.
    /// Curves without a duration last `defaultDuration`; springs take theirs from their parameters.
    public static func parse(_ text: String, defaultDuration: Double = AnimationSpec.defaultDuration) throws(CurveSyntaxError) -> AnimationSpec {
        try parseDetailed(text, defaultDuration: defaultDuration).spec
    }

    /// Like `parse`, and also tells whether the text gave a duration (springs always have one).
    public static func parseDetailed(_ text: String, defaultDuration: Double = AnimationSpec.defaultDuration) throws(CurveSyntaxError) -> (spec: AnimationSpec, hasDuration: Bool) {
        try checkLength(text)
        var parser = CurveParser(tokens: try CurveTokenizer.tokens(text), end: text.count + 1)
        let spec = try parser.spec(defaultDuration: defaultDuration)
        return (spec, parser.durationGiven)
    }

    /// Parses a duration alone: `350ms`, `0.35s` or `0.35` (seconds); positive and finite.
    public static func parseDuration(_ text: String) throws(CurveSyntaxError) -> Double {
        try checkLength(text)
        var parser = CurveParser(tokens: try CurveTokenizer.tokens(text), end: text.count + 1)
        let value = try parser.duration()
        try parser.expectEnd()
        return value
    }
}

extension AnimationSpec {
    /// Refuses text longer than `Limits.curveTextLength` characters.
    static func checkLength(_ text: String) throws(CurveSyntaxError) {
        guard text.utf8.count > Limits.curveTextLength, text.count > Limits.curveTextLength else { return }
        throw CurveSyntaxError(column: Limits.curveTextLength + 1, message: "a curve is at most \(Limits.curveTextLength) characters long, this one has \(text.count)")
    }
}

/// Recursive-descent parser over curve tokens.
struct CurveParser {
    let tokens: [CurveToken]
    let end: Int
    var index = 0
    /// Set when the text gives a duration (or is a spring).
    var durationGiven = false

    init(tokens: [CurveToken], end: Int) {
        self.tokens = tokens
        self.end = end
    }

    var current: CurveToken? { index < tokens.count ? tokens[index] : nil }
    var column: Int { current?.column ?? end }

    func error(_ message: String, at column: Int? = nil) -> CurveSyntaxError {
        CurveSyntaxError(column: column ?? self.column, message: message)
    }

    mutating func take(_ kind: CurveToken.Kind) -> Bool {
        guard current?.kind == kind else { return false }
        index += 1
        return true
    }

    mutating func expect(_ kind: CurveToken.Kind, _ what: String) throws(CurveSyntaxError) {
        guard take(kind) else { throw error("expected \(what)") }
    }

    mutating func expectEnd() throws(CurveSyntaxError) {
        if let token = current { throw error("unexpected '\(token.text)' after the curve", at: token.column) }
    }

    mutating func number(_ what: String = "a number") throws(CurveSyntaxError) -> (value: Double, column: Int) {
        guard let token = current, case .number(let value) = token.kind else { throw error("expected \(what)") }
        index += 1
        return (value, token.column)
    }

    /// `350ms`, `0.35s` or, unless `needsUnit`, `0.35` (seconds); positive and finite. A number without a
    /// unit where one is needed is refused with the unit it most likely lacks: `350` → 350ms, `0.35` → 0.35s.
    mutating func duration(needsUnit: Bool = false) throws(CurveSyntaxError) -> Double {
        let (value, column) = try number("a duration such as 350ms or 0.35s")
        let text = tokens[index - 1].text
        var seconds = value
        var hasUnit = false
        if let token = current, case .name(let unit) = token.kind, token.column == column + text.count {
            index += 1
            hasUnit = true
            switch unit {
            case "ms": seconds = value / 1000
            case "s": seconds = value
            default: throw error("expected a duration such as 350ms or 0.35s, got unit '\(unit)'", at: column)
            }
        }
        guard seconds > 0, seconds.isFinite else { throw error("durations must be positive and finite", at: column) }
        if needsUnit, !hasUnit {
            throw error("a duration needs a unit: did you mean \(text)\(value >= 10 ? "ms" : "s")?", at: column)
        }
        guard seconds <= Limits.animationDuration else {
            throw error("durations are at most \(Limits.animationDuration.shortString)s, got \(seconds.shortString)s", at: column)
        }
        return seconds
    }

    /// The whole spec: a curve in CSS or Swift spelling (`.easeInOut`, `Animation.spring()`), SwiftUI's
    /// `.speed(x)` after it, and an optional duration with its unit.
    mutating func spec(defaultDuration: Double) throws(CurveSyntaxError) -> AnimationSpec {
        let swift = swiftPrefix()
        guard let token = current, case .name(let name) = token.kind else {
            throw error(swift == nil ? "expected a curve such as easeInOut, ease-in-out, cubic-bezier(.42, 0, .58, 1) or spring(duration: 0.5, bounce: 0.3)"
                                     : "expected a SwiftUI animation after '.', such as .easeInOut or .spring(duration: 0.5, bounce: 0.3)")
        }
        index += 1
        if swift != nil { try checkSwiftUIName(name, column: token.column) }
        let parsed = try curve(name, column: token.column, swift: swift != nil)
        let speed = try modifiers()
        let result: AnimationSpec
        switch parsed {
        case .spring:
            if let extra = current { throw error("a spring takes its duration from its parameters; remove the extra '\(extra.text)'") }
            durationGiven = true
            result = parsed
        case .curve(let curve, let explicitDuration):
            var duration = explicitDuration > 0 ? explicitDuration : defaultDuration
            durationGiven = explicitDuration > 0
            if current != nil {
                if explicitDuration > 0 { throw error("the duration is already given inside the parentheses") }
                if speed != nil { throw error("a duration after .speed(...) is ambiguous; give it inside the parentheses, such as .easeInOut(duration: 0.35).speed(2)") }
                duration = try self.duration(needsUnit: true)
                durationGiven = true
            }
            try expectEnd()
            result = .curve(curve, duration: duration)
        }
        guard let speed else { return result }
        return try speeded(result, by: speed)
    }

    /// A curve by name, with its arguments if it has any. A `.curve` with duration 0 means "not given".
    /// `swift` says the name came after a dot, as SwiftUI's `Animation` members do.
    mutating func curve(_ name: String, column: Int, swift: Bool = false) throws(CurveSyntaxError) -> AnimationSpec {
        let hasArguments = current?.kind == .open
        switch name {
        case "cubic-bezier", "timingCurve":
            guard hasArguments else { throw error("expected '(' after \(name)") }
            index += 1
            var values: [(Double, Int)] = []
            for i in 0..<4 {
                values.append(try number())
                if i < 3 { try expect(.comma, "',' and 4 numbers in \(name)(...)") }
            }
            var duration = 0.0
            if name == "timingCurve", take(.comma) { duration = try labelledDuration() }
            try expect(.close, "')' after 4 numbers in \(name)(...)")
            for (i, (value, col)) in values.enumerated() where i % 2 == 0 && !(0...1).contains(value) {
                throw error("x control points must lie in [0, 1], got \(value.shortString)", at: col)
            }
            for (i, (value, col)) in values.enumerated() where i % 2 == 1 && !Limits.curveOutput.contains(value) {
                throw error("y control points must lie in \(Limits.curveOutput.text), got \(value.shortString)", at: col)
            }
            return .curve(.cubicBezier(CubicBezier(values[0].0, values[1].0, values[2].0, values[3].0)), duration: duration)
        case "steps":
            guard hasArguments else { throw error("expected '(' after steps") }
            index += 1
            let (count, countColumn) = try number("the number of steps")
            var position = StepPosition.jumpEnd
            if take(.comma) {
                guard let token = current, case .name(let keyword) = token.kind, let parsed = StepPosition.parse(keyword) else {
                    throw error("expected jump-start, jump-end, jump-none, jump-both, start or end")
                }
                index += 1
                position = parsed
            }
            try expect(.close, "')' after steps(n, position)")
            let minimum = position == .jumpNone ? 2 : 1
            guard count == count.rounded(), count >= Double(minimum), count <= Double(Limits.steps) else {
                throw error("steps needs a whole number from \(minimum)\(position == .jumpNone ? " (with jump-none)" : "") to \(Limits.steps), got \(count.shortString)", at: countColumn)
            }
            return .curve(.steps(Steps(Int(count), position)), duration: 0)
        case "step-start": return .curve(.steps(Steps(1, .jumpStart)), duration: 0)
        case "step-end": return .curve(.steps(Steps(1, .jumpEnd)), duration: 0)
        case "linear" where hasArguments:
            if case .name("duration") = tokens[index + 1 < tokens.count ? index + 1 : index].kind {
                return .curve(.linear, duration: try durationArgument(of: name))
            }
            if swift { throw error("SwiftUI's .linear takes (duration: d); write CSS stops without the dot: linear(0, 0.25 75%, 1)") }
            return .curve(.piecewiseLinear(try linearStops()), duration: 0)
        case "linear": return .curve(.linear, duration: 0)
        case "ease", "ease-in", "ease-out", "ease-in-out", "easeIn", "easeOut", "easeInOut":
            let curves: [String: TimingCurve] = ["ease": .ease, "ease-in": .easeIn, "easeIn": .easeIn, "ease-out": .easeOut,
                                                 "easeOut": .easeOut, "ease-in-out": .easeInOut, "easeInOut": .easeInOut]
            return .curve(curves[name]!, duration: hasArguments ? try durationArgument(of: name) : 0)
        case "default":
            return .default
        case "spring", "interactiveSpring", "interpolatingSpring", "smooth", "snappy", "bouncy":
            let arguments = hasArguments ? try labelledArguments(of: name) : [:]
            return try SpringArguments(name: name, values: arguments, parser: self).spec()
        default:
            if let penner = PennerCurve(rawValue: name) {
                return .curve(.penner(penner), duration: hasArguments ? try durationArgument(of: name) : 0)
            }
            if name.count <= Limits.suggestionNameLength, let suggestion = CurveParser.closestName(to: name) {
                throw error("unknown curve '\(name)'; did you mean '\(suggestion)'?", at: column)
            }
            let shown = name.count <= Limits.suggestionNameLength ? name : String(name.prefix(Limits.suggestionNameLength)) + "…"
            throw error("unknown curve '\(shown)'; expected one of \(AnimationSpec.namedCurves.prefix(15).joined(separator: ", ")), a Penner curve such as easeOutBounce, or cubic-bezier(x1, y1, x2, y2), steps(n), linear(...), spring(...)", at: column)
        }
    }

    /// The known curve name (or one of `candidates`) within two edits of `name`, if there is one.
    static func closestName(to name: String, among candidates: [String] = AnimationSpec.namedCurves + ["cubic-bezier", "steps", "interpolatingSpring", "timingCurve"]) -> String? {
        func distance(_ a: [Character], _ b: [Character]) -> Int {
            var previous = Array(0...b.count)
            for (i, ca) in a.enumerated() {
                var row = [i + 1]
                for (j, cb) in b.enumerated() {
                    row.append(min(previous[j + 1] + 1, row[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
                }
                previous = row
            }
            return previous[b.count]
        }
        let scored = candidates.map { ($0, distance(Array(name.lowercased()), Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    /// `(duration: d)`.
    mutating func durationArgument(of name: String) throws(CurveSyntaxError) -> Double {
        try expect(.open, "'(' after \(name)")
        let value = try labelledDuration()
        try expect(.close, "')' after \(name)(duration: ...)")
        return value
    }

    /// `duration: d` with d in seconds (a unit is allowed).
    mutating func labelledDuration() throws(CurveSyntaxError) -> Double {
        guard let token = current, token.kind == .name("duration") else { throw error("expected 'duration:'") }
        index += 1
        try expect(.colon, "':' after duration")
        return try duration()
    }

    /// `(label: number, ...)` as a dictionary, rejecting repeats.
    mutating func labelledArguments(of name: String) throws(CurveSyntaxError) -> [String: (value: Double, column: Int)] {
        try expect(.open, "'(' after \(name)")
        var values: [String: (Double, Int)] = [:]
        if take(.close) { return values }
        repeat {
            guard let token = current, case .name(let label) = token.kind else { throw error("expected a parameter name such as duration:") }
            index += 1
            try expect(.colon, "':' after \(label)")
            guard values[label] == nil else { throw error("'\(label)' is given twice", at: token.column) }
            values[label] = try number("a number for \(label)")
        } while take(.comma)
        try expect(.close, "')' or ',' in \(name)(...)")
        return values
    }

    /// CSS `linear(...)` stops: `output [input%] [input%]`, comma-separated, at least two.
    mutating func linearStops() throws(CurveSyntaxError) -> PiecewiseLinear {
        try expect(.open, "'(' after linear")
        var stops: [(output: Double, input: Double?)] = []
        repeat {
            let (output, outputColumn) = try number("an output value")
            guard Limits.curveOutput.contains(output) else {
                throw error("linear() outputs must lie in \(Limits.curveOutput.text), got \(output.shortString)", at: outputColumn)
            }
            var inputs: [Double] = []
            while let token = current, case .number(let value) = token.kind {
                index += 1
                try expect(.percent, "'%' after the input position \(value.shortString)")
                // The fraction the percentage's decimal text stands for, rounded once.
                inputs.append(Double(DecimalShift.shifted(token.text, by: -2)) ?? value / 100)
                if inputs.count > 2 { throw error("a linear() stop takes at most two positions") }
            }
            if inputs.isEmpty { stops.append((output, nil)) }
            for input in inputs { stops.append((output, input)) }
        } while take(.comma)
        try expect(.close, "')' or ',' in linear(...)")
        guard stops.count >= 2 else { throw error("linear() needs at least two stops") }
        guard stops.count <= Limits.linearStops else { throw error("linear() takes at most \(Limits.linearStops) stops, got \(stops.count)") }
        let curve = PiecewiseLinear(stops: stops)
        // Before its first stop and after its last the curve extends its end segments: over the animation
        // (0 … 100 %) its values lie between those at the ends and the outputs of the stops in between.
        let ends = [(0.0, curve.value(at: 0)), (1.0, curve.value(at: 1))]
        for (input, value) in ends where !(value.isFinite && Limits.curveOutput.contains(value)) {
            throw error("linear() reaches \(value.shortString) at \(input == 0 ? "0" : "100")% by extending its end segments, outside \(Limits.curveOutput.text)")
        }
        return curve
    }
}
