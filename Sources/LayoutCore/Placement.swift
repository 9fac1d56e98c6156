import Foundation

/// A node with its final frame in host coordinates, and its placed children.
struct PlacedNode {
    var node: Node
    var frame: CGRect
    var children: [PlacedNode]
}

extension LayoutEngine {
    /// Sizes `node` for `proposal`, puts it at `origin` (host coordinates) and places its children.
    func place(_ node: Node, at origin: CGPoint, proposal: ProposedViewSize) -> PlacedNode {
        let size = sizeThatFits(node, proposal)
        let frame = CGRect(origin: origin, size: size)
        var children: [PlacedNode] = []
        func put(_ child: Node, _ offset: CGPoint, _ p: ProposedViewSize) {
            children.append(place(child, at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), proposal: p))
        }
        switch node.kind {
        case .shape, .text, .image, .spacer:
            break
        case .fixedFrame(let width, let height, let alignment):
            let p = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
            let child = node.children[0]
            put(child, alignedOrigin(of: child, size: sizeThatFits(child, p), in: size, alignment: alignment), p)
        case .flexibleFrame(let spec):
            let p = flexibleFrameSize(spec, node, proposal).childProposal
            let child = node.children[0]
            put(child, alignedOrigin(of: child, size: sizeThatFits(child, p), in: size, alignment: spec.alignment), p)
        case .padding(let insets):
            put(node.children[0], CGPoint(x: insets.leading, y: insets.top), inset(proposal, by: insets))
        case .offset(let delta):
            put(node.children[0], CGPoint(x: delta.width, y: delta.height), proposal)
        case .alignmentGuide, .opacity, .hidden, .matchedGeometry:
            put(node.children[0], .zero, proposal)
        case .aspectRatio(let ratio, let mode):
            put(node.children[0], .zero, aspectProposal(node, ratio, mode, proposal))
        case .overlay(let alignment), .background(let alignment):
            let primary = node.children[0], secondary = node.children[1]
            put(primary, .zero, proposal)
            let secondaryProposal = ProposedViewSize(size)
            let secondarySize = sizeThatFits(secondary, secondaryProposal)
            let p = dimensions(primary, size: size)
            let s = dimensions(secondary, size: secondarySize)
            put(secondary, CGPoint(x: p[alignment.horizontal] - s[alignment.horizontal],
                                   y: p[alignment.vertical] - s[alignment.vertical]), secondaryProposal)
        case .zstack(let alignment):
            placeAll(zstackPlan(node.children, alignment, proposal))
        case .stack(let axis, let alignment, let spacing):
            placeAll(stackPlan(node.children, axis: axis, alignment: alignment, spacing: spacing, proposal))
        case .grid(let columns, _, let spacing):
            placeAll(gridPlan(node.children, columns: columns, rowSpacing: spacing, proposal))
        }
        func placeAll(_ plan: ContainerPlan) {
            for (child, slot) in zip(node.children, plan.slots) { put(child, slot.origin, slot.proposal) }
        }
        return PlacedNode(node: node, frame: frame, children: children)
    }
}
