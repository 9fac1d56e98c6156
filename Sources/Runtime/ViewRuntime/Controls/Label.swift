import LayoutCore

/// A title with an icon before it, as SwiftUI's `Label`: by default an `HStack` of the icon and the title
/// (8 pt apart, centred), in a tab item the icon above the title; `.labelStyle(_:)` shows only the title or
/// only the icon.
public struct Label<Title: View, Icon: View>: View, BuiltInView {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleKind) private var style
    @Environment(\.labelPlacement) private var placement

    /// A label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The icon and the title, as the style says.
    public var body: some View {
        switch style {
        case .titleOnly: title
        case .iconOnly: icon
        case .titleAndIcon:
            switch placement {
            case .row:
                HStack(spacing: 8) { icon; title }
            case .tabItem:
                // In a tab bar item the icon sits above the title, as iOS draws tab items.
                VStack(spacing: 2) { icon.font(.system(size: 22)).frame(height: TabBarMetrics.iconHeight); title }
            case .unavailable:
                // A ContentUnavailableView's label: a large grey symbol above a bold title.
                VStack(spacing: 12) {
                    icon.font(.system(size: 48)).foregroundStyle(Color.secondary)
                    title.font(.title2).fontWeight(.bold)
                }
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled `title` with the SF Symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(String(title)) }, icon: { Image(systemName: systemImage) })
    }

    /// A label titled `title` with the image `image` (an asset's name).
    public init<S: StringProtocol>(_ title: S, image: String) {
        self.init(title: { Text(String(title)) }, icon: { Image(image) })
    }
}

/// How labels show their title and icon, as SwiftUI's `LabelStyle` (HeroSim has the three built-in styles).
public protocol LabelStyle {
    /// The parts the style shows.
    var _kind: _LabelStyleKind { get }
}

/// The parts of a label a built-in style shows.
public enum _LabelStyleKind: Sendable {
    /// Only the title.
    case titleOnly
    /// Only the icon.
    case iconOnly
    /// The icon, then the title.
    case titleAndIcon
}

/// The style that shows only the title, as SwiftUI's `TitleOnlyLabelStyle`.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// Only the title.
    public var _kind: _LabelStyleKind { .titleOnly }
}

/// The style that shows only the icon, as SwiftUI's `IconOnlyLabelStyle`.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// Only the icon.
    public var _kind: _LabelStyleKind { .iconOnly }
}

/// The style that shows the icon and the title, as SwiftUI's `TitleAndIconLabelStyle`.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// Both.
    public var _kind: _LabelStyleKind { .titleAndIcon }
}

/// The default label style (the icon and the title), as SwiftUI's `DefaultLabelStyle`.
public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// Both.
    public var _kind: _LabelStyleKind { .titleAndIcon }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon and the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension EnvironmentValues {
    private enum LabelStyleKey: EnvironmentKey {
        static let defaultValue = LabelStyleKind.titleAndIcon
    }

    /// What the labels here show (`.labelStyle(_:)`).
    var labelStyleKind: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Shows the labels inside this view with `style`: `.titleOnly`, `.iconOnly` or `.titleAndIcon`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyleKind, style._kind)
    }
}

/// Where a `Label` is, which decides how its icon and title sit.
enum LabelPlacement {
    /// Anywhere: the icon before the title.
    case row
    /// A tab bar item: the icon above the title.
    case tabItem
    /// A `ContentUnavailableView`: a large icon above a bold title.
    case unavailable
}

extension EnvironmentValues {
    private enum LabelPlacementKey: EnvironmentKey {
        static let defaultValue = LabelPlacement.row
    }

    /// Where the labels inside sit (a tab item, an empty state, or anywhere).
    var labelPlacement: LabelPlacement {
        get { self[LabelPlacementKey.self] }
        set { self[LabelPlacementKey.self] = newValue }
    }
}

/// The name HeroSim's own code uses for `_LabelStyleKind`.
package typealias LabelStyleKind = _LabelStyleKind
