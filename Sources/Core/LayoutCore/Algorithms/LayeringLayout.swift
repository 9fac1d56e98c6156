import Foundation

/// `overlay` and `background`: the composite is its primary view's size; the secondary view is proposed
/// exactly that size and aligned by the alignment (its origin = primary[alignment] − secondary[alignment],
/// so it may overflow).
extension LayoutEngine {
    /// The primary view's size.
    func layeredSize(_ node: Node, _ p: ProposedViewSize) -> CGSize {
        childSize(node, p)
    }

    /// Places an overlay or background at `frame`: the primary view at the frame's origin, the secondary
    /// one aligned on it.
    func placeLayered(_ node: Node, alignment: Alignment, frame: CGRect, proposal: ProposedViewSize,
                      context: PlacementContext) -> PlacedNode {
        let size = frame.size
        let primary = node.children[0], secondary = node.children[1]
        let placedPrimary = placeChild(primary, at: .zero, in: frame, proposal: proposal, context: context)
        // An overlay or background made from the primary's anchor preferences reads where they were placed.
        var secondaryContext = context
        if primary.memo.containsAnchorSource { secondaryContext.anchorFrames.collect(from: placedPrimary) }
        let secondaryProposal = ProposedViewSize(size)
        let secondarySize = sizeThatFits(secondary, secondaryProposal)
        let p = dimensions(primary, size: size)
        let s = dimensions(secondary, size: secondarySize)
        let placedSecondary = placeChild(secondary, at: CGPoint(x: p[alignment.horizontal] - s[alignment.horizontal],
                                                                y: p[alignment.vertical] - s[alignment.vertical]),
                                         in: frame, proposal: secondaryProposal, context: secondaryContext)
        return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: [placedPrimary, placedSecondary])
    }
}
