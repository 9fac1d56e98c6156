import LayoutCore

/// A look for buttons that draws the label and whether it is pressed, as SwiftUI's `ButtonStyle`; the
/// button handles the press. Apply it with `.buttonStyle(_:)`.
///
/// ```swift
/// struct Squish: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding().scaleEffect(configuration.isPressed ? 0.9 : 1)
///     }
/// }
/// ```
public protocol ButtonStyle {
    /// The view of a button.
    associatedtype Body: View
    /// The view of a button with `configuration`'s label, role and pressed state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws: the button's label, its role and whether it is pressed.
public struct ButtonStyleConfiguration {
    /// The label of a button, as a view.
    public struct Label: View, PrimitiveView {
        let content: AnyView
        /// The label is a primitive view.
        public var body: Never { fatalError("Label has no body") }
        public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] { content._primitiveNodes(in: environment) }
    }
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the pointer is down over the button.
    public let isPressed: Bool
}

/// A button style that also decides how the button is triggered, as SwiftUI's `PrimitiveButtonStyle`:
/// its view calls `configuration.trigger()` (from a gesture of its own, say). The built-in styles
/// (`.automatic`, `.plain`, `.borderless`, `.bordered`, `.borderedProminent`) are primitive styles.
public protocol PrimitiveButtonStyle {
    /// The view of a button.
    associatedtype Body: View
    /// The view of a button with `configuration`'s label and role, triggering its action.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` draws and triggers: the button's label, its role and its action.
public struct PrimitiveButtonStyleConfiguration {
    /// The label of a button, as a view.
    public struct Label: View, PrimitiveView {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The label is a primitive view.
        public var body: Never { fatalError("Label has no body") }
        public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] { content._primitiveNodes(in: environment) }
    }
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: () -> Void

    init(role: ButtonRole?, label: Label, action: @escaping () -> Void) {
        self.role = role
        self.label = label
        self.action = action
    }

    /// Runs the button's action.
    public func trigger() { action() }
}

/// A button style kept in the environment, with its type erased.
struct ButtonStyleBox {
    let makeBody: (PrimitiveButtonStyleConfiguration) -> AnyView

    init<Style: PrimitiveButtonStyle>(_ style: Style) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }

    init<Style: ButtonStyle>(pressStyle style: Style) {
        makeBody = { AnyView(PressableButton(style: style, configuration: $0)) }
    }
}

extension EnvironmentValues {
    private enum ButtonStyleKey: EnvironmentKey {
        static var defaultValue: ButtonStyleBox { ButtonStyleBox(DefaultButtonStyle()) }
    }

    /// The style buttons here draw with (`.buttonStyle(_:)`).
    var buttonStyleBox: ButtonStyleBox {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons inside this view with `style`, a primitive style (`.plain`, `.bordered`, ...).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyleBox, ButtonStyleBox(style))
    }

    /// Draws the buttons inside this view with `style`, which draws the label pressed and not pressed.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyleBox, ButtonStyleBox(pressStyle: style))
    }
}

/// A button drawn by a `ButtonStyle`: the style's view with `isPressed` true while the pointer is down
/// over it, triggering the action at a release over it (`ButtonPressGesture`). The whole frame is hit.
struct PressableButton<Style: ButtonStyle>: View, BuiltInView {
    let style: Style
    let configuration: PrimitiveButtonStyleConfiguration
    @GestureState private var isPressed = false

    var body: some View {
        let configuration = self.configuration
        style.makeBody(configuration: ButtonStyleConfiguration(role: configuration.role, label: .init(content: configuration.label.content),
                                                               isPressed: isPressed))
            .contentShape(Rectangle())
            .gesture(ButtonPressGesture()
                .updating($isPressed) { inside, state, _ in state = inside }
                .onEnded { _ in configuration.trigger() })
    }
}
