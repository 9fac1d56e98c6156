// SwiftUI's container views HeroSim does not have yet, declared unavailable so that code using them says
// it is HeroSim's gap (see NotYetViews.swift). The initializers are SwiftUI's common ones, so a call as
// SwiftUI code writes it type-checks and the only error is the unavailability.

/// SwiftUI's `ShareLink`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have ShareLink yet (HeroSim's documentation: What works as in SwiftUI)")
public struct ShareLink: View {
    /// A share button for `item`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) { fatalError() }
    /// A titled share button for `item`.
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) { fatalError() }
    /// A share button for `item` with its own label.
    public init<Item, L: View>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> L) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}
