import LayoutCore

/// SwiftUI's `TabView`: one of its views at a time, above a tab bar with an item per view (from its
/// `.tabItem { }`); tapping an item selects its view. Views are told apart by `.tag(_:)` (matched against
/// the `selection` binding) or, untagged, by their order. Unselected views stay in the tree, hidden, so
/// each tab keeps its state.
public struct TabView<SelectionValue: Hashable, Content: View>: View, BuiltInView {
    let selection: Binding<SelectionValue>?
    let content: Content
    /// The selected tab's index when no selection is bound.
    @State private var ownIndex = 0

    /// Tabs selected through `selection`, matched against each tab's `.tag(_:)`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Tabs that keep their own selection (the first tab first).
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        selection = nil
        self.content = content()
    }

    /// The selected view above the tab bar.
    public var body: some View {
        let index = $ownIndex
        let selection = self.selection
        let choice = TabChoice(
            selected: selection.map { AnyHashable($0.wrappedValue) },
            ownIndex: ownIndex,
            select: { tag, position in
                if let selection, let tag, let value = tag.base as? SelectionValue { selection.wrappedValue = value }
                if selection == nil { index.wrappedValue = position }
            })
        return TabViewItems(content: AnyView(content), choice: choice)
    }
}

/// Which tab is selected and how to select another.
struct TabChoice {
    /// The bound selection, if any.
    let selected: AnyHashable?
    /// The selected index when no selection is bound.
    let ownIndex: Int
    /// Selects the tab with `tag` at `position`.
    let select: (AnyHashable?, Int) -> Void
}

/// The tabs, built once: each top-level view of the content is a tab; its item and tag are read from the
/// markers around it.
struct TabViewItems: View, PrimitiveView {
    let content: AnyView
    let choice: TabChoice

    var body: Never { fatalError("TabViewItems has no body") }

    func _primitiveNodes(in environment: BuildEnvironment) -> [Node] {
        let tabs = LayoutCore.makeNodes(content, in: environment.appendingPath("tabs"))
        let found = tabs.map { TabMarkers(scanning: $0) }
        var selectedIndex = min(max(0, choice.ownIndex), max(0, tabs.count - 1))
        if let selected = choice.selected {
            selectedIndex = found.firstIndex { $0.tag == selected } ?? -1
        }
        if case .page(let indexDisplayMode) = environment.values.tabViewStyle {
            let pages = tabs.map { AnyView(BuiltNodes(nodes: [$0])) }
            let view = TabPages(pages: pages, selectedIndex: max(0, selectedIndex), select: { choice.select(found[$0].tag, $0) },
                                indexDisplayMode: indexDisplayMode)
            return LayoutCore.makeNodes(view, in: environment.appendingPath("tab-pages"))
        }
        let items = found.enumerated().map { position, markers in
            TabBarItem(label: markers.label, badge: markers.badge, isSelected: position == selectedIndex, select: { choice.select(markers.tag, position) })
        }
        let pages = tabs.enumerated().map { position, node in
            AnyView(BuiltNodes(nodes: [node]).opacity(position == selectedIndex ? 1 : 0).allowsHitTesting(position == selectedIndex))
        }
        // The selected tab's shown screen can hide the bar (`toolbar(.hidden, for: .tabBar)`).
        let showsBar = !tabs.indices.contains(selectedIndex) || !TabBarVisibilityMarker.hidesTabBar(in: tabs[selectedIndex])
        let view = VStack(spacing: 0) {
            ZStack {
                ForEach(pages.indices, id: \.self) { pages[$0] }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            if showsBar { TabBar(items: items) }
        }
        return LayoutCore.makeNodes(view, in: environment.appendingPath("tab-view"))
    }
}

/// The `.tabItem` and `.tag` around one tab: the outermost of each, down the tab's chain of modifiers.
struct TabMarkers {
    var label: AnyView?
    var tag: AnyHashable?
    var badge: Text?

    init(scanning node: Node) {
        var current: Node? = node
        while let node = current {
            if case .marker(let marker) = node.kind {
                if let item = marker as? TabItemMarker, label == nil { label = item.label }
                if let tagged = marker as? TagMarker, tag == nil { tag = tagged.value }
                if let badged = marker as? BadgeMarker, badge == nil { badge = badged.label }
            }
            current = node.children.count == 1 ? node.children[0] : nil
        }
    }
}

/// A `.tabItem { }`: the label of the tab bar item for the view.
struct TabItemMarker: NodeMarker {
    let label: AnyView
}

/// A `.tag(_:)`: the value that selects the view in a `TabView` (or a `Picker`).
struct TagMarker: NodeMarker {
    let value: AnyHashable
}

extension View {
    /// The item that stands for this view in its `TabView`'s tab bar: an `Image` and a `Text` (or a `Label`).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: TabItemMarker(label: AnyView(label()))))
    }

    /// The value that selects this view in a `TabView(selection:)` (or a `Picker`).
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: TagMarker(value: AnyHashable(tag))))
    }
}
