import Foundation

/// One placement of a node: its inputs and its result.
struct LastPlacement {
    var token: Int
    var origin: CGPoint
    var proposal: ProposedViewSize
    var safeArea: CGRect
    var bounds: CGRect
    var frame: CGRect
    var children: [PlacedNode]
}

/// The content of one node.
struct NodeFields {
    var kind: NodeKind
    var children: [Node]
    var path: ViewPath?
    var id: AnyHashable?
    var layoutPriority: Double = 0
    var zIndex: Double = 0
}

/// A node's content, which never changes, and the layout engine's memo of what it computed for it. The
/// memo fields skip dynamic exclusivity checks: nodes are not `Sendable`, one layout pass at a time reads
/// and writes them, and no access to them is held across a call.
final class NodeStorage {
    /// Sizes chosen for recent proposals, for one engine configuration.
    @exclusivity(unchecked) var sizes = SizeMemo()
    let fields: NodeFields
    let isSpacer: Bool
    let isGeometryReader: Bool

    /// Whether an explicit alignment guide can be reached from this node through guide-preserving
    /// modifiers (nil until asked).
    @exclusivity(unchecked) var reachesExplicitGuide: Bool?
    /// The container plan last made for sizing, so placement for the same proposal reuses it.
    @exclusivity(unchecked) var lastPlan: (token: Int, proposal: ProposedViewSize, plan: ContainerPlan)?
    /// Where this node was last placed and what came of it: placing it again at the same origin, with
    /// the same proposal and context, gives the same frame and children.
    @exclusivity(unchecked) var lastPlacement: LastPlacement?
    /// The node this one was made from by replacing children (and nothing else), while it lives: a grid
    /// re-plans and re-places only the children that differ from it.
    weak var predecessor: NodeStorage?
    /// Which children differ from the predecessor's (by identity), once asked.
    @exclusivity(unchecked) var childrenChangedSincePredecessor: [Int]?

    init(_ fields: NodeFields) {
        self.fields = fields
        if case .spacer = fields.kind { isSpacer = true } else { isSpacer = false }
        if case .geometryReader = fields.kind { isGeometryReader = true } else { isGeometryReader = false }
    }
}
