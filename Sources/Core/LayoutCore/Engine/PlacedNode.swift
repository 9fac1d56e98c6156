import Foundation

/// A node with its final frame in host coordinates, and its placed children.
package struct PlacedNode {
    /// The node placed.
    package var node: Node
    /// Its frame in host coordinates.
    package var frame: CGRect
    /// The safe area in effect for this node, in host coordinates.
    package var safeArea: CGRect
    /// Its children, placed.
    package var children: [PlacedNode]

    /// A placed node.
    package init(node: Node, frame: CGRect, safeArea: CGRect, children: [PlacedNode]) {
        self.node = node
        self.frame = frame
        self.safeArea = safeArea
        self.children = children
    }
}

extension PlacedNode {
    /// Whether `other` is this very placed subtree: the same node, frame and safe area, and the very same
    /// placed children (a layout that reused a placement shares them). Such subtrees hold the same views
    /// in the same places, all the way down.
    package func isIdentical(to other: PlacedNode) -> Bool {
        node.isIdentical(to: other.node) && frame.equals(other.frame) && safeArea.equals(other.safeArea)
            && children.sharesStorage(with: other.children)
    }

    /// Moves this node and everything in it by `offset`, and gives them `safeArea`, in place.
    mutating func translate(by offset: CGPoint, safeArea: CGRect) {
        frame.origin.x += offset.x
        frame.origin.y += offset.y
        self.safeArea = safeArea
        for i in children.indices { children[i].translate(by: offset, safeArea: safeArea) }
    }
}

extension Array where Element == PlacedNode {
    /// These placed nodes moved by `offset`, with `safeArea`; in place when the array has one owner.
    consuming func translated(by offset: CGPoint, safeArea: CGRect) -> [PlacedNode] {
        var moved = self
        for i in moved.indices { moved[i].translate(by: offset, safeArea: safeArea) }
        return moved
    }
}

/// What placement passes down besides the proposal: the safe area and the host's bounds.
package struct PlacementContext {
    /// The safe area, in host coordinates.
    package var safeArea: CGRect
    /// The host's bounds.
    package var bounds: CGRect
    /// The nearest scroll view's visible region, for what is placed inside one.
    package var scrollViewport: ScrollVisibleRegion?
    /// The anchors and named coordinate spaces what is placed may read; nil, the usual case, copies free.
    package var references: PlacementReferences?
    /// Where the anchored views of the layer's primary were placed, for an overlay or background placed after it.
    package var anchorFrames: AnchorFrames {
        get { references?.anchorFrames ?? AnchorFrames() }
        set { references = PlacementReferences(anchorFrames: newValue, namedSpaces: namedSpaces) }
    }
    /// The frames of the named coordinate spaces around what is placed.
    package var namedSpaces: NamedSpaces {
        get { references?.namedSpaces ?? NamedSpaces() }
        set { references = PlacementReferences(anchorFrames: anchorFrames, namedSpaces: newValue) }
    }
    /// Creates a context.
    package init(safeArea: CGRect, bounds: CGRect, scrollViewport: ScrollVisibleRegion? = nil) {
        self.safeArea = safeArea
        self.bounds = bounds
        self.scrollViewport = scrollViewport
    }
    /// The context a grid cell that only moves with its grid is placed in, at its slot relative to the grid;
    /// nothing in such a cell reads it, and moving the cell gives it the grid's safe area.
    static let gridCell = PlacementContext(safeArea: .zero, bounds: .zero)
}

/// What a placement reads from outside its subtree besides the safe area: the frames of its layer's anchors
/// and of the named coordinate spaces around it. Immutable; a context holds one only where there are some.
package final class PlacementReferences: Equatable, @unchecked Sendable {
    // `@unchecked`: both values are immutable once made.
    let anchorFrames: AnchorFrames
    let namedSpaces: NamedSpaces

    init(anchorFrames: AnchorFrames, namedSpaces: NamedSpaces) {
        self.anchorFrames = anchorFrames
        self.namedSpaces = namedSpaces
    }

    /// Equal when both hold the same frames.
    package static func == (a: PlacementReferences, b: PlacementReferences) -> Bool {
        a === b || (a.anchorFrames == b.anchorFrames && a.namedSpaces == b.namedSpaces)
    }
}
