import Foundation

/// ZStack: every child is proposed the stack's proposal and aligned by its guides; the stack is the union
/// of the aligned frames of the children with the highest layout priority. Its children are placed with
/// the stack's own size as their proposal (`placeZStack`), so a flexible child grows to a larger sibling.
extension LayoutEngine {
    /// ZStack: every child gets the whole proposal; the size is the union of the aligned frames of the
    /// children with the highest layout priority.
    func zstackPlan(_ children: [Node], _ alignment: Alignment, _ p: ProposedViewSize) -> ContainerPlan {
        guard !children.isEmpty else { return ContainerPlan(size: .zero, slots: []) }
        let sizes = children.map { sizeThatFits($0, p) }
        // Each child's leading/top edge relative to the shared alignment point.
        let origins = zip(children, sizes).map { child, size -> CGPoint in
            let d = dimensions(child, size: size)
            return CGPoint(x: -d[alignment.horizontal], y: -d[alignment.vertical])
        }
        let topPriority = children.map(\.layoutPriority).max() ?? 0
        let deciding = children.indices.filter { children[$0].layoutPriority == topPriority }
        // The union per axis; a child of infinite extent (proposed infinity) makes the stack infinite.
        func extent(_ axis: Axis) -> (low: CGFloat, size: CGFloat) {
            if deciding.contains(where: { !sizes[$0][axis].isFinite }) { return (0, .infinity) }
            let low = deciding.map { origins[$0][axis] }.min() ?? 0
            let high = deciding.map { origins[$0][axis] + sizes[$0][axis] }.max() ?? 0
            return (low, high - low)
        }
        let x = extent(.horizontal), y = extent(.vertical)
        let slots = origins.map { origin in
            ChildSlot(origin: CGPoint(x: x.size.isFinite ? origin.x - x.low : 0, y: y.size.isFinite ? origin.y - y.low : 0), proposal: p)
        }
        return ContainerPlan(size: CGSize(width: x.size, height: y.size), slots: slots)
    }

    /// Places a z-stack at `frame`: every child is proposed the stack's final size, not the stack's
    /// proposal, and aligned again at the size it chooses for it. (SwiftUI's `_ZStackLayout.placeSubviews`
    /// proposes `bounds.size`: a `Color` behind content wider than the proposal grows to the content.)
    func placeZStack(_ node: Node, frame: CGRect, proposal: ProposedViewSize, context: PlacementContext) -> PlacedNode {
        let final = ProposedViewSize(frame.size)
        let plan = containerPlan(node, final.equals(proposal) ? proposal : final)
        return placeInSlots(node, of: plan, frame: frame, context: context)
    }
}
