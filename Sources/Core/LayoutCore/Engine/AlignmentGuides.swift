import Foundation

/// Alignment guides: a node's view dimensions, with the explicit guides set inside it through modifiers
/// that keep their child's geometry (each such algorithm says how its child's guide moves).
extension LayoutEngine {
    /// The view dimensions of `node` at `size`, with its explicit guides.
    func dimensions(_ node: Node, size: CGSize) -> ViewDimensions {
        guard reachesExplicitGuide(node) else { return ViewDimensions(size: size) }
        return ViewDimensions(size: size, explicit: { key in self.explicitGuide(node, key, size) })
    }

    /// An explicit guide value set inside `node` (through modifiers that keep the child's geometry), or nil.
    func explicitGuide(_ node: Node, _ key: AlignmentKey, _ size: CGSize) -> CGFloat? {
        guard reachesExplicitGuide(node), let child = node.firstChild else { return nil }
        switch node.kind {
        case .alignmentGuide(let k, let compute):
            if k == key {
                let value = compute(dimensions(child, size: size))
                guard value.isFinite else {
                    diagnostics.warn("an alignment guide returned \(value); using the default guide")
                    return nil
                }
                return value
            }
            return explicitGuide(child, key, size)
        case .offset, .opacity, .hidden, .matchedGeometry, .overlay, .background, .styleBackground, .shadow, .clip, .effect, .ignoresSafeArea, .marker,
             .fixedSize, .gridCell:
            return explicitGuide(child, key, size)
        case .padding(let insets):
            return paddingGuide(child, key, size, insets)
        case .fixedFrame(_, _, let alignment):
            return frameChildGuide(child, key, size, alignment)
        case .flexibleFrame(let spec):
            return frameChildGuide(child, key, size, spec.alignment)
        case .stack, .zstack, .gridRow:
            return containerGuide(node, key, size)
        case .customLayout(let algorithm):
            return algorithm.explicitAlignment(key, size: size, children: node.children, engine: self)
        default:
            return nil
        }
    }

    /// Whether an `alignmentGuide` modifier sits in `node`'s chain of guide-preserving modifiers (most
    /// chains have none, and then no guide is looked up at all).
    func reachesExplicitGuide(_ node: Node) -> Bool { node.memo.reachesExplicitGuide }

    /// Where a child of `size` goes inside a container of `containerSize` so their `alignment` guides meet.
    func alignedOrigin(of child: Node, size: CGSize, in containerSize: CGSize, alignment: Alignment) -> CGPoint {
        let d = dimensions(child, size: size)
        let container = ViewDimensions(size: containerSize)
        return CGPoint(x: container[alignment.horizontal] - d[alignment.horizontal],
                       y: container[alignment.vertical] - d[alignment.vertical])
    }

    /// A stack's explicit value of a custom guide: the mean of its children's explicit values, each moved
    /// by where the child sits in the stack, as SwiftUI combines them (`AlignmentID._combineExplicit`). The
    /// built-in guides (leading, center, trailing, top, bottom and the baselines) are not carried out of a
    /// container. This is how a custom alignment lines up views in different stacks (SwiftUI's "Aligning
    /// views across stacks").
    func containerGuide(_ node: Node, _ key: AlignmentKey, _ size: CGSize) -> CGFloat? {
        guard !key.isBuiltin else { return nil }
        let children = node.children
        let plan = containerPlan(node, ProposedViewSize(size))
        var total: CGFloat = 0
        var count = 0
        for (child, slot) in zip(children, plan.slots) where reachesExplicitGuide(child) {
            guard let value = explicitGuide(child, key, sizeThatFits(child, slot.proposal)) else { continue }
            total += (key.axis == .horizontal ? slot.origin.x : slot.origin.y) + value
            count += 1
        }
        return count == 0 ? nil : total / CGFloat(count)
    }
}
