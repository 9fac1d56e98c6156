// SwiftUI's controls and control styles HeroSim does not have yet, declared unavailable so that code
// using them says it is HeroSim's gap (see NotYetViews.swift).

/// SwiftUI's `DatePicker`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have DatePicker yet (HeroSim's documentation: What works as in SwiftUI)")
public struct DatePicker: View {
    /// The parts of a date the picker edits.
    public typealias Components = DatePickerComponents
    /// A titled picker of `selection`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) { fatalError() }
    /// A titled picker of `selection` within `range`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) { fatalError() }
    /// A titled picker of `selection` from `range`'s start.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) { fatalError() }
    /// A titled picker of `selection` up to `range`'s end.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) { fatalError() }
    /// A picker of `selection` with its own label.
    public init<L: View>(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                         @ViewBuilder label: () -> L) { fatalError() }
    /// A picker of `selection` within `range`, with its own label.
    public init<L: View>(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                         @ViewBuilder label: () -> L) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `DatePickerComponents`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have DatePicker yet (HeroSim's documentation: What works as in SwiftUI)")
public struct DatePickerComponents: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Hours and minutes.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// Day, month and year.
    public static let date = DatePickerComponents(rawValue: 2)
}

/// SwiftUI's `ColorPicker`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have ColorPicker yet (HeroSim's documentation: What works as in SwiftUI)")
public struct ColorPicker: View {
    /// A titled picker of `selection`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) { fatalError() }
    /// A picker of `selection` with its own label.
    public init<L: View>(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> L) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

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

/// SwiftUI's `WheelPickerStyle`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have the .wheel picker style yet; .segmented and .menu are there (HeroSim's documentation: What works as in SwiftUI)")
public struct WheelPickerStyle: PickerStyle {
    /// The style.
    public init() { fatalError() }
    /// Not in HeroSim yet.
    public var _kind: _PickerStyleKind { fatalError() }
}

/// SwiftUI's `InlinePickerStyle`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have the .inline picker style yet; .segmented and .menu are there (HeroSim's documentation: What works as in SwiftUI)")
public struct InlinePickerStyle: PickerStyle {
    /// The style.
    public init() { fatalError() }
    /// Not in HeroSim yet.
    public var _kind: _PickerStyleKind { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have the .wheel picker style yet (HeroSim's documentation: What works as in SwiftUI)")
extension PickerStyle where Self == WheelPickerStyle {
    /// A spinning wheel.
    @available(*, unavailable, message: "HeroSim does not have the .wheel picker style yet; .segmented and .menu are there (HeroSim's documentation: What works as in SwiftUI)")
    public static var wheel: WheelPickerStyle { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have the .inline picker style yet (HeroSim's documentation: What works as in SwiftUI)")
extension PickerStyle where Self == InlinePickerStyle {
    /// The options as rows of the list around the picker.
    @available(*, unavailable, message: "HeroSim does not have the .inline picker style yet; .segmented and .menu are there (HeroSim's documentation: What works as in SwiftUI)")
    public static var inline: InlinePickerStyle { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have this modifier yet (HeroSim's documentation: What works as in SwiftUI)")
extension View {
    /// SwiftUI's `keyboardType(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have keyboardType yet (HeroSim's documentation: What works as in SwiftUI)")
    public func keyboardType(_ type: UIKeyboardType) -> Self { fatalError() }
}
