import Foundation
import LayoutCore

/// A date picker's wheels, after UIKit's: five 32-point rows in view, the middle one on a grey band (the
/// tertiary system fill, corners of 8), rows fading towards the edges; each wheel scrolls and comes to rest
/// on a row, which becomes the value. The date's wheels are the month, the day and the year; the time's, the
/// hour, the minutes and (where the locale counts twelve hours) AM and PM.
struct DateWheels: View, BuiltInView {
    let editor: DateEditor
    let part: DateEditor.Part
    @Environment(\.zonedCalendar) private var calendar
    @Environment(\.locale) private var locale

    var body: some View {
        let parts = editor.parts(in: calendar)
        let editor = self.editor
        let calendar = self.calendar
        let set = { (change: @escaping (inout DateComponents) -> Void) in editor.set(change, in: calendar) }
        HStack(spacing: 0) {
            switch part {
            case .date:
                let months = calendar.monthSymbols
                WheelColumn(values: Array(1...12), selected: parts.month ?? 1, width: 130, label: { months[$0 - 1] }) { month in set { $0.month = month } }
                WheelColumn(values: Array(1...31), selected: parts.day ?? 1, width: 50, label: { "\($0)" }) { day in set { $0.day = day } }
                let year = parts.year ?? 2000
                WheelColumn(values: Array((year - 100)...(year + 100)), selected: year, width: 70, label: { "\($0)" }) { year in set { $0.year = year } }
            case .time:
                let hour = parts.hour ?? 0
                if DateText.usesTwelveHours(locale) {
                    WheelColumn(values: Array(1...12), selected: (hour + 11) % 12 + 1, width: 50, label: { "\($0)" }) { shown in
                        set { $0.hour = shown % 12 + ((($0.hour ?? 0) >= 12) ? 12 : 0) }
                    }
                    WheelColumn(values: Array(0...59), selected: parts.minute ?? 0, width: 50, label: { String(format: "%02d", $0) }) { minute in set { $0.minute = minute } }
                    WheelColumn(values: [0, 1], selected: hour >= 12 ? 1 : 0, width: 50, label: { $0 == 0 ? calendar.amSymbol : calendar.pmSymbol }) { half in
                        set { $0.hour = (($0.hour ?? 0) % 12) + half * 12 }
                    }
                } else {
                    WheelColumn(values: Array(0...23), selected: hour, width: 50, label: { String(format: "%02d", $0) }) { hour in set { $0.hour = hour } }
                    WheelColumn(values: Array(0...59), selected: parts.minute ?? 0, width: 50, label: { String(format: "%02d", $0) }) { minute in set { $0.minute = minute } }
                }
            }
        }
        .modifier(WheelChrome())
    }
}

/// What a set of wheels is drawn on: the grey band behind the middle row, the rows fading towards the edges.
struct WheelChrome: ViewModifier {
    func body(content: Content) -> some View {
        content
            .background { RoundedRectangle(cornerRadius: 8).fill(Color(UIColor.tertiarySystemFill)).frame(height: WheelColumn.rowHeight) }
            .mask {
                LinearGradient(stops: [.init(color: .clear, location: 0), .init(color: .black, location: 0.3),
                                       .init(color: .black, location: 0.7), .init(color: .clear, location: 1)],
                               startPoint: .top, endPoint: .bottom)
            }
    }
}

/// One wheel: its values as rows in a scroll view that rests with a row in the middle (`viewAligned`), the
/// middle row's value read and set through `scrollPosition(id:anchor:)`.
struct WheelColumn: View, BuiltInView {
    static let rowHeight: CGFloat = 32
    static let visibleRows: CGFloat = 5
    let values: [Int]
    let selected: Int
    /// The column's width, or nil to take the width offered.
    let width: CGFloat?
    let row: (Int) -> AnyView
    let choose: (Int) -> Void

    /// A wheel of `values` drawn by `row`.
    init(values: [Int], selected: Int, width: CGFloat?, row: @escaping (Int) -> AnyView, choose: @escaping (Int) -> Void) {
        self.values = values
        self.selected = selected
        self.width = width
        self.row = row
        self.choose = choose
    }

    /// A wheel of `values` written as `label` says, in 21-point text.
    init(values: [Int], selected: Int, width: CGFloat, label: @escaping (Int) -> String, choose: @escaping (Int) -> Void) {
        self.init(values: values, selected: selected, width: width, row: { AnyView(Text(label($0)).font(.system(size: 21))) }, choose: choose)
    }

    var body: some View {
        let selected = self.selected, choose = self.choose
        let margin = (Self.visibleRows - 1) / 2 * Self.rowHeight
        ScrollView(showsIndicators: false) {
            LazyVStack(spacing: 0) {
                ForEach(values, id: \.self) { value in
                    row(value).frame(width: width, height: Self.rowHeight).frame(maxWidth: width == nil ? .infinity : nil)
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.vertical, margin)
        .scrollTargetBehavior(.viewAligned)
        .scrollPosition(id: Binding(get: { selected }, set: { if let value = $0, value != selected { choose(value) } }), anchor: .center)
        .frame(width: width, height: Self.rowHeight * Self.visibleRows)
    }
}
