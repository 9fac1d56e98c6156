// SwiftUI's date picker styles HeroSim does not have yet, declared unavailable so that code using them says
// it is HeroSim's gap (see NotYetViews.swift).

/// SwiftUI's `DatePickerStyle`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have DatePicker yet (HeroSim's documentation: What works as in SwiftUI)")
public protocol DatePickerStyle {}

/// SwiftUI's `CompactDatePickerStyle`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have DatePicker yet (HeroSim's documentation: What works as in SwiftUI)")
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() { fatalError() }
}

/// SwiftUI's `GraphicalDatePickerStyle`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have DatePicker yet (HeroSim's documentation: What works as in SwiftUI)")
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The calendar style.
    public init() { fatalError() }
}

/// SwiftUI's `WheelDatePickerStyle`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have DatePicker yet (HeroSim's documentation: What works as in SwiftUI)")
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheels style.
    public init() { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have DatePicker yet (HeroSim's documentation: What works as in SwiftUI)")
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A button that opens the picker.
    public static var compact: CompactDatePickerStyle { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have DatePicker yet (HeroSim's documentation: What works as in SwiftUI)")
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar.
    public static var graphical: GraphicalDatePickerStyle { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have DatePicker yet (HeroSim's documentation: What works as in SwiftUI)")
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Spinning wheels.
    public static var wheel: WheelDatePickerStyle { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have DatePicker yet (HeroSim's documentation: What works as in SwiftUI)")
extension View {
    /// SwiftUI's `datePickerStyle(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have DatePicker yet (HeroSim's documentation: What works as in SwiftUI)")
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> Self { fatalError() }
}
