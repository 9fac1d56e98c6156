import LayoutCore

/// The sizes of controls, as SwiftUI's `ControlSize`: bordered buttons grow their padding and corners.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest size.
    case mini
    /// Smaller than regular.
    case small
    /// The default size.
    case regular
    /// Larger than regular.
    case large
    /// The largest size.
    case extraLarge
}

extension EnvironmentValues {
    private enum IsEnabledKey: EnvironmentKey {
        static let defaultValue = true
    }
    private enum ControlSizeKey: EnvironmentKey {
        static let defaultValue = ControlSize.regular
    }

    /// Whether the views here take input: false inside `.disabled(true)`, as SwiftUI's `isEnabled`.
    /// Controls draw greyed out when it is false.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The size controls here draw at (`.controlSize(_:)`), `.regular` unless an ancestor set it.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The tint controls draw with: `.tint(_:)`'s colour, else the accent colour (system blue).
    var controlTint: Color { tint ?? .accentColor }
}

extension View {
    /// Sets the size of the controls inside this view, as SwiftUI's `controlSize(_:)`.
    public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ControlSize>> {
        environment(\.controlSize, controlSize)
    }
}

/// The colours iOS draws controls with in light mode, from UIKit's semantic colours.
enum ControlColors {
    /// UIKit's `tertiaryLabel`, rgba(60, 60, 67, 0.3): a disabled control's label.
    static let disabled = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    /// UIKit's `tertiarySystemFill`, rgba(118, 118, 128, 0.12): a stepper's and a segmented control's background.
    static let fill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
    /// UIKit's `systemFill`, rgba(120, 120, 128, 0.2): a switch's track when off, a slider's track.
    static let track = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)
    /// UIKit's `placeholderText`, rgba(60, 60, 67, 0.3): a text field's prompt.
    static let placeholder = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    /// UIKit's `opaqueSeparator`-like border of a rounded text field, #C7C7CC (systemGray4).
    static let fieldBorder = Color(hex: 0xC7C7CC)
    /// The opacity iOS draws a pressed system button's label at (UIButton's highlighted state: 0.2).
    static let pressedOpacity = 0.2
}
