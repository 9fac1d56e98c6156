import Foundation

/// SwiftUI's text modifiers on any view: they set the environment, so they apply to every `Text` inside.
extension View {
    /// Sets the weight of the text inside (nil keeps each font's).
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Font.Weight?>> {
        modifier(_EnvironmentKeyWritingModifier(value: weight) { environment, weight in
            if let weight { environment.fontChanges.weight = weight }
        })
    }
    /// Makes the text inside bold when `isActive`.
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
        modifier(_EnvironmentKeyWritingModifier(value: isActive) { environment, isActive in
            if isActive { environment.fontChanges.weight = .bold }
        })
    }
    /// Makes the text inside italic when `isActive`.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
        modifier(_EnvironmentKeyWritingModifier(value: isActive) { environment, isActive in
            environment.fontChanges.isItalic = isActive
        })
    }
    /// Sets the design of the text inside (nil keeps each font's).
    public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Font.Design?>> {
        modifier(_EnvironmentKeyWritingModifier(value: design) { environment, design in
            if let design { environment.fontChanges.design = design }
        })
    }
    /// Sets the text inside in a monospaced face when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
        modifier(_EnvironmentKeyWritingModifier(value: isActive) { environment, isActive in
            environment.fontChanges.isMonospaced = isActive
        })
    }
    /// Adds `tracking` points after every character of the text inside.
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<CGFloat>> {
        modifier(_EnvironmentKeyWritingModifier(value: tracking) { environment, tracking in
            environment.fontChanges.tracking = tracking
        })
    }
    /// Spaces the characters of the text inside by `kerning` points (as `tracking`: HeroSim's faces have no
    /// kerning pairs).
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<CGFloat>> {
        modifier(_EnvironmentKeyWritingModifier(value: kerning) { environment, kerning in
            environment.fontChanges.tracking = kerning
        })
    }
    /// Gives the digits of the text inside one width each.
    public func monospacedDigit() -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
        modifier(_EnvironmentKeyWritingModifier(value: true) { environment, _ in
            environment.fontChanges.hasMonospacedDigits = true
        })
    }
    /// Draws a line through the middle of the text inside, in `color` (nil: the text's), when `isActive`.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Text.LineStyle?>> {
        modifier(_EnvironmentKeyWritingModifier(value: isActive ? Text.LineStyle(color: color) : nil) { environment, line in
            environment.textOptions.strikethrough = line
        })
    }
    /// Draws a line under the text inside, in `color` (nil: the text's), when `isActive`.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Text.LineStyle?>> {
        modifier(_EnvironmentKeyWritingModifier(value: isActive ? Text.LineStyle(color: color) : nil) { environment, line in
            environment.textOptions.underline = line
        })
    }
    /// Limits the text inside to `number` lines (nil: no limit); the last line is cut with "…".
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Int?>> {
        modifier(_EnvironmentKeyWritingModifier(value: number) { environment, number in
            environment.textOptions.lineLimit = number.map { max(1, $0) }
            environment.textOptions.minimumLines = 0
        })
    }
    /// Limits the text inside to at most `limit` lines and, when `reservesSpace`, makes it as tall as
    /// `limit` lines even when it has fewer.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ClosedRange<Int>>> {
        let upper = max(1, limit)
        return lineLimit((reservesSpace ? upper : 0)...upper)
    }
    /// Makes the text inside take between `range.lowerBound` and `range.upperBound` lines of height.
    public func lineLimit(_ range: ClosedRange<Int>) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ClosedRange<Int>>> {
        modifier(_EnvironmentKeyWritingModifier(value: range) { environment, range in
            environment.textOptions.lineLimit = max(1, range.upperBound)
            environment.textOptions.minimumLines = max(0, range.lowerBound)
        })
    }
    /// Makes the text inside take at least `range.lowerBound` lines of height, with no upper limit.
    public func lineLimit(_ range: PartialRangeFrom<Int>) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Int>> {
        modifier(_EnvironmentKeyWritingModifier(value: range.lowerBound) { environment, lower in
            environment.textOptions.lineLimit = nil
            environment.textOptions.minimumLines = max(0, lower)
        })
    }
    /// Limits the text inside to at most `range.upperBound` lines.
    public func lineLimit(_ range: PartialRangeThrough<Int>) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Int?>> {
        lineLimit(range.upperBound)
    }
    /// Sets where text that does not fit gets its "…".
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Text.TruncationMode>> {
        modifier(_EnvironmentKeyWritingModifier(value: mode) { environment, mode in environment.textOptions.truncationMode = mode })
    }
    /// Sets how the lines of multi-line text inside align with each other.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<TextAlignment>> {
        modifier(_EnvironmentKeyWritingModifier(value: alignment) { environment, alignment in environment.textOptions.alignment = alignment })
    }
    /// Lets the text inside shrink its font down to `factor` (0...1) of its size to fit before it is cut.
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<CGFloat>> {
        let clamped = factor.isNaN ? 1 : min(1, max(0.01, factor))
        return modifier(_EnvironmentKeyWritingModifier(value: clamped) { environment, factor in environment.textOptions.minimumScaleFactor = factor })
    }
    /// Adds `spacing` points between the lines of the text inside (a negative or non-finite spacing is 0,
    /// as UIKit's paragraph style takes it).
    public func lineSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<CGFloat>> {
        let valid = spacing.isFinite ? max(0, spacing) : 0
        return modifier(_EnvironmentKeyWritingModifier(value: valid) { environment, spacing in environment.textOptions.lineSpacing = spacing })
    }
    /// Shows the text inside in upper or lower case (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Text.Case?>> {
        modifier(_EnvironmentKeyWritingModifier(value: textCase) { environment, textCase in environment.textOptions.textCase = textCase })
    }
}
