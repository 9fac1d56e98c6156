import Foundation

/// What the layout engine remembers about a node with several children besides its sizes: its last plan
/// and placement, and the node it was made from. Kept apart from `NodeStorage`, so the storage every node
/// has stays small. The remembered inputs are plain fields compared in place (a token of 0 means none),
/// so a check copies nothing. Not `Sendable`: one layout pass at a time reads and writes it, and no
/// access to it is held across a call.
final class ContainerMemo {
    @exclusivity(unchecked) private var planToken = 0
    @exclusivity(unchecked) private var planProposal = ProposedViewSize.zero
    @exclusivity(unchecked) private var plan = ContainerPlan(size: .zero, slots: [])
    /// A grid's cells, placed while the plan was made (see `LayoutEngine.gridPlan`).
    @exclusivity(unchecked) private var placedAhead: [PlacedNode] = []

    @exclusivity(unchecked) private var placementToken = 0
    @exclusivity(unchecked) private var placedOrigin = CGPoint.zero
    @exclusivity(unchecked) private var placedProposal = ProposedViewSize.zero
    @exclusivity(unchecked) private var placedSafeArea = CGRect.zero
    @exclusivity(unchecked) private var placedBounds = CGRect.zero
    @exclusivity(unchecked) private var placedScrollViewport: ScrollVisibleRegion?
    @exclusivity(unchecked) private var placedReferences: PlacementReferences?
    @exclusivity(unchecked) private var placedFrame = CGRect.zero
    @exclusivity(unchecked) private var placedChildren: [PlacedNode] = []

    /// The node this one was made from by replacing children (and nothing else), while it lives: a grid
    /// re-plans and re-places only the children that differ from it.
    weak var predecessor: NodeStorage?
    /// Which children differ from the predecessor's (by identity), once asked.
    @exclusivity(unchecked) var childrenChangedSincePredecessor: [Int]?

    /// The container plan last made for proposal `p` under `token`, if the last plan was for them.
    func plan(for p: ProposedViewSize, token: Int) -> ContainerPlan? {
        planToken == token && planProposal.equals(p) ? plan : nil
    }

    /// The last plan made under `token`, whatever its proposal, with that proposal.
    func lastPlan(token: Int) -> (proposal: ProposedViewSize, plan: ContainerPlan)? {
        planToken == token ? (planProposal, plan) : nil
    }

    /// Remembers `plan` as the plan for `p` under `token` (forgetting cells placed ahead for another).
    func remember(_ plan: ContainerPlan, for p: ProposedViewSize, token: Int) {
        planToken = token
        planProposal = p
        self.plan = plan
        placedAhead = []
    }

    /// Remembers a grid's cells placed ahead for the plan just remembered, at the grid's origin (0, 0).
    func rememberPlacedAhead(_ cells: [PlacedNode]) { placedAhead = cells }

    /// Hands over the cells placed ahead for `plan`, if there are some, leaving none.
    func takePlacedAhead(for plan: ContainerPlan) -> [PlacedNode]? {
        guard !placedAhead.isEmpty, plan.slots.sharesStorage(with: self.plan.slots) else { return nil }
        var cells: [PlacedNode] = []
        swap(&cells, &placedAhead)
        return cells
    }

    /// The frame and placed children of the last placement, if it was made under `token` at `origin` for
    /// `proposal` in `context`: placing the node again with the same inputs gives the same result.
    func placement(at origin: CGPoint, proposal: ProposedViewSize, context: PlacementContext,
                   token: Int) -> (frame: CGRect, children: [PlacedNode])? {
        guard placementToken == token, placedOrigin.x == origin.x, placedOrigin.y == origin.y,
              placedProposal.equals(proposal), placedSafeArea.equals(context.safeArea),
              placedBounds.equals(context.bounds), placedScrollViewport == context.scrollViewport,
              placedReferences == context.references else { return nil }
        return (placedFrame, placedChildren)
    }

    /// Whether a placement is remembered (none after `takePlacedChildren()`).
    var hasPlacement: Bool { placementToken != 0 }

    /// Remembers a placement: its inputs and its result.
    func rememberPlacement(at origin: CGPoint, proposal: ProposedViewSize, context: PlacementContext, token: Int,
                           frame: CGRect, children: [PlacedNode]) {
        placementToken = token
        placedOrigin = origin
        placedProposal = proposal
        placedSafeArea = context.safeArea
        placedBounds = context.bounds
        placedScrollViewport = context.scrollViewport
        placedReferences = context.references
        placedFrame = frame
        placedChildren = children
    }

    /// Forgets the last placement and hands over its children, so their new owner can change the array in
    /// place.
    func takePlacedChildren() -> [PlacedNode] {
        placementToken = 0
        let children = placedChildren
        placedChildren = []
        return children
    }
}

extension ProposedViewSize {
    /// Whether the two proposals are equal, compared field by field without calling out.
    @inline(__always) func equals(_ other: ProposedViewSize) -> Bool {
        width == other.width && height == other.height
    }
}

extension CGRect {
    /// Whether the two rectangles have equal origins and sizes, compared field by field without calling out.
    @inline(__always) func equals(_ other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width && size.height == other.size.height
    }
}
