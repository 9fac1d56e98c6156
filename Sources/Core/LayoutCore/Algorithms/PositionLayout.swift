import Foundation

/// `position`: the modifier takes the whole proposal (its child's size on an axis proposed `nil`); the
/// child is proposed the modifier's size and placed with its centre at the point, relative to the
/// modifier's origin (SwiftUI's `_PositionLayout`).
extension LayoutEngine {
    /// The proposal, with the child's size for a `nil` dimension.
    func positionSize(_ node: Node, _ p: ProposedViewSize) -> CGSize {
        if let width = p.width, let height = p.height { return CGSize(width: width, height: height) }
        let child = childSize(node, p)
        return CGSize(width: p.width ?? child.width, height: p.height ?? child.height)
    }

    /// Places the modifier at `frame`: its child, proposed the frame's size, centred on `point`.
    func placePosition(_ node: Node, _ point: CGPoint, frame: CGRect, context: PlacementContext) -> PlacedNode {
        let p = ProposedViewSize(frame.size)
        let size = childSize(node, p)
        return placeOnlyChild(of: node, at: CGPoint(x: point.x - size.width / 2, y: point.y - size.height / 2), proposal: p,
                              in: frame, context: context)
    }
}
