import Foundation

/// GeometryReader: takes the whole proposal (10 for a `nil` dimension) and makes its children while it is
/// placed, from a proxy of its size, global frame and safe area; each is proposed the reader's size and
/// placed at its origin.
extension LayoutEngine {
    /// The whole proposal.
    func geometryReaderSize(_ p: ProposedViewSize) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }

    /// Places a geometry reader at `frame`, with the children `content` makes for it.
    func placeGeometryReader(_ node: Node, _ content: (GeometryProxy) -> [Node], frame: CGRect,
                             context: PlacementContext) -> PlacedNode {
        let size = frame.size
        var children: [PlacedNode] = []
        children.reserveCapacity(node.childCount)
        let proxy = GeometryProxy(size: size, globalFrame: frame, safeArea: context.safeArea, scrollViewport: context.scrollViewport?.frame,
                                  anchorFrames: context.anchorFrames, namedSpaces: context.namedSpaces)
        for child in content(proxy) {
            children.append(placeChild(child, at: .zero, in: frame, proposal: ProposedViewSize(size), context: context))
        }
        return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: children)
    }
}
