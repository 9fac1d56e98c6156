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
}
