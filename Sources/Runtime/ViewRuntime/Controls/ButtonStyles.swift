import LayoutCore

/// The default button style, as SwiftUI's `DefaultButtonStyle` (`.automatic`): on iOS, the borderless look.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}
    /// The borderless look.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(style: SystemButtonStyle(look: .borderless), configuration: configuration)
    }
}

/// A button that draws only its label, in the tint colour, as SwiftUI's `BorderlessButtonStyle`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
    /// The label in the tint colour, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(style: SystemButtonStyle(look: .borderless), configuration: configuration)
    }
}

/// A button that draws its label as it is (no tint), dimmed while pressed, as SwiftUI's `PlainButtonStyle`.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}
    /// The label as it is, dimmed while pressed.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(style: SystemButtonStyle(look: .plain), configuration: configuration)
    }
}

/// A button on a translucent tinted rounded rectangle (the tint at 15%), its label in the tint, as
/// SwiftUI's `BorderedButtonStyle`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}
    /// The label on its tinted background.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(style: SystemButtonStyle(look: .bordered), configuration: configuration)
    }
}

/// A button filled with the tint, its label white, as SwiftUI's `BorderedProminentButtonStyle`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent style.
    public init() {}
    /// The white label on the tint.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(style: SystemButtonStyle(look: .prominent), configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is, dimmed while pressed.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint colour.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label on a translucent tinted background.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The looks of the built-in styles, as a `ButtonStyle`.
struct SystemButtonStyle: ButtonStyle {
    enum Look { case plain, borderless, bordered, prominent }
    let look: Look
    func makeBody(configuration: Configuration) -> some View { SystemButtonLook(look: look, configuration: configuration) }
}

/// A built-in look, reading the tint, whether it is enabled and the control size from the environment.
///
/// Sizes follow UIKit's `UIButton.Configuration` at the regular size: 12 pt of padding on the sides and
/// 7 pt above and below a 17 pt label (a 34 pt tall button), corners of 6 pt; `.large` pads 20 by 14 with
/// 12 pt corners, `.small` 10 by 5 with 5 pt corners, `.mini` 7 by 3 with 4 pt corners (a smaller font, 15
/// and 13 pt). Pressed, a borderless or plain label is drawn at 20% opacity (UIKit's highlighted system
/// button); a bordered one at 50% (HeroSim's choice for UIKit's highlight, which darkens the fill).
/// Disabled, the label is UIKit's `tertiaryLabel` and a prominent fill is `systemFill`.
struct SystemButtonLook: View, BuiltInView {
    let look: SystemButtonStyle.Look
    let configuration: ButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize

    /// The colour of the button's role and tint.
    private var accent: Color { configuration.role == .destructive ? .red : tint ?? .accentColor }

    var body: some View {
        switch look {
        case .plain:
            configuration.label
                .foregroundStyle(isEnabled ? Color.primary : ControlColors.disabled)
                .opacity(configuration.isPressed ? ControlColors.pressedOpacity : 1)
        case .borderless:
            configuration.label
                .foregroundStyle(isEnabled ? accent : ControlColors.disabled)
                .opacity(configuration.isPressed ? ControlColors.pressedOpacity : 1)
        case .bordered, .prominent:
            let metrics = Self.metrics(controlSize)
            let fill = look == .prominent ? (isEnabled ? accent : ControlColors.track) : (isEnabled ? accent.opacity(0.15) : ControlColors.fill)
            let text = look == .prominent ? (isEnabled ? Color.white : ControlColors.disabled) : (isEnabled ? accent : ControlColors.disabled)
            configuration.label
                .font(metrics.font)
                .foregroundStyle(text)
                .padding(.horizontal, metrics.horizontal)
                .padding(.vertical, metrics.vertical)
                .background(RoundedRectangle(cornerRadius: metrics.radius).fill(fill))
                .opacity(configuration.isPressed ? 0.5 : 1)
        }
    }

    /// Padding, corner radius and font of a bordered button of `size`.
    static func metrics(_ size: ControlSize) -> (horizontal: CGFloat, vertical: CGFloat, radius: CGFloat, font: Font) {
        switch size {
        case .mini: return (7, 3, 4, .footnote)
        case .small: return (10, 5, 5, .subheadline)
        case .regular: return (12, 7, 6, .body)
        case .large, .extraLarge: return (20, 14, 12, .body)
        }
    }
}
