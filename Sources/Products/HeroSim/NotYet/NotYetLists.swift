// SwiftUI's list, scroll and search modifiers HeroSim does not have yet, declared unavailable so that code
// using them says it is HeroSim's gap (see NotYetViews.swift). Each returns `Self` so the rest of the
// chain still type-checks and the only error is this one.

/// SwiftUI's `IndexViewStyle`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have indexViewStyle yet; a .page tab view draws its dots (HeroSim's documentation: What works as in SwiftUI)")
public protocol IndexViewStyle {}

/// SwiftUI's `PageIndexViewStyle`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have indexViewStyle yet (HeroSim's documentation: What works as in SwiftUI)")
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background behind them.
    public enum BackgroundDisplayMode: Sendable {
        /// The system decides.
        case automatic
        /// Only while the dots are interacted with.
        case interactive
        /// Always.
        case always
        /// Never.
        case never
    }
    /// A page index with the background shown as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have indexViewStyle yet (HeroSim's documentation: What works as in SwiftUI)")
extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page dots.
    public static var page: PageIndexViewStyle { fatalError() }
    /// The page dots with their background shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have indexViewStyle yet (HeroSim's documentation: What works as in SwiftUI)")
extension View {
    /// SwiftUI's `indexViewStyle(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have indexViewStyle yet (HeroSim's documentation: What works as in SwiftUI)")
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> Self { fatalError() }
}

/// SwiftUI's `PinnedScrollableViews`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have pinned section headers yet (HeroSim's documentation: What works as in SwiftUI)")
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32
    /// A set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers stay at the top while their section scrolls.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers stay at the bottom while their section scrolls.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

@available(*, unavailable, message: "HeroSim does not have pinned section headers yet (HeroSim's documentation: What works as in SwiftUI)")
extension LazyVStack {
    /// SwiftUI's `LazyVStack(alignment:spacing:pinnedViews:content:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have pinned section headers yet; LazyVStack(alignment:spacing:) is there (HeroSim's documentation: What works as in SwiftUI)")
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews,
                @ViewBuilder content: () -> Content) { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have pinned section headers yet (HeroSim's documentation: What works as in SwiftUI)")
extension LazyHStack {
    /// SwiftUI's `LazyHStack(alignment:spacing:pinnedViews:content:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have pinned section headers yet; LazyHStack(alignment:spacing:) is there (HeroSim's documentation: What works as in SwiftUI)")
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews,
                @ViewBuilder content: () -> Content) { fatalError() }
}
