import Foundation

/// Text, as SwiftUI's `Text`: wraps at word boundaries to the proposed width, up to its line limit, and
/// cuts the last line with "…" when it does not fit (see `TextLayout.swift`).
public struct Text: View, PrimitiveView {
    let content: String
    var font: Font?
    var paint: Paint?
    /// The font changes set on this text (they win over the environment's).
    var fontChanges = FontChanges()
    /// This text's own strikethrough: nil when not set, `.some(nil)` when turned off.
    var strikethrough: LineStyle??
    /// This text's own underline: nil when not set, `.some(nil)` when turned off.
    var underline: LineStyle??

    /// Creates text showing `content` verbatim.
    public init(_ content: String) { self.content = content }
    /// Creates text showing `content` (a `Substring`, say) verbatim.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    /// Creates text showing `content` without localisation.
    public init(verbatim content: String) { self.content = content }
    /// Creates text showing `input` formatted by `format` (Foundation's format styles:
    /// `Text(3.5, format: .number)`, `Text(0.25, format: .percent)`, `Text(date, format: .dateTime.year())`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        content = format.format(input)
    }
    /// Text is a primitive view.
    public var body: Never { fatalError("Text has no body") }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// This text coloured `color`.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.paint = color.map { .color($0) }; return t }
    /// This text bold.
    public func bold() -> Text { bold(true) }
    /// This text bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { changing { $0.weight = isActive ? .bold : nil } }
    /// This text in `weight` (nil keeps the font's).
    public func fontWeight(_ weight: Font.Weight?) -> Text { changing { $0.weight = weight } }
    /// This text in `design` (nil keeps the font's).
    public func fontDesign(_ design: Font.Design?) -> Text { changing { $0.design = design } }
    /// This text italic.
    public func italic() -> Text { italic(true) }
    /// This text italic when `isActive`.
    public func italic(_ isActive: Bool) -> Text { changing { $0.isItalic = isActive } }
    /// This text in a monospaced face when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text { changing { $0.isMonospaced = isActive } }
    /// This text with digits of one width.
    public func monospacedDigit() -> Text { changing { $0.hasMonospacedDigits = true } }
    /// This text with a line through its middle, in `color` (nil: the text's colour), when `isActive`.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var t = self
        t.strikethrough = .some(isActive ? LineStyle(color: color) : nil)
        return t
    }
    /// This text with a line under it, in `color` (nil: the text's colour), when `isActive`.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var t = self
        t.underline = .some(isActive ? LineStyle(color: color) : nil)
        return t
    }

    private func changing(_ change: (inout FontChanges) -> Void) -> Text {
        var t = self
        change(&t.fontChanges)
        return t
    }

    package func makeNodes(in environment: BuildEnvironment) -> [Node] {
        let resolved = environment.fontChanges.merged(with: fontChanges).applied(to: font ?? environment.font)
        var options = environment.textOptions
        if let strikethrough { options.strikethrough = strikethrough }
        if let underline { options.underline = underline }
        var string = content
        switch options.textCase {
        case .uppercase?: string = string.uppercased()
        case .lowercase?: string = string.lowercased()
        case nil: break
        }
        options.textCase = nil
        let paint = paint ?? environment.foreground ?? .color(.primary)
        return [Node(.text(string, font: resolved, paint: paint, options: options))]
    }
}
