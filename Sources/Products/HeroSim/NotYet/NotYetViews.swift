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
