import Foundation
import LayoutCore

/// A compact date picker's capsule: the date ("Nov 29, 2026") or the time ("3:04 PM") in a grey rounded
/// rectangle (UIKit's tertiary system fill, corners of 6, 11 by 6 points around 17-point text); a tap opens
/// its editor (the month's calendar, or the time's wheels) on a card over the window, and shows the text in
/// the tint while it is open.
struct DateCapsule: View, BuiltInView {
    let editor: DateEditor
    let part: DateEditor.Part
    @State private var isEditing = false
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\.tint) private var tint

    var body: some View {
        let editing = $isEditing
        let shown = DateText.string(editor.selection.wrappedValue, part: part, calendar: calendar, timeZone: timeZone, locale: locale)
        Text(shown)
            .lineLimit(1)
            .fixedSize()
            .foregroundStyle(isEditing ? (tint ?? .accentColor) : Color.primary)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color(UIColor.tertiarySystemFill)))
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(PresentationView.animation) { editing.wrappedValue = true } }
            .modifier(_PresentationModifier(marker: PresentationMarker(
                style: .card, content: isEditing ? AnyView(editorCard) : nil,
                dismiss: DismissAction(action: { editing.wrappedValue = false }), onDismiss: nil)))
    }

    /// The editor, in this picker's calendar, time zone, locale and tint (the card is drawn in the window's
    /// presentation layer, outside this view).
    private var editorCard: some View {
        Group {
            switch part {
            case .date: MonthCalendar(editor: editor).frame(width: 330)
            case .time: DateWheels(editor: editor, part: .time).padding(.horizontal, 16)
            }
        }
        .environment(\.calendar, calendar)
        .environment(\.timeZone, timeZone)
        .environment(\.locale, locale)
        .tint(tint)
    }
}

/// How the date controls write a date or a time: the locale's medium date ("Nov 29, 2026") and its hour
/// and minutes ("3:04 PM", or "15:04" where the locale counts 24 hours).
enum DateText {
    static func string(_ date: Date, part: DateEditor.Part, calendar: Calendar, timeZone: TimeZone, locale: Locale) -> String {
        formatter(part == .date ? "yMMMd" : "jmm", calendar: calendar, timeZone: timeZone, locale: locale).string(from: date)
    }

    /// A formatter of `template` in the locale's order and words.
    static func formatter(_ template: String, calendar: Calendar, timeZone: TimeZone, locale: Locale) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.locale = locale
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter
    }

    /// Whether `locale` writes times with AM and PM.
    static func usesTwelveHours(_ locale: Locale) -> Bool {
        (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a").contains("a")
    }
}
