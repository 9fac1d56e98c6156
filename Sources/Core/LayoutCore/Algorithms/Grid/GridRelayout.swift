import Foundation

/// A grid made from another by replacing some of its children (`node.children[i] = ...`) is laid out from
/// that other grid's plan and placement while the other still lives: only the children that differ are
/// measured and placed. When each of them has the size the child it replaced had for its slot, the
/// grid's plan, size and every other cell are the same, so re-laying out one changed card of 10,000 costs
/// one card and a scan of the children for the ones that differ.
extension LayoutEngine {
    /// The indices of `node`'s children that are not the very children of `previous`, or nil when the
    /// counts differ (remembered on the node).
    func childrenChanged(in node: Node, since previous: NodeStorage) -> [Int]? {
        guard let memo = node.memo.containerMemo else { return nil }
        if let known = memo.childrenChangedSincePredecessor { return known }
        let now = node.children, before = previous.children
        guard now.count == before.count else { return nil }
        var changed: [Int] = []
        for index in now.indices where !now[index].isIdentical(to: before[index]) { changed.append(index) }
        memo.childrenChangedSincePredecessor = changed
        return changed
    }

    /// The grid's plan for `p` taken from its predecessor, when at most a quarter of the children changed,
    /// and every changed child chose the size the child it replaced chose for the same slot and neither sets
    /// an alignment guide; otherwise nil.
    func gridPlanFromPredecessor(_ node: Node, _ p: ProposedViewSize) -> ContainerPlan? {
        guard node.isGrid, let previous = node.memo.containerMemo?.predecessor,
              let last = previous.containerMemo?.plan(for: p, token: memoToken),
              let changed = childrenChanged(in: node, since: previous),
              changed.count <= node.childCount / 4 else { return nil }
        // (When most children changed, laying the grid out afresh, cells placed ahead, costs less.)
        let now = node.children, before = previous.children
        for index in changed {
            let proposal = last.slots[index].proposal
            guard !reachesExplicitGuide(now[index]), !reachesExplicitGuide(before[index]),
                  sizeThatFits(now[index], proposal) == sizeThatFits(before[index], proposal) else { return nil }
        }
        return last
    }

    /// The grid placed from its predecessor's placement, when it keeps its predecessor's plan and is placed
    /// the same way: the predecessor's placed children, with the changed ones placed anew. The predecessor
    /// hands its placement over (so the children are replaced in place, not copied).
    func gridPlacementFromPredecessor(_ node: Node, at origin: CGPoint, proposal: ProposedViewSize,
                                      context: PlacementContext) -> PlacedNode? {
        guard node.isGrid, let memo = node.memo.containerMemo, let predecessor = memo.predecessor,
              let plan = memo.plan(for: proposal, token: memoToken), let previous = predecessor.containerMemo,
              let previousPlan = previous.lastPlan(token: memoToken), plan.slots.sharesStorage(with: previousPlan.plan.slots),
              let frame = previous.placement(at: origin, proposal: proposal, context: context, token: memoToken)?.frame,
              let changed = childrenChanged(in: node, since: predecessor) else { return nil }
        // Take the placed children out of the predecessor, so this is their only owner and replacing a
        // few of them changes the array in place.
        var children = previous.takePlacedChildren()
        let nodes = node.children
        for index in changed {
            let slot = plan.slots[index]
            children[index] = placeCell(nodes[index], slot: slot, gridOrigin: frame.origin, context: context)
        }
        memo.rememberPlacement(at: origin, proposal: proposal, context: context, token: memoToken, frame: frame, children: children)
        return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: children)
    }
}
