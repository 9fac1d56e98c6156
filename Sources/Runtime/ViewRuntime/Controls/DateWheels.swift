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
                WheelColumn(values: Array(1...12), selected: parts.month ?? 1, width: 120, label: { months[$0 - 1] }) { month in set { $0.month = month } }
                WheelColumn(values: Array(1...31), selected: parts.day ?? 1, width: 44, label: { "\($0)" }) { day in set { $0.day = day } }
                // The years do not move with the selection (a wheel's rows must stay put while it turns).
                let year = parts.year ?? 2000
                WheelColumn(values: Array(min(1900, year)...max(2200, year)), selected: year, width: 64, label: { "\($0)" }) { year in set { $0.year = year } }
            case .time:
                let hour = parts.hour ?? 0
                if DateText.usesTwelveHours(locale) {
                    WheelColumn(values: Array(1...12), selected: (hour + 11) % 12 + 1, width: 46, label: { "\($0)" }) { shown in
                        set { $0.hour = shown % 12 + ((($0.hour ?? 0) >= 12) ? 12 : 0) }
                    }
                    WheelColumn(values: Array(0...59), selected: parts.minute ?? 0, width: 46, label: { String(format: "%02d", $0) }) { minute in set { $0.minute = minute } }
                    WheelColumn(values: [0, 1], selected: hour >= 12 ? 1 : 0, width: 46, label: { $0 == 0 ? calendar.amSymbol : calendar.pmSymbol }) { half in
                        set { $0.hour = (($0.hour ?? 0) % 12) + half * 12 }
                    }
                } else {
                    WheelColumn(values: Array(0...23), selected: hour, width: 46, label: { String(format: "%02d", $0) }) { hour in set { $0.hour = hour } }
                    WheelColumn(values: Array(0...59), selected: parts.minute ?? 0, width: 46, label: { String(format: "%02d", $0) }) { minute in set { $0.minute = minute } }
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

/// One wheel: its values as 32-point rows, the selected one in the middle of five. A vertical drag turns it
/// (the rows follow the finger); on release it goes on as far as the flick carries it (the drag's predicted
/// end) and settles on the nearest row, which becomes the value: only the row it rests on is chosen, not
/// each row it passes.
struct WheelColumn: View, BuiltInView {
    static let rowHeight: CGFloat = 32
    static let visibleRows: CGFloat = 5
    let values: [Int]
    let selected: Int
    /// The column's width, or nil to take the width offered.
    let width: CGFloat?
    let row: (Int) -> AnyView
    let choose: (Int) -> Void
    /// How far the finger has turned the wheel, in points (downward positive).
    @State private var drag: CGFloat = 0
    @GestureState private var isDragging = false

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
        let values = self.values, choose = self.choose, height = Self.rowHeight
        let index = values.firstIndex(of: selected) ?? 0
        let turned = Int((drag / height).rounded())
        let reach = Int(Self.visibleRows / 2) + 1
        let shown = max(0, index - turned - reach)...max(0, min(values.count - 1, index - turned + reach))
        let dragging = $drag
        ZStack {
            ForEach(values.isEmpty ? [] : Array(shown), id: \.self) { position in
                row(values[position])
                    .frame(width: width, height: height)
                    .frame(maxWidth: width == nil ? .infinity : nil)
                    .offset(y: CGFloat(position - index) * height + drag)
            }
        }
        .frame(width: width, height: height * Self.visibleRows)
        .frame(maxWidth: width == nil ? .infinity : nil)
        .clipped()
        .contentShape(Rectangle())
        .gesture(DragGesture(minimumDistance: 2)
            .updating($isDragging) { _, state, _ in state = true }
            .onChanged { value in dragging.wrappedValue = value.translation.height }
            .onEnded { value in
                let rows = Int((-value.predictedEndTranslation.height / height).rounded())
                let target = min(max(index + rows, 0), values.count - 1)
                withAnimation(WheelColumn.settling) {
                    dragging.wrappedValue = 0
                    if values.indices.contains(target), values[target] != values[index] { choose(values[target]) }
                }
            })
        // A turn that was cancelled (another gesture took the pointer) settles back.
        .onChange(of: isDragging) { if !isDragging, drag != 0 { withAnimation(WheelColumn.settling) { drag = 0 } } }
    }

    /// How a wheel comes to rest on a row.
    static let settling = Animation.spring(response: 0.4, dampingFraction: 1)
}
