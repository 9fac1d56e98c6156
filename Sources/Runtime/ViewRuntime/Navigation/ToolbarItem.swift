import LayoutCore

/// Where a toolbar item goes in the navigation bar, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal }
    let slot: Slot

    /// The platform's choice: the trailing end of the navigation bar on iPhone.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The centre of the bar, in place of the inline title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The leading end of the bar, after the back button.
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The leading end of the top bar (iOS 17's name for `navigationBarLeading`).
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the top bar (iOS 17's name for `navigationBarTrailing`).
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// A confirming action: the trailing end.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// A cancelling action: the leading end.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// The screen's main action: the trailing end.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
}

/// One item of a `.toolbar { }`, placed in the navigation bar at `placement`, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == Void {
        self.placement = placement
        self.content = content()
    }

    /// An item with an id (HeroSim does not customise toolbars, so the id is not used).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }

    /// ToolbarItem is a primitive view.
    public var body: Never { fatalError("ToolbarItem has no body") }

    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        ToolbarPlacementMarker.wrap(LayoutCore.makeNodes(content, in: environment), placement: placement, path: environment.path)
    }
}

/// Several items of a `.toolbar { }` at one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    /// The views of `content`, side by side at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// ToolbarItemGroup is a primitive view.
    public var body: Never { fatalError("ToolbarItemGroup has no body") }

    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        ToolbarPlacementMarker.wrap(LayoutCore.makeNodes(content, in: environment), placement: placement, path: environment.path)
    }
}

/// Where in the bar a toolbar view goes: the bar sorts the toolbar's nodes by it.
struct ToolbarPlacementMarker: NodeMarker {
    let placement: ToolbarItemPlacement

    /// `nodes`, each wrapped in a marker of `placement`.
    static func wrap(_ nodes: [Node], placement: ToolbarItemPlacement, path: ViewPath) -> [Node] {
        nodes.enumerated().map { index, node in
            var wrapper = Node(.marker(ToolbarPlacementMarker(placement: placement)), children: [node])
            wrapper.path = path.appending("toolbar-item-\(index)")
            return wrapper
        }
    }

    /// The slot of a toolbar node: its marker's, else the trailing end (a plain view in `.toolbar { }`).
    static func slot(of node: Node) -> ToolbarItemPlacement.Slot {
        if case .marker(let marker) = node.kind, let placed = marker as? ToolbarPlacementMarker { return placed.placement.slot }
        return .trailing
    }
}

/// Views built once and laid out where another view puts them (a screen's content inside the stack's
/// screen, toolbar items inside the bar).
struct BuiltNodes: View, PrimitiveView {
    let nodes: [Node]
    /// BuiltNodes is a primitive view.
    var body: Never { fatalError("BuiltNodes has no body") }
    func _primitiveNodes(in environment: BuildEnvironment) -> [Node] { nodes }
}
