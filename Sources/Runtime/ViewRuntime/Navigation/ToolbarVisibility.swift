import LayoutCore

/// A bar whose visibility `toolbar(_:for:)` sets, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable {
        case navigationBar, tabBar, bottomBar
    }

    let bar: Bar

    /// The bar the platform chooses: the navigation bar.
    public static let automatic = ToolbarPlacement(bar: .navigationBar)
    /// The navigation bar of the screen.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The tab bar of the `TabView` the screen is in.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The bottom toolbar (HeroSim draws none: hiding it changes nothing).
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
}

/// `.toolbar(.hidden, for: .tabBar)`: the tab bar hides while the view is shown (the top screen of its tab).
struct TabBarVisibilityMarker: NodeMarker {
    let visibility: Visibility

    /// Whether the tab bar of a tab whose built content is `node` is hidden: a marker in what the tab shows,
    /// where only the top screen of a navigation stack counts.
    static func hidesTabBar(in node: Node) -> Bool {
        var stack = [node]
        while let node = stack.popLast() {
            switch node.kind {
            case .hidden: continue
            case .marker(let marker):
                if let bar = marker as? TabBarVisibilityMarker, bar.visibility == .hidden { return true }
                if marker is NavigationBoundaryMarker, let top = topScreen(under: node) {
                    stack.append(top)
                    continue
                }
            default: break
            }
            stack.append(contentsOf: node.children)
        }
        return false
    }

    /// The top screen of the stack whose boundary is `boundary`: the last child of its screens' z-stack.
    private static func topScreen(under boundary: Node) -> Node? {
        var current = boundary.children.first
        while let node = current {
            if case .zstack = node.kind { return node.children.last }
            current = node.children.count == 1 ? node.children[0] : nil
        }
        return nil
    }
}

extension View {
    /// Hides or shows `bars` while this view is shown, as SwiftUI's `toolbar(_:for:)`:
    /// `.toolbar(.hidden, for: .navigationBar)` hides the screen's navigation bar, `.toolbar(.hidden, for: .tabBar)`
    /// the tab bar of the `TabView` it is in (on the top screen of a stack, a pushed detail page).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> AnyView {
        var view = AnyView(self)
        for bar in Set(bars.map(\.bar)) {
            switch bar {
            case .navigationBar: view = AnyView(view.modifier(_RuntimeMarkerModifier(marker: NavigationBarMarker.barVisibility(visibility))))
            case .tabBar: view = AnyView(view.modifier(_RuntimeMarkerModifier(marker: TabBarVisibilityMarker(visibility: visibility))))
            case .bottomBar: break
            }
        }
        return view
    }
}
