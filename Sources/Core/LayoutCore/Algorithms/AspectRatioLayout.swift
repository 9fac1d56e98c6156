import Foundation

/// `aspectRatio(_:contentMode:)`: the child is proposed the largest (`.fit`) or smallest (`.fill`) size of
/// the ratio in the proposal, and the modifier takes its child's size.
extension LayoutEngine {
    /// The child's size for the ratio's proposal.
    func aspectRatioSize(_ node: Node, _ ratio: CGFloat?, _ mode: ContentMode, _ p: ProposedViewSize) -> CGSize {
        childSize(node, aspectProposal(node, ratio, mode, p))
    }

    /// What an aspect-ratio modifier proposes to its child.
    func aspectProposal(_ node: Node, _ ratio: CGFloat?, _ mode: ContentMode, _ p: ProposedViewSize) -> ProposedViewSize {
        let ideal = childSize(node, .unspecified)
        let r: CGFloat = ratio ?? (ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1)
        guard r.isFinite, r > 0 else { return p }
        let w = p.width.flatMap { $0.isFinite ? $0 : nil }
        let h = p.height.flatMap { $0.isFinite ? $0 : nil }
        switch (w, h) {
        case let (w?, h?):
            let widthLimited = (w / h < r) == (mode == .fit)
            return widthLimited ? ProposedViewSize(width: w, height: w / r) : ProposedViewSize(width: h * r, height: h)
        case let (w?, nil): return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil):
            let base = ideal.width > 0 ? ideal : CGSize(width: 10, height: 10)
            return ProposedViewSize(width: base.width, height: base.width / r)
        }
    }

    /// Places the modifier at `frame`: its child at the same origin, proposed the ratio's proposal.
    func placeAspectRatio(_ node: Node, _ ratio: CGFloat?, _ mode: ContentMode, frame: CGRect, proposal: ProposedViewSize,
                          context: PlacementContext) -> PlacedNode {
        placeOnlyChild(of: node, at: .zero, proposal: aspectProposal(node, ratio, mode, proposal), in: frame, context: context)
    }
}
