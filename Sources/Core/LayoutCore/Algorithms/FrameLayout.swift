import Foundation

/// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:...)`: a frame proposes its
/// child a size worked out from its own proposal, chooses its size from its limits and its child's answer,
/// and aligns the child inside by its alignment, honouring the child's explicit guides.
extension LayoutEngine {
    /// A fixed frame's size: the given sides, the child's answer for the others.
    func fixedFrameSize(_ node: Node, width: CGFloat?, height: CGFloat?, _ p: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = childSize(node, ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    /// The flexible frame's child proposal and result size.
    func flexibleFrameSize(_ s: FlexibleFrameSpec, _ node: Node, _ p: ProposedViewSize) -> (size: CGSize, childProposal: ProposedViewSize) {
        func clampProposal(_ value: CGFloat?, _ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?) -> CGFloat? {
            guard var v = value else { return ideal }
            if let lo, v < lo { v = lo }
            if let hi, v > hi { v = hi }
            return v
        }
        let childProposal = ProposedViewSize(width: clampProposal(p.width, s.minWidth, s.idealWidth, s.maxWidth),
                                             height: clampProposal(p.height, s.minHeight, s.idealHeight, s.maxHeight))
        let child = childSize(node, childProposal)
        func result(_ proposed: CGFloat?, _ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?, _ child: CGFloat) -> CGFloat {
            if proposed == nil, let ideal { return max(lo ?? ideal, min(ideal, hi ?? ideal)) }
            let reference = proposed ?? child
            var r = child
            if let lo { r = max(lo, min(r, reference)) }
            if let hi { r = min(hi, max(r, reference)) }
            return r
        }
        let size = CGSize(width: result(p.width, s.minWidth, s.idealWidth, s.maxWidth, child.width),
                          height: result(p.height, s.minHeight, s.idealHeight, s.maxHeight, child.height))
        return (size, childProposal)
    }

    /// Places a fixed frame at `frame`: its child is proposed the given sides (the frame's proposal for the
    /// others) and aligned inside by `alignment`.
    func placeFixedFrame(_ node: Node, width: CGFloat?, height: CGFloat?, alignment: Alignment, frame: CGRect,
                         proposal: ProposedViewSize, context: PlacementContext) -> PlacedNode {
        let p = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let child = node.firstChild!
        return placeOnlyChild(of: node, at: alignedOrigin(of: child, size: sizeThatFits(child, p), in: frame.size, alignment: alignment),
                              proposal: p, in: frame, context: context)
    }

    /// Places a flexible frame at `frame`: its child is proposed the clamped proposal and aligned inside.
    func placeFlexibleFrame(_ node: Node, _ spec: FlexibleFrameSpec, frame: CGRect, proposal: ProposedViewSize,
                            context: PlacementContext) -> PlacedNode {
        let p = flexibleFrameSize(spec, node, proposal).childProposal
        let child = node.firstChild!
        return placeOnlyChild(of: node, at: alignedOrigin(of: child, size: sizeThatFits(child, p), in: frame.size, alignment: spec.alignment),
                              proposal: p, in: frame, context: context)
    }

    /// A frame's explicit guide: its child's explicit guide, moved by where the child sits in the frame.
    func frameChildGuide(_ child: Node, _ key: AlignmentKey, _ size: CGSize, _ alignment: Alignment) -> CGFloat? {
        let childSize = sizeThatFits(child, ProposedViewSize(size))
        guard let inner = explicitGuide(child, key, childSize) else { return nil }
        let origin = alignedOrigin(of: child, size: childSize, in: size, alignment: alignment)
        return inner + (key.axis == .horizontal ? origin.x : origin.y)
    }
}
