import LayoutCore

/// UIKit's `UIKeyboardType`, for SwiftUI's `keyboardType(_:)`: which on-screen keyboard a text field asks for.
public enum UIKeyboardType: Sendable {
    /// The default keyboard.
    case `default`
    /// Letters and digits of ASCII.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// For URLs.
    case URL
    /// Digits.
    case numberPad
    /// Digits, `*` and `#`.
    case phonePad
    /// Letters and a phone pad.
    case namePhonePad
    /// For e-mail addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For web searches.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad
}

extension View {
    /// Asks for the on-screen keyboard `type` while a text field inside this view is edited. HeroSim has
    /// no on-screen keyboard: text comes from the host's keyboard (as from a hardware keyboard on iOS, which
    /// types any character whatever this says), so the field takes what is typed.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
}
