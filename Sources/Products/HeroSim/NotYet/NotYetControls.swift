// SwiftUI's controls and control styles HeroSim does not have yet, declared unavailable so that code
// using them says it is HeroSim's gap (see NotYetViews.swift).

/// UIKit's `UIKeyboardType`, for SwiftUI's `keyboardType(_:)`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have keyboardType yet (HeroSim's documentation: What works as in SwiftUI)")
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

@available(*, unavailable, message: "HeroSim does not have this modifier yet (HeroSim's documentation: What works as in SwiftUI)")
extension View {
    /// SwiftUI's `keyboardType(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have keyboardType yet (HeroSim's documentation: What works as in SwiftUI)")
    public func keyboardType(_ type: UIKeyboardType) -> Self { fatalError() }
}
