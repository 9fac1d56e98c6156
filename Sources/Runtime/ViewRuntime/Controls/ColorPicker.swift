import LayoutCore

/// A control that chooses a colour, as SwiftUI's `ColorPicker`: the label, then a colour well (the chosen
/// colour in a ring of every hue); a tap on the well opens the Colors sheet at half height, a grid of
/// swatches (a row of greys, then twelve hues from dark to light) with an opacity slider when
/// `supportsOpacity`. A tap on a swatch chooses it (keeping the opacity); the sheet's close button, a drag
/// down or a tap above it closes it.
public struct ColorPicker<Label: View>: View, BuiltInView {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @State private var isPresented = false

    /// A picker of `selection` with its own label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// The label and the well, with the sheet.
    public var body: some View {
        let selection = self.selection, supportsOpacity = self.supportsOpacity
        HStack {
            label.lineLimit(1)
            Spacer(minLength: 8)
            ColorWell(colour: selection.wrappedValue)
                .contentShape(Rectangle())
                .onTapGesture { withAnimation(PresentationView.animation) { isPresented = true } }
        }
        .sheet(isPresented: $isPresented) {
            ColorGridSheet(selection: selection, supportsOpacity: supportsOpacity)
                .presentationDetents([.medium])
        }
    }
}

extension ColorPicker where Label == Text {
    /// A titled picker of `selection`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(String(title)) }
    }
}

/// UIKit's colour well: a 28-point ring of every hue, 3 points wide, around the chosen colour inset by 2
/// more points (white between them).
struct ColorWell: View, BuiltInView {
    let colour: Color

    var body: some View {
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: (ColorGrid.hues + [ColorGrid.hues[0]]).map { Color(hue: $0, saturation: 1, brightness: 1) },
                                                  center: .center), lineWidth: 3)
            Circle().fill(colour).padding(5)
        }
        .frame(width: 28, height: 28)
    }
}

/// The Colors sheet's grid and opacity.
struct ColorGridSheet: View, BuiltInView {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let selection = self.selection
        let chosen = selection.wrappedValue
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Spacer()
                Text("Colors").font(.system(size: 17, weight: .semibold))
                Spacer()
            }
            .overlay(alignment: .trailing) {
                Image(systemName: "xmark.circle.fill").font(.system(size: 28)).foregroundStyle(Color(UIColor.systemGray3))
                    .contentShape(Rectangle())
                    .onTapGesture { dismiss() }
            }
            VStack(spacing: 0) {
                ForEach(ColorGrid.rows.indices, id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(ColorGrid.rows[row].indices, id: \.self) { column in
                            let swatch = ColorGrid.rows[row][column]
                            let isChosen = ColorGrid.matches(swatch, chosen)
                            swatch
                                .frame(maxWidth: .infinity)
                                .frame(height: 26)
                                .overlay { if isChosen { Rectangle().strokeBorder(Color.white, lineWidth: 3) } }
                                .contentShape(Rectangle())
                                .onTapGesture { selection.wrappedValue = swatch.opacity(chosen.alpha) }
                        }
                    }
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: 8))
            if supportsOpacity {
                Text("OPACITY").font(.system(size: 13, weight: .semibold)).foregroundStyle(Color(UIColor.secondaryLabel))
                HStack {
                    Slider(value: Binding(get: { selection.wrappedValue.alpha }, set: { alpha in
                        var colour = selection.wrappedValue
                        colour.alpha = alpha
                        selection.wrappedValue = colour
                    }))
                    Text("\(Int((chosen.alpha * 100).rounded()))%").monospacedDigit().frame(width: 52, alignment: .trailing)
                }
            }
            Spacer(minLength: 0)
        }
        .padding(16)
    }
}

/// The Colors sheet's swatches, after UIKit's grid: twelve greys from white to black over nine rows of
/// twelve hues, each row lighter than the one above (dark and saturated at the top, pale at the bottom).
enum ColorGrid {
    /// The columns' hues, from blue round to green.
    static let hues: [Double] = (0..<12).map { (0.55 + Double($0) / 12).truncatingRemainder(dividingBy: 1) }

    static let rows: [[Color]] = {
        let greys = (0..<12).map { Color(white: 1 - Double($0) / 11) }
        let hued = (0..<9).map { row -> [Color] in
            let t = Double(row) / 8
            // Dark to full, then towards white.
            let brightness = min(1, 0.35 + 1.3 * t), saturation = t <= 0.5 ? 1 : 1 - (t - 0.5) * 1.5
            return hues.map { Color(hue: $0, saturation: saturation, brightness: brightness) }
        }
        return [greys] + hued
    }()

    /// Whether `chosen` is `swatch` (opacity aside), to the nearest 1/255.
    static func matches(_ swatch: Color, _ chosen: Color) -> Bool {
        abs(swatch.red - chosen.red) < 0.5 / 255 && abs(swatch.green - chosen.green) < 0.5 / 255 && abs(swatch.blue - chosen.blue) < 0.5 / 255
    }
}
