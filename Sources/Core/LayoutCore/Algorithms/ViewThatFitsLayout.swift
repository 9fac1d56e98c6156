import Foundation

/// `ViewThatFits`: the first child whose ideal size fits the proposal along the constrained axes (each
/// child measured with nil proposed on those axes) is the one laid out, sized and placed with the
/// proposal; when none fits, the last one is. The others are not placed, so they are neither drawn nor hit.
extension LayoutEngine {
    /// The index of the child `node` shows for `p`.
    func fittingChild(_ node: Node, axes: Axis.Set, _ p: ProposedViewSize) -> Int {
        let children = node.children
        guard children.count > 1 else { return 0 }
        let ideal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                                     height: axes.contains(.vertical) ? nil : p.height)
        for (index, child) in children.enumerated() {
            let size = sizeThatFits(child, ideal)
            let fitsWidth = !axes.contains(.horizontal) || p.width.map { size.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || p.height.map { size.height <= $0 } ?? true
            if fitsWidth, fitsHeight { return index }
        }
        return children.count - 1
    }

    /// The size of the child that fits, for `p`.
    func viewThatFitsSize(_ node: Node, axes: Axis.Set, _ p: ProposedViewSize) -> CGSize {
        guard node.childCount > 0 else { return .zero }
        return sizeThatFits(node.children[fittingChild(node, axes: axes, p)], p)
    }

    /// Places only the child that fits, at the same origin, proposed `proposal`.
    func placeViewThatFits(_ node: Node, axes: Axis.Set, frame: CGRect, proposal: ProposedViewSize, context: PlacementContext) -> PlacedNode {
        guard node.childCount > 0 else { return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: []) }
        let child = node.children[fittingChild(node, axes: axes, proposal)]
        return PlacedNode(node: node, frame: frame, safeArea: context.safeArea,
                          children: [placeChild(child, at: .zero, in: frame, proposal: proposal, context: context)])
    }
}
