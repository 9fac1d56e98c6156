import LayoutCore

/// The looks a date picker can have.
public enum _DatePickerStyleKind: Sendable {
    /// Capsules of the date and the time that open editors.
    case compact
    /// A month's calendar (and the time's capsule).
    case graphical
    /// Spinning wheels.
    case wheel
}

/// How date pickers look, as SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle {
    /// The look.
    var _kind: _DatePickerStyleKind { get }
}

/// The platform's look: on iPhone, compact.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
    /// Compact.
    public var _kind: _DatePickerStyleKind { .compact }
}

/// Grey capsules of the date and the time; a tap on one opens its editor over the window.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
    /// Compact.
    public var _kind: _DatePickerStyleKind { .compact }
}

/// A month's calendar, with the time's capsule under it.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
    /// Graphical.
    public var _kind: _DatePickerStyleKind { .graphical }
}

/// Spinning wheels of the date and the time.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
    /// Wheels.
    public var _kind: _DatePickerStyleKind { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's look (compact on iPhone).
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Capsules that open editors.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Spinning wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension EnvironmentValues {
    private enum DatePickerStyleKey: EnvironmentKey {
        static var defaultValue: DatePickerStyleKind { .compact }
    }

    /// How the date pickers here look (`.datePickerStyle(_:)`).
    var datePickerStyleKind: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the date pickers inside this view with `style`: `.compact` (the default), `.graphical` or `.wheel`.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyleKind, style._kind)
    }
}

/// The name HeroSim's own code uses for `_DatePickerStyleKind`.
package typealias DatePickerStyleKind = _DatePickerStyleKind
