import Foundation

/// `fixedSize`: the child is proposed `nil` (its ideal size) on the fixed axes and the parent's proposal on
/// the others; the modifier takes its child's size, so a fixed view can overflow its parent.
extension LayoutEngine {
    /// What a fixed-size modifier proposes to its child.
    func fixedSizeProposal(horizontal: Bool, vertical: Bool, _ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    /// The child's size for the fixed proposal.
    func fixedSizeSize(_ node: Node, horizontal: Bool, vertical: Bool, _ p: ProposedViewSize) -> CGSize {
        childSize(node, fixedSizeProposal(horizontal: horizontal, vertical: vertical, p))
    }

    /// Places the modifier at `frame`: its child at the same origin, proposed the fixed proposal.
    func placeFixedSize(_ node: Node, horizontal: Bool, vertical: Bool, frame: CGRect, proposal: ProposedViewSize,
                        context: PlacementContext) -> PlacedNode {
        placeOnlyChild(of: node, at: .zero, proposal: fixedSizeProposal(horizontal: horizontal, vertical: vertical, proposal),
                       in: frame, context: context)
    }
}
