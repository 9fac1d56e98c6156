import Foundation

/// How a view's content animates when it changes inside an animated change, as SwiftUI's `ContentTransition`:
/// text cross-fades from the old string to the new one (`.opacity`, the default), rolls its changed digits
/// (`.numericText`), or changes at once (`.identity`). Set it with `contentTransition(_:)`; it takes effect
/// only in a change that has an animation.
public struct ContentTransition: Hashable, Sendable {
    /// The kinds of content transition.
    package enum Style: Hashable, Sendable {
        /// None set: text cross-fades, a symbol image changes at once (its colour and size still animate).
        case automatic
        /// No animation: the new content shows at once.
        case identity
        /// The old content fades out as the new fades in.
        case opacity
        /// Interpolated where the two can be (drawn as `opacity` by HeroSim).
        case interpolate
        /// Changed characters roll: up, or down when `countsDown`.
        case numeric(countsDown: Bool)
        /// Changed characters roll in the direction the value moved.
        case numericValue(Double)
        /// A symbol replaced by another: the old one scales to `out` and fades (at once when `out` is 1), the
        /// new one grows from `into`. Other content changes at once.
        case symbolReplace(out: Double, into: Double)
    }

    package let style: Style

    /// A content transition of `style`.
    package init(style: Style) { self.style = style }

    /// What views get when no `contentTransition` is set: text cross-fades.
    package static let automatic = ContentTransition(style: .automatic)
    /// The new content shows at once.
    public static let identity = ContentTransition(style: .identity)
    /// The old content fades out while the new one fades in.
    public static let opacity = ContentTransition(style: .opacity)
    /// The content's glyphs interpolated where they match (HeroSim cross-fades them, as `.opacity`).
    public static let interpolate = ContentTransition(style: .interpolate)

    /// Text showing a number: the characters that change roll upwards to the new ones, downwards when
    /// `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(style: .numeric(countsDown: countsDown))
    }

    /// Text showing `value`: the characters that change roll upwards when the value grows and downwards when
    /// it shrinks (give the value the text shows: `Text("\(count)").contentTransition(.numericText(value:
    /// Double(count)))`).
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(style: .numericValue(value))
    }

    /// Whether the characters that change roll down from `old`'s content to this one's (nil: they do not roll).
    package func rollsDown(from old: ContentTransition) -> Bool? {
        switch style {
        case .numeric(let countsDown): return countsDown
        case .numericValue(let value):
            if case .numericValue(let before) = old.style { return value < before }
            return false
        case .automatic, .identity, .opacity, .interpolate, .symbolReplace: return nil
        }
    }
}

extension View {
    /// How the content of the views inside animates when it changes in an animated change, as SwiftUI's
    /// `contentTransition(_:)`: `.opacity` (the default) cross-fades a text's old and new strings,
    /// `.numericText(...)` rolls the characters that changed, `.identity` shows the new one at once.
    public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ContentTransition>> {
        modifier(_EnvironmentKeyWritingModifier(value: transition) { environment, transition in environment.textOptions.contentTransition = transition })
    }
}
