import Foundation

/// Which kind of node a modifier or container made at a path, so a later build can find it again.
package enum DerivedNodeRole: Hashable {
    /// The named node `.id(_:)` makes.
    case identified
    /// The wrapper a runtime marker (a gesture, an animation) puts around a node.
    case marker
    /// A lazy grid.
    case grid
}

/// Where a build made a node: the path of the node it was made from (or of the container) and its role.
package struct DerivedNodeKey: Hashable {
    package let path: ViewPath
    package let role: DerivedNodeRole

    package init(path: ViewPath, role: DerivedNodeRole) {
        self.path = path
        self.role = role
    }
}

/// A node a build made, with the node it was made from (nil for a container).
package struct DerivedNode {
    package let node: Node
    package let source: Node?

    package init(node: Node, source: Node?) {
        self.node = node
        self.source = source
    }
}

extension BuildEnvironment {
    /// The node `make` builds from `source` in the role `role`: the very node the last build made, when it
    /// made it from this very source and `stillHolds` accepts it, else a new one. A node that stays the
    /// same keeps its layout memo, so the layout engine finds its size and placement instead of working
    /// them out again (SwiftUI keeps a view's layout while nothing it depends on changed). Only nodes
    /// made from a node the runtime keeps for later builds are kept: a view built again at every update
    /// (one that is not `Equatable`) never hands the same node in twice.
    package func derivedNode(_ role: DerivedNodeRole, from source: Node, stillHolds: (Node) -> Bool, make: () -> Node) -> Node {
        guard let hooks, source.isKeptForReuse, let path = source.path else { return make() }
        let key = DerivedNodeKey(path: path, role: role)
        if let kept = hooks.lastDerivedNode(for: key), let keptSource = kept.source, keptSource.isIdentical(to: source),
           stillHolds(kept.node) {
            hooks.keepDerivedNode(kept, for: key)
            return kept.node
        }
        let node = make()
        node.markKeptForReuse()
        hooks.keepDerivedNode(DerivedNode(node: node, source: source), for: key)
        return node
    }

    /// A lazy grid with `children`, built at this environment's path: the last build's grid when nothing
    /// about it changed, else a new grid made from the last one by replacing its children, which the
    /// layout engine re-plans and re-places from the last one's layout (only the changed cells).
    func grid(columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?, lazy: LazyGridSpec? = nil, children: [Node]) -> Node {
        let kind = NodeKind.grid(columns: columns, alignment: alignment, spacing: spacing, lazy: lazy)
        guard let hooks else { return Node(kind, children: children) }
        let key = DerivedNodeKey(path: path, role: .grid)
        var grid: Node
        if let kept = hooks.lastDerivedNode(for: key)?.node, case .grid(columns, alignment, spacing, lazy) = kept.kind {
            grid = kept
            if !kept.hasChildren(identicalTo: children) { grid.children = children }
        } else {
            grid = Node(kind, children: children)
            grid.path = path
        }
        hooks.keepDerivedNode(DerivedNode(node: grid, source: nil), for: key)
        return grid
    }
}
