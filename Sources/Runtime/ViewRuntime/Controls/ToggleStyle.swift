import LayoutCore

/// A look for toggles, as SwiftUI's `ToggleStyle`: it draws the label and the state, and flips
/// `configuration.isOn` itself. Apply it with `.toggleStyle(_:)`; `.switch` (the default) and `.button`
/// are built in.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Label { configuration.label } icon: {
///                 Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
///             }
///         }
///     }
/// }
/// ```
public protocol ToggleStyle {
    /// The view of a toggle.
    associatedtype Body: View
    /// The view of a toggle with `configuration`'s label and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` draws: the toggle's label and its state, which the style may flip.
public struct ToggleStyleConfiguration {
    /// The label of a toggle, as a view.
    public struct Label: View, PrimitiveView {
        let content: AnyView
        /// The label is a primitive view.
        public var body: Never { fatalError("Label has no body") }
        public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] { content._primitiveNodes(in: environment) }
    }
    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; setting it flips the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all on (never, in HeroSim).
    public var isMixed: Bool { false }
}

/// iOS's switch: the label, then UIKit's 51 × 31 switch at the trailing edge (the default style).
public struct SwitchToggleStyle: ToggleStyle {
    /// The switch style.
    public init() {}
    /// The label and the switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(label: configuration.label, isOn: configuration.$isOn)
    }
}

/// The default toggle style: on iOS, the switch.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}
    /// The switch.
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

/// A button that shows its state, as SwiftUI's `ButtonToggleStyle`: bordered, and filled with the tint
/// (its label white) while on.
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}
    /// A button that flips the state.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonToggleBody(label: configuration.label, isOn: configuration.$isOn)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style: the switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// iOS's switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays filled while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A toggle style kept in the environment, with its type erased.
struct ToggleStyleBox {
    let makeBody: (ToggleStyleConfiguration) -> AnyView

    init<Style: ToggleStyle>(_ style: Style) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension EnvironmentValues {
    private enum ToggleStyleKey: EnvironmentKey {
        static var defaultValue: ToggleStyleBox { ToggleStyleBox(DefaultToggleStyle()) }
    }

    /// The style toggles here draw with (`.toggleStyle(_:)`).
    var toggleStyleBox: ToggleStyleBox {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles inside this view with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyleBox, ToggleStyleBox(style))
    }
}

/// The switch style's view: the label leading, the switch trailing (the switch alone with hidden labels).
struct SwitchToggleBody: View, BuiltInView {
    let label: ToggleStyleConfiguration.Label
    let isOn: Binding<Bool>
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            ToggleSwitch(isOn: isOn)
        } else {
            HStack {
                label
                Spacer()
                ToggleSwitch(isOn: isOn)
            }
        }
    }
}

/// The button style's view: a bordered button, prominent while on.
struct ButtonToggleBody: View, BuiltInView {
    let label: ToggleStyleConfiguration.Label
    let isOn: Binding<Bool>

    var body: some View {
        if isOn.wrappedValue {
            Button { isOn.wrappedValue.toggle() } label: { label }.buttonStyle(.borderedProminent)
        } else {
            Button { isOn.wrappedValue.toggle() } label: { label }.buttonStyle(.bordered)
        }
    }
}
