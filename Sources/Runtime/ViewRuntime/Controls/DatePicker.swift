import Foundation
import LayoutCore

/// The parts of a date a `DatePicker` edits, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Hours and minutes.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control that edits a date, as SwiftUI's `DatePicker`, in the look `.datePickerStyle` sets:
/// - `.compact` (the default on iPhone): the label, then grey capsules of the date ("Nov 29, 2026") and the
///   time ("3:04 PM"); a tap on the date opens a month's calendar over the window, on the time wheels of the
///   hour, minute and AM/PM; a tap outside closes it.
/// - `.graphical`: the month's calendar in place (its month and arrows to page, the selected day in a tinted
///   circle), with the time's capsule under it.
/// - `.wheel`: the wheels in place (month, day and year; hour, minute and AM/PM).
///
/// Dates are shown in the environment's `calendar`, `timeZone` and `locale`; a `range` keeps the selection
/// inside it (days outside are grey and cannot be chosen).
public struct DatePicker<Label: View>: View, BuiltInView {
    /// The parts of a date a picker edits.
    public typealias Components = DatePickerComponents
    let selection: Binding<Date>
    let range: ClosedRange<Date>
    let components: Components
    let label: Label
    @Environment(\.datePickerStyleKind) private var style

    /// A picker of `selection` with its own label.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: .distantPast ... .distantFuture, displayedComponents: displayedComponents, label: label())
    }

    /// A picker of `selection` within `range`, with its own label.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: range, displayedComponents: displayedComponents, label: label())
    }

    /// A picker of `selection` from `range`'s start, with its own label.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: range.lowerBound ... .distantFuture, displayedComponents: displayedComponents, label: label())
    }

    /// A picker of `selection` up to `range`'s end, with its own label.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: .distantPast ... range.upperBound, displayedComponents: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, range: ClosedRange<Date>, displayedComponents: Components, label: Label) {
        self.selection = selection
        self.range = range
        components = displayedComponents.isEmpty ? [.hourAndMinute, .date] : displayedComponents
        self.label = label
    }

    /// The picker in its style.
    public var body: some View {
        let editor = DateEditor(selection: selection, range: range)
        switch style {
        case .compact:
            HStack(spacing: 6) {
                label.lineLimit(1)
                Spacer(minLength: 8)
                if components.contains(.date) { DateCapsule(editor: editor, part: .date) }
                if components.contains(.hourAndMinute) { DateCapsule(editor: editor, part: .time) }
            }
        case .graphical:
            VStack(spacing: 8) {
                if components.contains(.date) { MonthCalendar(editor: editor) }
                if components.contains(.hourAndMinute) {
                    HStack {
                        Text("Time")
                        Spacer(minLength: 8)
                        DateCapsule(editor: editor, part: .time)
                    }
                }
            }
        case .wheel:
            HStack(spacing: 0) {
                if components.contains(.date) { DateWheels(editor: editor, part: .date) }
                if components.contains(.hourAndMinute) { DateWheels(editor: editor, part: .time) }
            }
            .frame(maxWidth: .infinity)
        }
    }
}

extension DatePicker where Label == Text {
    /// A titled picker of `selection`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: .distantPast ... .distantFuture, displayedComponents: displayedComponents, label: Text(String(title)))
    }

    /// A titled picker of `selection` within `range`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range, displayedComponents: displayedComponents, label: Text(String(title)))
    }

    /// A titled picker of `selection` from `range`'s start.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range.lowerBound ... .distantFuture, displayedComponents: displayedComponents, label: Text(String(title)))
    }

    /// A titled picker of `selection` up to `range`'s end.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: .distantPast ... range.upperBound, displayedComponents: displayedComponents, label: Text(String(title)))
    }
}

/// A date picker's selection and range, and the changes its parts make to the date (each kept in the range).
struct DateEditor {
    let selection: Binding<Date>
    let range: ClosedRange<Date>

    /// The part a capsule or a set of wheels edits.
    enum Part { case date, time }

    /// The selection's parts in `calendar`.
    func parts(in calendar: Calendar) -> DateComponents {
        calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: selection.wrappedValue)
    }

    /// Sets the selection to `parts` (the missing ones kept), clamped to the range.
    func set(_ change: (inout DateComponents) -> Void, in calendar: Calendar) {
        var parts = self.parts(in: calendar)
        change(&parts)
        // A day past the month's end (31 in a month of 30) becomes its last day.
        if let year = parts.year, let month = parts.month, let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
           let days = calendar.range(of: .day, in: .month, for: first), let day = parts.day, day > days.count {
            parts.day = days.count
        }
        guard let date = calendar.date(from: parts) else { return }
        selection.wrappedValue = min(max(date, range.lowerBound), range.upperBound)
    }

    /// Whether the day of `date` has a moment in the range.
    func allows(day date: Date, in calendar: Calendar) -> Bool {
        let start = calendar.startOfDay(for: date)
        guard let end = calendar.date(byAdding: .day, value: 1, to: start) else { return false }
        return start <= range.upperBound && end > range.lowerBound
    }
}
