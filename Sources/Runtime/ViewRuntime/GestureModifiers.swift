import LayoutCore

extension View {
    /// Runs `action` when this view is tapped `count` times in a row, as SwiftUI's `.onTapGesture`: a
    /// `TapGesture(count:)` attached with `.gesture`. Taps hit what is drawn: the topmost view under the
    /// point, then the gestures around it, innermost first.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Turns the gestures inside this view off while `disabled` is true, and sets `isEnabled` to false for
    /// the views inside (controls draw greyed out); a `disabled(false)` inside does not enable them again.
    public func disabled(_ disabled: Bool) -> ModifiedContent<ModifiedContent<Self, _RuntimeMarkerModifier>, _EnvironmentKeyWritingModifier<Bool?>> {
        modifier(_RuntimeMarkerModifier(marker: InteractionMarker(disabled: disabled)))
            .transformEnvironment(\.isEnabled) { if disabled { $0 = false } }
    }

    /// With `false`, taps pass through this view to the views below it.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: InteractionMarker(hitTestingAllowed: enabled)))
    }

    /// Makes this view's whole frame respond to taps, also where it draws nothing.
    public func contentShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: ContentShapeMarker()))
    }

    /// Runs `action` when `key` is pressed; the first handler (topmost first) that returns `.handled`
    /// consumes the key.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: KeyPressMarker(key: key, action: action)))
    }
}

/// A key, as SwiftUI's `KeyEquivalent`: the keys HeroSim's hosts deliver.
public struct KeyEquivalent: Hashable, Sendable, CustomStringConvertible {
    /// The key's name.
    public let name: String
    /// A key by name.
    public init(_ name: String) { self.name = name }

    /// Escape.
    public static let escape = KeyEquivalent("escape")
    /// Return.
    public static let `return` = KeyEquivalent("return")
    /// Backspace (delete backward): a focused text field deletes its last character.
    public static let delete = KeyEquivalent("delete")
    /// The space bar.
    public static let space = KeyEquivalent("space")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("left")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("right")
    /// Up arrow.
    public static let upArrow = KeyEquivalent("up")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("down")

    /// The key's name.
    public var description: String { name }
}

/// What a key handler did with a key press, as SwiftUI's `KeyPress`.
public enum KeyPress {
    /// Whether the key was consumed.
    public enum Result: Sendable {
        /// The key was consumed.
        case handled
        /// The key goes on to the next handler.
        case ignored
    }
}
