import LayoutCore

/// A control that turns a setting on and off, as SwiftUI's `Toggle` with iOS's switch look: the label at
/// the leading edge and the switch at the trailing edge, filling the width offered.
///
/// The switch is UIKit's `UISwitch`: a 51×31 capsule, green (#34C759, or the `.tint`) when on and
/// `systemFill` when off, with a white 27 pt knob 2 pt inside the track that slides to the trailing end
/// when on. A tap on the switch flips the binding; the knob and the colour animate (0.25 s ease-in-out).
public struct Toggle<Label: View>: View, BuiltInView {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyleBox) private var style

    /// A toggle showing `label`, bound to `isOn`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The toggle as its style draws it (by default the label, then the switch at the trailing edge).
    public var body: some View {
        style.makeBody(ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn))
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `title`, bound to `isOn`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(String(title)) }
    }
}

extension Toggle where Label == ViewRuntime.Label<Text, Image> {
    /// A toggle titled `title` with the SF Symbol `systemImage`, bound to `isOn`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewRuntime.Label(String(title), systemImage: systemImage) }
    }
}

/// UIKit's switch: a 51×31 track with a 27 pt white knob.
struct ToggleSwitch: View, BuiltInView {
    /// The switch's size (UISwitch's intrinsic size).
    static let size = CGSize(width: 51, height: 31)
    /// The knob's diameter.
    static let knob: CGFloat = 27
    /// The system green of a switch that is on.
    static let onColor = Color(hex: 0x34C759)

    let isOn: Binding<Bool>
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let on = isOn.wrappedValue
        let inset = (Self.size.height - Self.knob) / 2
        Capsule()
            .fill(on ? (tint ?? Self.onColor) : ControlColors.track)
            .overlay(alignment: on ? .trailing : .leading) {
                Circle().fill(Color.white)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 2, y: 2)
                    .frame(width: Self.knob, height: Self.knob)
                    .padding(inset)
            }
            .frame(width: Self.size.width, height: Self.size.height)
            .opacity(isEnabled ? 1 : 0.5)
            .animation(.easeInOut(duration: 0.25), value: on)
            .contentShape(Rectangle())
            .onTapGesture { isOn.wrappedValue.toggle() }
    }
}

extension EnvironmentValues {
    private enum LabelsHiddenKey: EnvironmentKey {
        static let defaultValue = false
    }

    /// Whether controls here hide their labels (`.labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls inside this view (a toggle shows only its switch), as SwiftUI's
    /// `labelsHidden()`.
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}
