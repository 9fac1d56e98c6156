import LayoutCore

/// Whether scroll views show their indicators, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind

    /// The platform's choice: shown while the content moves.
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// Shown while the content moves (iOS shows its indicators only then).
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(kind: .never)

    /// Whether a scroll view shows indicators with this visibility.
    var shows: Bool { kind == .automatic || kind == .visible }
}

/// The indicator visibility of each scroll axis, as the environment carries it.
struct ScrollIndicatorSettings: Hashable, Sendable {
    var vertical = ScrollIndicatorVisibility.automatic
    var horizontal = ScrollIndicatorVisibility.automatic

    /// Whether a scroll view along `axes` shows its indicators.
    func shows(along axes: Axis.Set) -> Bool {
        (!axes.contains(.vertical) || vertical.shows) && (!axes.contains(.horizontal) || horizontal.shows)
    }
}

extension EnvironmentValues {
    private enum ScrollEnabledKey: EnvironmentKey {
        static let defaultValue = true
    }
    private enum ScrollIndicatorsKey: EnvironmentKey {
        static let defaultValue = ScrollIndicatorSettings()
    }

    /// Whether scroll views here scroll (false inside `.scrollDisabled(true)`), as SwiftUI's `isScrollEnabled`.
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }

    private enum ScrollClipsKey: EnvironmentKey {
        static let defaultValue = true
    }
    private enum ScrollContentMarginsKey: EnvironmentKey {
        static let defaultValue = EdgeInsets()
    }

    /// Whether scroll views here clip their content to their viewport (false inside `scrollClipDisabled()`).
    var scrollClips: Bool {
        get { self[ScrollClipsKey.self] }
        set { self[ScrollClipsKey.self] = newValue }
    }

    /// The margins scroll views here put around their content (`contentMargins`).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    /// Whether scroll views here show their indicators, per axis.
    var scrollIndicators: ScrollIndicatorSettings {
        get { self[ScrollIndicatorsKey.self] }
        set { self[ScrollIndicatorsKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the indicators of the scroll views in this view along `axes`, as SwiftUI's
    /// `scrollIndicators(_:axes:)`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ScrollIndicatorVisibility>> {
        modifier(_EnvironmentKeyWritingModifier(value: visibility) { environment, visibility in
            if axes.contains(.vertical) { environment.values.scrollIndicators.vertical = visibility }
            if axes.contains(.horizontal) { environment.values.scrollIndicators.horizontal = visibility }
        })
    }

    /// Stops the scroll views in this view from scrolling by a drag or the wheel (a `ScrollViewReader` still
    /// scrolls them), as SwiftUI's `scrollDisabled(_:)`; `false` re-enables nothing an outer one disabled.
    public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
        modifier(_EnvironmentKeyWritingModifier(value: disabled) { environment, disabled in
            if disabled { environment.values.isScrollEnabled = false }
        })
    }

    /// Lets the scroll views in this view draw their content past their viewport (a card's shadow, the
    /// neighbours of a paged card), as SwiftUI's `scrollClipDisabled(_:)`; what is drawn outside is not
    /// touched through the scroll view.
    public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Bool>> {
        modifier(_EnvironmentKeyWritingModifier(value: disabled) { environment, disabled in environment.values.scrollClips = !disabled })
    }

    /// Insets the content of the scroll views in this view by `length` (the platform's 16 points when nil)
    /// on `edges`, as SwiftUI's `contentMargins(_:_:for:)`: the content scrolls through the margins, which
    /// stay at its ends. `.scrollIndicators` placement leaves the content as it is (HeroSim's indicators are
    /// not inset).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<CGFloat?>> {
        modifier(_EnvironmentKeyWritingModifier(value: length) { environment, length in
            guard placement != .scrollIndicators else { return }
            let margin = length ?? 16
            if edges.contains(.top) { environment.values.scrollContentMargins.top = margin }
            if edges.contains(.leading) { environment.values.scrollContentMargins.leading = margin }
            if edges.contains(.bottom) { environment.values.scrollContentMargins.bottom = margin }
            if edges.contains(.trailing) { environment.values.scrollContentMargins.trailing = margin }
        })
    }

    /// Insets the content of the scroll views in this view by `length` on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<CGFloat?>> {
        contentMargins(.all, length, for: placement)
    }

    /// Insets the content of the scroll views in this view by `insets`.
    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<EdgeInsets>> {
        modifier(_EnvironmentKeyWritingModifier(value: insets) { environment, insets in
            guard placement != .scrollIndicators else { return }
            environment.values.scrollContentMargins = insets
        })
    }
}

/// Where `contentMargins` applies, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind

    /// The platform's choice: the content (and, in SwiftUI, the indicators).
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// The scroll view's content.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// The scroll view's indicators.
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}
