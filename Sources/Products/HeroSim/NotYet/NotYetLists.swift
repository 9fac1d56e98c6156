// SwiftUI's list, scroll and search modifiers HeroSim does not have yet, declared unavailable so that code
// using them says it is HeroSim's gap (see NotYetViews.swift). Each returns `Self` so the rest of the
// chain still type-checks and the only error is this one.

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
