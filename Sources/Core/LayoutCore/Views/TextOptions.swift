import Foundation

/// How multi-line text aligns its lines, as SwiftUI's `TextAlignment` (`multilineTextAlignment`).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

extension Text {
    /// Where text that does not fit is cut and "…" put, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable, CaseIterable {
        /// "…" at the start: the end is kept.
        case head
        /// "…" at the end: the start is kept (the default).
        case tail
        /// "…" in the middle: the start and the end are kept.
        case middle
    }

    /// A case transformation of text, as SwiftUI's `Text.Case` (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        /// Upper case.
        case uppercase
        /// Lower case.
        case lowercase
    }
}

extension Text {
    /// A line drawn through or under text (`strikethrough`, `underline`), as SwiftUI's `Text.LineStyle`:
    /// solid, in its colour or the text's.
    public struct LineStyle: Hashable, Sendable {
        /// The line's colour; nil draws it in the text's colour.
        public var color: Color?
        /// A solid line in `color` (nil: the text's colour).
        public init(color: Color? = nil) { self.color = color }
    }
}

/// What text modifiers change about a font: set on a `Text` or, through the environment, on every text
/// inside a view. Applied after the font is chosen, so `.fontWeight(.bold)` bolds whatever font applies.
package struct FontChanges: Hashable, Sendable {
    var weight: Font.Weight?
    var design: Font.Design?
    var isItalic: Bool?
    var hasMonospacedDigits: Bool?
    var isMonospaced: Bool?
    var tracking: CGFloat?

    /// `font` with these changes.
    func applied(to font: Font) -> Font {
        var f = font
        if let weight { f.weight = weight }
        if let design { f.design = design }
        if isMonospaced == true { f.design = .monospaced }
        if let isItalic { f.isItalic = isItalic }
        if let hasMonospacedDigits { f.hasMonospacedDigits = hasMonospacedDigits }
        if let tracking { f.tracking = tracking }
        return f
    }

    /// These changes, then `later`'s where it sets them.
    func merged(with later: FontChanges) -> FontChanges {
        FontChanges(weight: later.weight ?? weight, design: later.design ?? design, isItalic: later.isItalic ?? isItalic,
                    hasMonospacedDigits: later.hasMonospacedDigits ?? hasMonospacedDigits, isMonospaced: later.isMonospaced ?? isMonospaced,
                    tracking: later.tracking ?? tracking)
    }
}

/// How a text node lays out its lines and decorates them: what the text modifiers set, inherited through
/// the environment, then the `Text`'s own settings.
package struct TextOptions: Hashable, Sendable {
    /// At most this many lines (nil: as many as the proposal allows).
    package var lineLimit: Int?
    /// At least this many lines of height (`lineLimit(2...4)`), 0 for none.
    package var minimumLines = 0
    /// Where a cut line gets its "…".
    package var truncationMode = Text.TruncationMode.tail
    /// How lines align with each other.
    package var alignment = TextAlignment.leading
    /// How far the font may shrink (0...1) before lines are cut.
    package var minimumScaleFactor: CGFloat = 1
    /// Extra space between lines, in points.
    package var lineSpacing: CGFloat = 0
    /// A case transformation, or nil.
    package var textCase: Text.Case?
    /// A line through the middle of the text, or nil.
    package var strikethrough: Text.LineStyle?
    /// A line under the text, or nil.
    package var underline: Text.LineStyle?
    /// Whether the lines are drawn as placeholder bars (`.redacted(reason: .placeholder)`).
    package var redacted = false
    /// The size the lines are broken for when it is not the frame's: while a text's frame animates, its
    /// lines stay those of its laid-out frame (as SwiftUI draws them), not re-broken for every frame.
    package var layoutSize: CGSize?
    /// How a change of the text animates (`contentTransition(_:)`); drawing does not read it.
    package var contentTransition = ContentTransition.automatic

    /// Options with SwiftUI's defaults: no line limit, tail truncation, leading alignment.
    package init() {}

    /// Whether the text can be laid out as one line drawn as today's single-line text (no decoration, no
    /// case change).
    var isPlain: Bool {
        var drawn = self
        drawn.contentTransition = .automatic
        return drawn == TextOptions()
    }
}
