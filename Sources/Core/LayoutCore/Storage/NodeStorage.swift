import Foundation

/// The content of one node, as it is made and edited.
struct NodeFields {
    var kind: NodeKind
    var children: [Node]
    var path: ViewPath?
    var id: AnyHashable?
    var layoutPriority: Double = 0
    var zIndex: Double = 0
}

/// A node's content and the layout engine's memo of what it computed for it. The content a layout reads
/// (kind, children, container memo, flags) and the size memo come first, so a visit touches the start of the object; the
/// traits layout rarely reads follow. Kind and children never change; the traits change in place only
/// while the storage has a single owner (see `Node`), since no memo depends on them. The memo fields skip
/// dynamic exclusivity checks: nodes are not `Sendable`, one layout pass at a time reads and writes them,
/// and no access to them is held across a call.
final class NodeStorage {
    let kind: NodeKind
    let children: [Node]
    /// The first child's storage, kept beside the kind so that a modifier reaches its child without reading
    /// the children's array (which keeps it alive for as long as this storage lives); unmanaged, so reaching
    /// it costs no reference counting.
    let firstChild: Unmanaged<NodeStorage>?
    /// Plans and placements, for nodes that have several children or lay children out as a container.
    let containerMemo: ContainerMemo?
    /// The number of children, kept beside the kind so that placing a node does not read its children's
    /// array to learn it.
    let childCount: Int32
    let isSpacer: Bool
    let isGeometryReader: Bool
    /// Whether this is a lazy grid, the one container that re-plans from its predecessor.
    let isGrid: Bool
    /// Whether an explicit alignment guide can be reached from this node through guide-preserving
    /// modifiers: most chains have none, and then no guide is looked up at all.
    let reachesExplicitGuide: Bool
    /// Whether placing this subtree elsewhere only moves its frames: nothing in it reads where it is (the
    /// safe area, the host's bounds or its global frame).
    let placesByTranslation: Bool
    /// Whether a scroll view or a lazy stack is in this subtree (the runtime looks for them after a layout).
    let containsScrolling: Bool
    /// Whether either end of a zoom transition is in this subtree (the presenter looks for them).
    let containsZoom: Bool
    /// Whether a view an anchor measures is in this subtree (a layer reads where it was placed).
    let containsAnchorSource: Bool
    /// Sizes chosen for recent proposals, for one engine configuration.
    @exclusivity(unchecked) var sizes = SizeMemo()
    var path: ViewPath?
    var id: AnyHashable?
    var layoutPriority: Double
    var zIndex: Double
    /// Whether the runtime keeps this node for later builds: a node an equatable view built, or one a
    /// modifier made from such a node. Only from such a node can a later build make the same node again.
    @exclusivity(unchecked) var isKeptForReuse = false

    init(_ fields: NodeFields) {
        kind = fields.kind
        children = fields.children
        firstChild = fields.children.first.map { Unmanaged.passUnretained($0.memo) }
        childCount = Int32(truncatingIfNeeded: fields.children.count)
        path = fields.path
        id = fields.id
        layoutPriority = fields.layoutPriority
        zIndex = fields.zIndex
        if case .spacer = fields.kind { isSpacer = true } else { isSpacer = false }
        if case .geometryReader = fields.kind { isGeometryReader = true } else { isGeometryReader = false }
        if case .grid = fields.kind { isGrid = true } else { isGrid = false }
        reachesExplicitGuide = NodeStorage.reachesExplicitGuide(fields.kind, fields.children)
        switch fields.kind {
        case .scroll, .lazyStack, .grid(_, _, _, _?), .lazyHGrid(_, _, _?): containsScrolling = true
        default: containsScrolling = fields.children.contains { $0.memo.containsScrolling }
        }
        if case .matchedGeometry(_, _, let shape) = fields.kind, shape.motion.isZoom {
            containsZoom = true
        } else {
            containsZoom = fields.children.contains { $0.memo.containsZoom }
        }
        if case .marker(let marker) = fields.kind, marker is AnchorSourceMarker {
            containsAnchorSource = true
        } else {
            containsAnchorSource = fields.children.contains { $0.memo.containsAnchorSource }
        }
        switch fields.kind {
        case .geometryReader, .ignoresSafeArea, .safeAreaInset: placesByTranslation = false
        default: placesByTranslation = fields.children.allSatisfy { $0.memo.placesByTranslation }
        }
        switch fields.kind {
        case .zstack, .stack, .grid, .lazyHGrid, .cellGrid, .gridRow, .lazyStack: containerMemo = ContainerMemo()
        default: containerMemo = fields.children.count > 1 ? ContainerMemo() : nil
        }
    }

    /// The content, to edit into a new storage.
    var fields: NodeFields {
        NodeFields(kind: kind, children: children, path: path, id: id, layoutPriority: layoutPriority, zIndex: zIndex)
    }

    /// Whether an `alignmentGuide` modifier sits in the chain of guide-preserving modifiers that starts
    /// with a node of `kind` and `children`.
    private static func reachesExplicitGuide(_ kind: NodeKind, _ children: [Node]) -> Bool {
        guard let child = children.first else { return false }
        switch kind {
        case .alignmentGuide:
            return true
        case .offset, .opacity, .hidden, .matchedGeometry, .overlay, .background, .styleBackground, .shadow, .clip, .effect,
             .ignoresSafeArea, .marker, .padding, .fixedFrame, .flexibleFrame, .fixedSize, .gridCell:
            return child.memo.reachesExplicitGuide
        case .stack, .zstack, .gridRow:
            return children.contains { $0.memo.reachesExplicitGuide }
        default:
            return false
        }
    }
}
