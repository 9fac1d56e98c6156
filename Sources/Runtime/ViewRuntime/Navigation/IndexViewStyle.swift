import LayoutCore

/// How a paged view's index (its dots) looks, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {
    /// When the dots have a background behind them.
    var _backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode { get }
}

/// The page dots, as SwiftUI's `PageIndexViewStyle`: with `.always`, on a dark translucent capsule so that
/// they show over light pages.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background behind them.
    public enum BackgroundDisplayMode: Sendable {
        /// The system decides (HeroSim: none, as UIKit's page control at rest).
        case automatic
        /// Only while the dots are interacted with (HeroSim's dots take no touches: none).
        case interactive
        /// Always.
        case always
        /// Never.
        case never
    }

    /// When the dots have a background.
    public let _backgroundDisplayMode: BackgroundDisplayMode

    /// A page index with the background shown as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { _backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// The page dots with their background shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension EnvironmentValues {
    private enum PageIndexBackgroundKey: EnvironmentKey {
        static let defaultValue = PageIndexViewStyle.BackgroundDisplayMode.automatic
    }

    /// When the page dots here have a background (`.indexViewStyle`).
    var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Draws the index (the dots) of the paged tab views inside this view with `style`.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexBackground, style._backgroundDisplayMode)
    }
}
