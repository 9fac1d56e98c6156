import LayoutCore

/// What a button does, as SwiftUI's `ButtonRole`: a `.destructive` button draws in red; a `.cancel` one
/// draws as a normal button outside alerts and menus.
public struct ButtonRole: Hashable, Sendable {
    private let name: String
    /// A button that deletes data or does something that cannot be undone.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that runs an action when tapped, as SwiftUI's `Button`.
///
/// The action runs when the pointer goes down and then up over the button. While it is down the style
/// draws the button pressed (the default style dims its label to 20% opacity, as a highlighted UIKit
/// system button). The look comes from `.buttonStyle(_:)`; the default (`.automatic`) draws the label in
/// the tint colour (system blue), as iOS's borderless button.
public struct Button<Label: View>: View, BuiltInView {
    let role: ButtonRole?
    let action: () -> Void
    let label: Label
    @Environment(\.buttonStyleBox) private var style

    /// A button showing `label` that runs `action`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role (`.destructive` draws red) showing `label` that runs `action`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// The style's view of the button.
    public var body: some View {
        style.makeBody(PrimitiveButtonStyleConfiguration(role: role, label: .init(AnyView(label)), action: action))
    }
}

extension Button where Label == Text {
    /// A button titled `title` that runs `action`.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(String(title)) }
    }

    /// A button titled `title` with a role (`.destructive` draws red).
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(String(title)) }
    }
}

extension Button where Label == ViewRuntime.Label<Text, Image> {
    /// A button titled `title` with the SF Symbol `systemImage` before the title.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { ViewRuntime.Label(String(title), systemImage: systemImage) }
    }

    /// A button titled `title` with the SF Symbol `systemImage` and a role.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ViewRuntime.Label(String(title), systemImage: systemImage) }
    }
}
