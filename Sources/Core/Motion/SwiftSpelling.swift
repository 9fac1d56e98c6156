extension AnimationSpec {
    /// SwiftUI's `Animation` members, which the grammar reads as written in Swift: `.easeInOut`,
    /// `Animation.spring(response: 0.5, dampingFraction: 0.8)`, `.snappy(duration: 0.4)`.
    public static let swiftUIAnimations = ["default", "linear", "easeIn", "easeOut", "easeInOut", "timingCurve", "spring",
                                           "interactiveSpring", "interpolatingSpring", "smooth", "snappy", "bouncy"]

    /// This animation played `speed` times faster, as SwiftUI's `.speed(_:)`: a curve lasts `duration / speed`;
    /// a spring runs on a clock `speed` times faster (stiffness × speed², damping × speed, initial velocity ×
    /// speed). A speed that is not a finite positive number leaves it as it is.
    public func speeded(by speed: Double) -> AnimationSpec {
        guard speed.isFinite, speed > 0, speed != 1 else { return self }
        switch self {
        case .curve(let curve, let duration): return .curve(curve, duration: duration / speed)
        case .spring(let spring, let v0):
            return .spring(Spring(mass: spring.mass, stiffness: spring.stiffness * speed * speed, damping: spring.damping * speed),
                           initialVelocity: v0 * speed)
        }
    }
}

/// Swift's spelling of an animation in the curve grammar: the `.` or `Animation.` before a SwiftUI member and
/// the `.speed(x)` after it. The members themselves are the grammar's own names (`CurveParser.curve`), so
/// `.spring(duration: 0.5, bounce: 0.3)` is exactly `spring(duration: 0.5, bounce: 0.3)`.
extension CurveParser {
    /// Takes a leading `.` or `Animation.`, returning the column where it starts; nil when there is none.
    mutating func swiftPrefix() -> Int? {
        guard let token = current else { return nil }
        if token.kind == .dot {
            index += 1
            return token.column
        }
        if token.kind == .name("Animation"), index + 1 < tokens.count, tokens[index + 1].kind == .dot {
            index += 2
            return token.column
        }
        return nil
    }

    /// Refuses a name after a dot that is not one of SwiftUI's `Animation` members, saying how to write it.
    func checkSwiftUIName(_ name: String, column: Int) throws(CurveSyntaxError) {
        guard !AnimationSpec.swiftUIAnimations.contains(name) else { return }
        if AnimationSpec.namedCurves.contains(name) || ["cubic-bezier", "steps"].contains(name) {
            throw error("SwiftUI's Animation has no '.\(name)'; write \(name) without the dot", at: column)
        }
        let shown = name.count <= Limits.suggestionNameLength ? name : String(name.prefix(Limits.suggestionNameLength)) + "…"
        if name.count <= Limits.suggestionNameLength,
           let suggestion = CurveParser.closestName(to: name, among: AnimationSpec.swiftUIAnimations) {
            throw error("SwiftUI's Animation has no '.\(shown)'; did you mean '.\(suggestion)'?", at: column)
        }
        throw error("SwiftUI's Animation has no '.\(shown)'; expected one of \(AnimationSpec.swiftUIAnimations.map { "." + $0 }.joined(separator: ", "))", at: column)
    }

    /// SwiftUI's modifiers after a curve: `.speed(x)` (any number of them, multiplied), returned with the
    /// column of the last one's value; nil when there is none. `.delay(d)` is refused: the grammar describes
    /// how a change moves, not when it starts.
    mutating func modifiers() throws(CurveSyntaxError) -> (value: Double, column: Int)? {
        var speed: (value: Double, column: Int)?
        while current?.kind == .dot {
            index += 1
            guard let token = current, case .name(let name) = token.kind else { throw error("expected .speed(x) after the curve") }
            index += 1
            switch name {
            case "speed":
                try expect(.open, "'(' after speed")
                let (value, column) = try number("a speed such as 2")
                try expect(.close, "')' after speed(...)")
                guard value > 0, value.isFinite else { throw error("speed must be positive, got \(value.shortString)", at: column) }
                speed = ((speed?.value ?? 1) * value, column)
            case "delay":
                throw error("a curve here has no delay (it starts when its change does); remove .delay(...)", at: token.column)
            default:
                throw error("unknown modifier '.\(name)'; after a curve the grammar takes .speed(x)", at: token.column)
            }
        }
        return speed
    }

    /// `spec` played `speed.value` times faster, refused (at the speed's column) when that takes it beyond
    /// the limits a curve or spring has when written out.
    func speeded(_ spec: AnimationSpec, by speed: (value: Double, column: Int)) throws(CurveSyntaxError) -> AnimationSpec {
        let faster = spec.speeded(by: speed.value)
        switch faster {
        case .curve(_, let duration):
            guard duration <= Limits.animationDuration else {
                let shown = CurveFitting.rounded(duration, 3).shortString
                throw error("at speed \(speed.value.shortString) the animation lasts \(shown)s; durations are at most \(Limits.animationDuration.shortString)s", at: speed.column)
            }
            guard duration > 0 else { throw error("at speed \(speed.value.shortString) the animation takes no time", at: speed.column) }
        case .spring(let spring, let velocity):
            guard abs(velocity) <= Limits.springVelocity else {
                throw error("at speed \(speed.value.shortString) the initial velocity is \(velocity.shortString); at most \(Limits.springVelocity.shortString) is allowed", at: speed.column)
            }
            try SpringArguments(name: "spring", values: [:], parser: self).checkSettles(spring, velocity: velocity, at: speed.column)
        }
        return faster
    }
}
