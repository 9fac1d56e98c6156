import Foundation

/// Text, as SwiftUI's `Text`: wraps at word boundaries to the proposed width, up to its line limit, and
/// cuts the last line with "…" when it does not fit (see `TextLayout.swift`). Texts joined with `+` keep
/// each part's style.
public struct Text: View, PrimitiveView {
    /// The parts: one for a plain text, more for texts joined with `+`.
    var runs: [TextRun]

    /// Creates text showing `content` verbatim.
    public init(_ content: String) { runs = [TextRun(content: content)] }
    /// Creates text showing `content` (a `Substring`, say) verbatim.
    public init<S: StringProtocol>(_ content: S) { runs = [TextRun(content: String(content))] }
    /// Creates text showing `content` without localisation.
    public init(verbatim content: String) { runs = [TextRun(content: content)] }
    /// Creates text showing `input` formatted by `format` (Foundation's format styles:
    /// `Text(3.5, format: .number)`, `Text(0.25, format: .percent)`, `Text(date, format: .dateTime.year())`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [TextRun(content: format.format(input))]
    }
    private init(runs: [TextRun]) { self.runs = runs }
    /// Text is a primitive view.
    public var body: Never { fatalError("Text has no body") }

    /// The two texts one after the other, each keeping its own style; what is set on the joined text
    /// afterwards applies where a part did not set it.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text { applying { $0.font = font } }
    /// This text coloured `color`.
    public func foregroundColor(_ color: Color?) -> Text { applying { $0.paint = color.map { .color($0) } } }
    /// This text bold.
    public func bold() -> Text { bold(true) }
    /// This text bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { applying { $0.fontChanges.weight = isActive ? .bold : nil } }
    /// This text in `weight` (nil keeps the font's).
    public func fontWeight(_ weight: Font.Weight?) -> Text { applying { $0.fontChanges.weight = weight } }
    /// This text in `design` (nil keeps the font's).
    public func fontDesign(_ design: Font.Design?) -> Text { applying { $0.fontChanges.design = design } }
    /// This text with `tracking` points of extra space after every character.
    public func tracking(_ tracking: CGFloat) -> Text { applying { $0.fontChanges.tracking = tracking } }
    /// This text with `kerning` points of extra space between characters (HeroSim's faces have no kerning
    /// pairs to adjust, so it spaces as `tracking` does).
    public func kerning(_ kerning: CGFloat) -> Text { applying { $0.fontChanges.tracking = kerning } }
    /// This text italic.
    public func italic() -> Text { italic(true) }
    /// This text italic when `isActive`.
    public func italic(_ isActive: Bool) -> Text { applying { $0.fontChanges.isItalic = isActive } }
    /// This text in a monospaced face when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text { applying { $0.fontChanges.isMonospaced = isActive } }
    /// This text with digits of one width.
    public func monospacedDigit() -> Text { applying { $0.fontChanges.hasMonospacedDigits = true } }
    /// This text with a line through its middle, in `color` (nil: the text's colour), when `isActive`.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        applying { $0.strikethrough = .some(isActive ? LineStyle(color: color) : nil) }
    }
    /// This text with a line under it, in `color` (nil: the text's colour), when `isActive`.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        applying { $0.underline = .some(isActive ? LineStyle(color: color) : nil) }
    }

    /// This text with `change` made: to its one part, or, for joined texts, to every part that did not set
    /// what `change` sets.
    private func applying(_ change: (inout TextRun) -> Void) -> Text {
        var t = self
        guard runs.count > 1 else {
            change(&t.runs[0])
            return t
        }
        var setting = TextRun(content: "")
        change(&setting)
        for i in t.runs.indices { t.runs[i].takeDefaults(from: setting) }
        return t
    }

    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        var options = environment.textOptions
        options.redacted = environment.values.redactionReasons.contains(.placeholder)
        let textCase = options.textCase
        options.textCase = nil
        var styled: [StyledTextRun] = []
        for run in runs {
            let next = run.resolved(in: environment, textCase: textCase)
            if let last = styled.last, last.hasSameStyle(as: next) {
                styled[styled.count - 1].text += next.text
            } else {
                styled.append(next)
            }
        }
        guard styled.count == 1, let only = styled.first else { return [Node(.styledText(styled, options: options))] }
        options.strikethrough = only.strikethrough
        options.underline = only.underline
        return [Node(.text(only.text, font: only.font, paint: only.paint, options: options))]
    }
}

/// One part of a `Text`: its characters and what it sets for itself.
struct TextRun {
    var content: String
    var font: Font?
    var paint: Paint?
    /// The font changes set on this part (they win over the environment's).
    var fontChanges = FontChanges()
    /// The part's own strikethrough: nil when not set, `.some(nil)` when turned off.
    var strikethrough: Text.LineStyle??
    /// The part's own underline: nil when not set, `.some(nil)` when turned off.
    var underline: Text.LineStyle??

    /// Takes what `setting` sets wherever this part set nothing.
    mutating func takeDefaults(from setting: TextRun) {
        font = font ?? setting.font
        paint = paint ?? setting.paint
        fontChanges = setting.fontChanges.merged(with: fontChanges)
        strikethrough = strikethrough ?? setting.strikethrough
        underline = underline ?? setting.underline
    }

    /// The part as drawn in `environment`.
    func resolved(in environment: BuildEnvironment, textCase: Text.Case?) -> StyledTextRun {
        let font = environment.fontChanges.merged(with: fontChanges).applied(to: font ?? environment.font)
            .scaled(for: environment.values.dynamicTypeSize)
        var text = content
        switch textCase {
        case .uppercase?: text = text.uppercased()
        case .lowercase?: text = text.lowercased()
        case nil: break
        }
        return StyledTextRun(text: text, font: font, paint: environment.resolve(paint ?? environment.foreground ?? .color(.primary)),
                             strikethrough: strikethrough ?? environment.textOptions.strikethrough,
                             underline: underline ?? environment.textOptions.underline)
    }
}

/// A part of joined texts as it is drawn: its characters, font, paint and lines.
package struct StyledTextRun: Hashable, Sendable {
    /// The characters (case already applied).
    package var text: String
    /// The resolved font.
    package var font: Font
    /// The paint.
    package var paint: Paint
    /// The line through it, or nil.
    package var strikethrough: Text.LineStyle?
    /// The line under it, or nil.
    package var underline: Text.LineStyle?

    /// Whether `other` draws in the same style (so the two can be one run).
    func hasSameStyle(as other: StyledTextRun) -> Bool {
        font == other.font && paint == other.paint && strikethrough == other.strikethrough && underline == other.underline
    }
}

extension Text {
    /// The text's characters, its parts joined (what VoiceOver reads of it).
    package var plainString: String { runs.map(\.content).joined() }
}
