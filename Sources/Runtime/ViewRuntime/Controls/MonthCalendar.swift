import Foundation
import LayoutCore

/// A graphical date picker's month, after iOS 17's: the month and year in 17-point semibold with arrows in
/// the tint to page; the weekdays' short names in 13-point semibold tertiary grey; the days in 20-point
/// text in rows of 44 points, the selected one in the tint on a circle of the tint at 12% (semibold);
/// days outside the picker's range in tertiary grey, not tappable.
struct MonthCalendar: View, BuiltInView {
    let editor: DateEditor
    /// The month shown when the arrows moved away from the selection's, as a count of months from it.
    @State private var paged = 0
    @Environment(\.zonedCalendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\.tint) private var tint

    var body: some View {
        let selection = editor.selection.wrappedValue
        let selected = calendar.dateComponents([.year, .month, .day], from: selection)
        let monthStart = calendar.date(byAdding: .month, value: paged,
                                       to: calendar.date(from: DateComponents(year: selected.year, month: selected.month, day: 1)) ?? selection) ?? selection
        let shown = calendar.dateComponents([.year, .month], from: monthStart)
        let dayCount = calendar.range(of: .day, in: .month, for: monthStart)?.count ?? 30
        let leading = (calendar.component(.weekday, from: monthStart) - calendar.firstWeekday + 7) % 7
        let symbols = (0..<7).map { calendar.shortWeekdaySymbols[($0 + calendar.firstWeekday - 1) % 7].uppercased() }
        let accent = tint ?? .accentColor
        let title = DateText.formatter("yMMMM", calendar: calendar, timeZone: timeZone, locale: locale).string(from: monthStart)
        let paging = $paged
        VStack(spacing: 0) {
            HStack(spacing: 4) {
                Text(title).font(.system(size: 17, weight: .semibold))
                Image(systemName: "chevron.right").font(.system(size: 14, weight: .semibold)).foregroundStyle(accent)
                Spacer(minLength: 8)
                Image(systemName: "chevron.left").font(.system(size: 20, weight: .medium)).foregroundStyle(accent)
                    .frame(width: 44, height: 44).contentShape(Rectangle())
                    .onTapGesture { paging.wrappedValue -= 1 }
                Image(systemName: "chevron.right").font(.system(size: 20, weight: .medium)).foregroundStyle(accent)
                    .frame(width: 44, height: 44).contentShape(Rectangle())
                    .onTapGesture { paging.wrappedValue += 1 }
            }
            .padding(.leading, 16)
            HStack(spacing: 0) {
                ForEach(0..<7, id: \.self) { index in
                    Text(symbols[index]).font(.system(size: 13, weight: .semibold))
                        .foregroundStyle(Color(UIColor.tertiaryLabel)).frame(maxWidth: .infinity)
                }
            }
            .padding(.vertical, 4)
            let cells = Array(repeating: 0, count: leading) + Array(1...dayCount)
            VStack(spacing: 0) {
                ForEach(0..<((cells.count + 6) / 7), id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<7, id: \.self) { column in
                            let index = row * 7 + column
                            let day = index < cells.count ? cells[index] : 0
                            dayCell(day, year: shown.year ?? 2000, month: shown.month ?? 1, selected: selected, calendar: calendar, accent: accent)
                        }
                    }
                }
            }
        }
        .padding(.bottom, 8)
    }

    @ViewBuilder private func dayCell(_ day: Int, year: Int, month: Int, selected: DateComponents, calendar: Calendar, accent: Color) -> some View {
        if day == 0 {
            Color.clear.frame(maxWidth: .infinity).frame(height: 44)
        } else {
            let isSelected = selected.year == year && selected.month == month && selected.day == day
            let date = calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? editor.selection.wrappedValue
            let allowed = editor.allows(day: date, in: calendar)
            let editor = self.editor, paging = $paged
            Text("\(day)")
                .font(.system(size: 20, weight: isSelected ? .semibold : .regular))
                .foregroundStyle(isSelected ? accent : (allowed ? Color.primary : Color(UIColor.tertiaryLabel)))
                .frame(width: 40, height: 40)
                .background { if isSelected { Circle().fill(accent.opacity(0.12)) } }
                .frame(maxWidth: .infinity)
                .frame(height: 44)
                .contentShape(Rectangle())
                .onTapGesture {
                    guard allowed else { return }
                    editor.set({ $0.year = year; $0.month = month; $0.day = day }, in: calendar)
                    paging.wrappedValue = 0
                }
        }
    }
}
