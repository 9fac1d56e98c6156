import LayoutCore

/// One option of a picker: its tag and its label, built (`BuiltNodes`, in `Navigation/ToolbarItem.swift`).
struct PickerOption {
    let tag: AnyHashable
    let label: BuiltNodes
}

/// Finds a picker's options among the nodes its content built.
enum PickerOptions {
    /// The options among `nodes` (built at `base`): each node's `.tag`, else, for a view of a `ForEach`, its
    /// id (SwiftUI's implicit tag). Nodes without either are not options.
    static func options(in nodes: [Node], base: ViewPath) -> [PickerOption] {
        nodes.compactMap { node in
            guard let tag = explicitTag(of: node) ?? forEachID(of: node, base: base) else { return nil }
            return PickerOption(tag: tag, label: BuiltNodes(nodes: [node]))
        }
    }

    /// The tag of the `.tag` marker (`TagMarker`, in `Navigation/TabView.swift`) on `node` or on the single child chain under it.
    private static func explicitTag(of node: Node) -> AnyHashable? {
        var current = node
        while true {
            if case .marker(let marker) = current.kind, let tag = marker as? TagMarker { return tag.value }
            guard current.children.count == 1 else { return nil }
            current = current.children[0]
        }
    }

    /// The id of the `ForEach` element `node` was built for: the component after the first `ForEach` under
    /// `base` in its path (the containers and modifiers on the way are passed over).
    private static func forEachID(of node: Node, base: ViewPath) -> AnyHashable? {
        guard let path = node.path else { return nil }
        let components = Array(path.components.dropFirst(base.depth))
        guard let index = components.firstIndex(where: { ($0.base as? ViewTypeComponent)?.description == "ForEach" }),
              index + 1 < components.count, !(components[index + 1].base is ViewTypeComponent) else { return nil }
        return components[index + 1]
    }
}
