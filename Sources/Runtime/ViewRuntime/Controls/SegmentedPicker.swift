import LayoutCore

/// iOS's segmented control (`UISegmentedControl`): 32 pt tall and as wide as offered, equal segments on a
/// `tertiarySystemFill` rounded rectangle (9 pt corners), the selected one under a white thumb (7 pt
/// corners, 2 pt inside, a soft shadow) that slides to a segment when it is tapped (0.25 s ease-in-out).
/// Labels are 13 pt, regular (semibold when selected); unselected neighbours are parted by 1 pt separators.
struct SegmentedPicker: View, BuiltInView {
    /// The control's height (UISegmentedControl's intrinsic height).
    static let height: CGFloat = 32
    /// An unselected segment's font.
    static let font = Font.system(size: 13)
    /// The selected segment's font.
    static let selectedFont = Font.system(size: 13, weight: .semibold)

    let options: [PickerOption]
    let selectedLabels: [BuiltNodes]
    let selection: Binding<AnyHashable>

    /// The index of the selected option, if one is selected.
    private var selectedIndex: Int? { options.firstIndex { $0.tag == selection.wrappedValue } }

    var body: some View {
        HStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { index in segment(index) }
        }
        .foregroundStyle(Color.primary)
        .frame(height: Self.height)
        .background { SegmentedThumb(count: options.count, selected: selectedIndex) }
        .animation(.easeInOut(duration: 0.25), value: selectedIndex)
    }

    /// The segment of option `index`: its label, a separator before it, and a tap that selects it.
    private func segment(_ index: Int) -> some View {
        let selected = selectedIndex
        let (selection, tag) = (self.selection, options[index].tag)
        let label = index == selected ? selectedLabels[index] : options[index].label
        let separated = index > 0 && index != selected && index - 1 != selected
        return label
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(alignment: .leading) {
                Rectangle().fill(Divider.separator).frame(width: 1, height: 16).opacity(separated ? 1 : 0)
            }
            .contentShape(Rectangle())
            .onTapGesture { selection.wrappedValue = tag }
    }
}

/// The segmented control's background and the white thumb under segment `selected` of `count`.
struct SegmentedThumb: View, BuiltInView {
    let count: Int
    let selected: Int?

    var body: some View {
        GeometryReader { proxy in thumb(in: proxy.size) }
    }

    private func thumb(in size: CGSize) -> some View {
        let width = size.width / CGFloat(max(count, 1))
        return ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 9).fill(ControlColors.fill)
            RoundedRectangle(cornerRadius: 7).fill(Color.white)
                .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, y: 3)
                .frame(width: max(0, width - 4), height: max(0, size.height - 4))
                .offset(x: width * CGFloat(selected ?? 0) + 2, y: 2)
                .opacity(selected == nil ? 0 : 1)
        }
    }
}
