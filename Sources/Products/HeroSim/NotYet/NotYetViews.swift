// SwiftUI views HeroSim does not have yet. Each is declared unavailable, so code that uses one fails to
// compile with a message naming HeroSim's gap instead of "cannot find 'Button' in scope", which reads like
// the user's typo. When a view is built for real, its declaration here goes.

/// SwiftUI's `NavigationSplitView`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have NavigationSplitView yet; NavigationStack is there, as on iPhone (HeroSim's documentation: What works as in SwiftUI)")
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    /// A sidebar, a content column and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) { fatalError() }
    /// A sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `RedactionReasons`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have redacted yet (HeroSim's documentation: What works as in SwiftUI)")
public struct RedactionReasons: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content shown as placeholders while it loads.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Private content.
    public static let privacy = RedactionReasons(rawValue: 2)
}

@available(*, unavailable, message: "HeroSim does not have redacted yet (HeroSim's documentation: What works as in SwiftUI)")
extension View {
    /// SwiftUI's `redacted(reason:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have redacted yet (HeroSim's documentation: What works as in SwiftUI)")
    public func redacted(reason: RedactionReasons) -> Self { fatalError() }
    /// SwiftUI's `unredacted()`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have redacted yet (HeroSim's documentation: What works as in SwiftUI)")
    public func unredacted() -> Self { fatalError() }
}
