import LayoutCore

/// A wheel picker: its options as the rows of a wheel, the middle one selected.
struct WheelPicker: View, BuiltInView {
    let options: [PickerOption]
    let selection: Binding<AnyHashable>

    var body: some View {
        let options = self.options, selection = self.selection
        let selected = options.firstIndex { $0.tag == selection.wrappedValue } ?? 0
        WheelColumn(values: Array(options.indices), selected: selected, width: nil, row: { AnyView(options[$0].label) }) { index in
            selection.wrappedValue = options[index].tag
        }
        .modifier(WheelChrome())
    }
}

/// An inline picker in a list: its title, then its options as 44-point rows with a checkmark in the tint
/// by the selected one; a tap on a row selects it.
struct InlinePicker: View, BuiltInView {
    let options: [PickerOption]
    let title: BuiltNodes
    let selection: Binding<AnyHashable>
    @Environment(\.tint) private var tint

    var body: some View {
        let selection = self.selection
        VStack(alignment: .leading, spacing: 0) {
            title.font(.footnote).foregroundStyle(Color.secondary).frame(minHeight: 30, alignment: .leading)
            ForEach(options.indices, id: \.self) { index in
                Divider()
                HStack {
                    options[index].label
                    Spacer(minLength: 8)
                    Image(systemName: "checkmark").font(.system(size: 17, weight: .semibold)).foregroundStyle(tint ?? .accentColor)
                        .opacity(options[index].tag == selection.wrappedValue ? 1 : 0)
                }
                .frame(minHeight: 44)
                .contentShape(Rectangle())
                .onTapGesture { selection.wrappedValue = options[index].tag }
            }
        }
    }
}
