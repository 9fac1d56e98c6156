// SwiftUI views HeroSim does not have yet. Each is declared unavailable, so code that uses one fails to
// compile with a message naming HeroSim's gap instead of "cannot find 'Button' in scope", which reads like
// the user's typo. When a view is built for real, its declaration here goes.

/// SwiftUI's `ScrollView`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have ScrollView yet; the content is not scrolled (README: SwiftUI coverage)")
public struct ScrollView<Content: View>: View {
    /// A scroll view along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `List`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have List yet (README: SwiftUI coverage)")
public struct List<Content: View>: View {
    /// A list of static rows.
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    /// A list of identified data.
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                      @ViewBuilder rowContent: @escaping (Data.Element) -> Row) { fatalError() }
    /// A list of identifiable data.
    public init<Data: RandomAccessCollection, Row: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
        where Data.Element: Identifiable { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

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

/// SwiftUI's `LazyVStack`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have LazyVStack yet; a VStack lays out the same rows (README: SwiftUI coverage)")
public struct LazyVStack<Content: View>: View {
    /// A lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `LazyHStack`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have LazyHStack yet; an HStack lays out the same columns (README: SwiftUI coverage)")
public struct LazyHStack<Content: View>: View {
    /// A lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
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

/// SwiftUI's `Form`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have Form yet (README: SwiftUI coverage)")
public struct Form<Content: View>: View {
    /// A form.
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `Section`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have Section yet (README: SwiftUI coverage)")
public struct Section<Content: View>: View {
    /// A section.
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    /// A section with a text header.
    public init(_ title: String, @ViewBuilder content: () -> Content) { fatalError() }
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

/// SwiftUI's `ScrollViewReader`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have ScrollViewReader yet (README: SwiftUI coverage)")
public struct ScrollViewReader<Content: View>: View {
    /// Content that can scroll to a view by id.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `ScrollViewProxy`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have ScrollViewReader yet (README: SwiftUI coverage)")
public struct ScrollViewProxy {
    /// Scrolls to the view with `id`.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) { fatalError() }
}

/// SwiftUI's `ContentUnavailableView`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have ContentUnavailableView yet (README: SwiftUI coverage)")
public struct ContentUnavailableView: View {
    /// An empty state with a title, an SF Symbol and a description.
    public init(_ title: String, systemImage: String, description: Text? = nil) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}
