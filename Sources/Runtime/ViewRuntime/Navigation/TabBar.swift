import LayoutCore

/// The tab bar's measures, from UIKit's defaults (Apple's iOS 17 UI design kit, HIG "Tab bars"): 49 pt
/// tall above the bottom safe area (`UITabBar`'s standard height), items of equal width, icons in a 25-pt
/// box 7 pt from the top, titles in 10-pt medium under them; the selected item in the accent blue
/// rgb(0, 122, 255), the others in grey rgb(153, 153, 153); the bar's background the light bar material
/// (approximated by rgb(249, 249, 249) at 94%) with a 0.33-pt hairline above it.
enum TabBarMetrics {
    static let height: CGFloat = 49
    static let iconHeight: CGFloat = 25
    static let iconTop: CGFloat = 7
    static let titleFont = Font.system(size: 10, weight: .medium)
    static let selected = NavigationBarMetrics.accent
    static let unselected = Color(red: 153.0 / 255, green: 153.0 / 255, blue: 153.0 / 255)
    static let background = Color(red: 249.0 / 255, green: 249.0 / 255, blue: 249.0 / 255, opacity: 0.94)
    static let hairline = Color(white: 0, opacity: 0.3)
    static let hairlineWidth: CGFloat = 1.0 / 3
}

/// One item of the tab bar.
struct TabBarItem {
    let label: AnyView?
    /// The item's badge (`.badge(_:)` on the tab's view), if any.
    var badge: Text? = nil
    let isSelected: Bool
    let select: () -> Void
}

/// The ids HeroSim gives a tab bar and its items (tests find them by these).
package enum TabBarIDs {
    /// The bar (49 pt, above the bottom safe area).
    package static let bar = "tab-bar"
    /// The item at `index`.
    package static func item(_ index: Int) -> String { "tab-bar-item-\(index)" }
}

/// The bar at the bottom of a `TabView`: its items side by side, equally wide.
struct TabBar: View, BuiltInView {
    let items: [TabBarItem]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                let item = items[index]
                let tint = item.isSelected ? TabBarMetrics.selected : TabBarMetrics.unselected
                VStack(spacing: 2) {
                    if let label = item.label {
                        TabItemLabel(label: label)
                            .overlay(alignment: .top) {
                                if let badge = item.badge { TabBadge(label: badge) }
                            }
                    }
                }
                .padding(.top, TabBarMetrics.iconTop)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .foregroundColor(tint)
                .font(TabBarMetrics.titleFont)
                .contentShape(Rectangle())
                .onTapGesture { item.select() }
                .id(TabBarIDs.item(index))
            }
        }
        .frame(height: TabBarMetrics.height)
        .frame(maxWidth: .infinity)
        .background(TabBarMetrics.background.ignoresSafeArea(edges: .bottom))
        .overlay(alignment: .top) { TabBarMetrics.hairline.frame(height: TabBarMetrics.hairlineWidth) }
        .id(TabBarIDs.bar)
    }
}

/// A tab item's label: its views stacked, an image (sized to the 25-pt icon box) over a title.
struct TabItemLabel: View, PrimitiveView {
    let label: AnyView
    var body: Never { fatalError("TabItemLabel has no body") }

    func _primitiveNodes(in environment: BuildEnvironment) -> [Node] {
        let nodes = LayoutCore.makeNodes(label.environment(\.labelPlacement, .tabItem), in: environment.appendingPath("label"))
        let views = nodes.map { node -> AnyView in
            if TabItemLabel.isImage(node) {
                return AnyView(BuiltNodes(nodes: [node]).frame(height: TabBarMetrics.iconHeight))
            }
            return AnyView(BuiltNodes(nodes: [node]))
        }
        return LayoutCore.makeNodes(VStack(spacing: 2) { ForEach(views.indices, id: \.self) { views[$0] } }, in: environment.appendingPath("stack"))
    }

    /// Whether `node` draws an image (through the modifiers around it).
    private static func isImage(_ node: Node) -> Bool {
        var current = node
        while true {
            switch current.kind {
            case .image, .symbol: return true
            default: break
            }
            guard current.children.count == 1 else { return false }
            current = current.children[0]
        }
    }
}
