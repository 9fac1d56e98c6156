import Foundation

/// Where the jumps of a CSS `steps()` function happen.
package enum StepPosition: String, Hashable, Sendable, CaseIterable {
    /// The first jump happens at the start.
    case jumpStart = "jump-start"
    /// The last jump happens at the end (`end`).
    case jumpEnd = "jump-end"
    /// No jump at either end.
    case jumpNone = "jump-none"
    /// Jumps at both ends.
    case jumpBoth = "jump-both"

    /// The CSS keywords accepted for each position, including the legacy `start` and `end`.
    static func parse(_ keyword: String) -> StepPosition? {
        switch keyword {
        case "start": return .jumpStart
        case "end": return .jumpEnd
        default: return StepPosition(rawValue: keyword)
        }
    }
}

/// CSS Easing 2 `steps(n, position)`.
package struct Steps: Hashable, Sendable {
    /// The number of steps.
    public let count: Int
    /// Where the jumps go.
    public let position: StepPosition

    /// Creates a step function; `count` must be ≥ 1 (≥ 2 for `jump-none`), as the parser checks.
    public init(_ count: Int, _ position: StepPosition = .jumpEnd) {
        self.count = count
        self.position = position
    }

    /// The output at input `x`, by the spec's algorithm (with the before flag unset).
    public func value(at x: Double) -> Double {
        var step = (x * Double(count)).rounded(.down)
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        if x >= 0 && step < 0 { step = 0 }
        let jumps: Double
        switch position {
        case .jumpStart, .jumpEnd: jumps = Double(count)
        case .jumpNone: jumps = Double(count - 1)
        case .jumpBoth: jumps = Double(count + 1)
        }
        if x <= 1 && step > jumps { step = jumps }
        return step / jumps
    }
}
