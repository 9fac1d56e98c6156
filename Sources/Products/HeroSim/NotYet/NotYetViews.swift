// SwiftUI views HeroSim does not have yet. Each is declared unavailable, so code that uses one fails to
// compile with a message naming HeroSim's gap instead of "cannot find 'Button' in scope", which reads like
// the user's typo. When a view is built for real, its declaration here goes.

/// SwiftUI's `TabView`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have TabView yet (README: SwiftUI coverage)")
public struct TabView<Content: View>: View {
    /// Tabs.
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    /// Tabs with a selection.
    public init<Selection: Hashable>(selection: Binding<Selection>, @ViewBuilder content: () -> Content) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `NavigationView`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have NavigationView yet; NavigationStack is there (README: SwiftUI coverage)")
public struct NavigationView<Content: View>: View {
    /// A navigation view.
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `NavigationLink`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have NavigationLink yet (README: SwiftUI coverage)")
public struct NavigationLink<Label: View, Destination: View>: View {
    /// A link to `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }
    /// A link with a text label.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) where Label == Text { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `AsyncImage`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have AsyncImage yet (README: SwiftUI coverage)")
public struct AsyncImage: View {
    /// An image loaded from `url`.
    public init(url: URL?) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `ViewThatFits`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have ViewThatFits yet (README: SwiftUI coverage)")
public struct ViewThatFits<Content: View>: View {
    /// The first child that fits.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `ContentUnavailableView`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have ContentUnavailableView yet (README: SwiftUI coverage)")
public struct ContentUnavailableView: View {
    /// An empty state with a title, an SF Symbol and a description.
    public init(_ title: String, systemImage: String, description: Text? = nil) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}
