import Foundation

/// What a view inherits from its ancestors while it is turned into layout nodes.
package struct BuildEnvironment {
    /// The style shapes and text use when they set none of their own.
    var foreground: Paint?
    /// The font text uses.
    var font: Font = .body
    /// Where warnings about bad input go.
    package var diagnostics = LayoutDiagnostics()
    /// The structural identity of the view being built.
    package var path = ViewPath()
    /// The runtime's hooks (dynamic properties), or nil for a plain layout.
    package var hooks: (any ViewBuildHooks)?

    /// An environment with nothing inherited.
    package init() {}

    /// This environment one level deeper in the structure, at `component`.
    package func appendingPath(_ component: AnyHashable) -> BuildEnvironment {
        var next = self
        next.path.append(component)
        return next
    }
}

/// A view's structural identity: the builder positions, `ForEach` ids, `.id` values and view types on the
/// way from the root. Two builds give the same path to the same view while it keeps its place.
package struct ViewPath: Hashable, CustomStringConvertible {
    /// The components from the root down.
    package private(set) var components: [AnyHashable] = []
    /// A 64-bit hash of the components (SipHash, chained as they are appended): paths are long and are
    /// compared many times per update, so two paths are taken as equal when their lengths and digests are.
    private var digest = 0

    /// The root path.
    package init() {}

    /// Adds one level.
    package mutating func append(_ component: AnyHashable) {
        components.append(component)
        var hasher = Hasher()
        hasher.combine(digest)
        hasher.combine(component)
        digest = hasher.finalize()
    }

    /// This path one level deeper.
    package func appending(_ component: AnyHashable) -> ViewPath {
        var next = self
        next.append(component)
        return next
    }

    package static func == (lhs: ViewPath, rhs: ViewPath) -> Bool {
        lhs.digest == rhs.digest && lhs.components.count == rhs.components.count
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    package var description: String { components.map { "\($0.base)" }.joined(separator: "/") }
}

/// What a runtime plugs into node building: it connects a custom view's dynamic properties (its state
/// storage, namespaces) to the view's identity before the view's body is read.
package protocol ViewBuildHooks: AnyObject {
    /// Connects `view`'s dynamic properties to the storage for `path`.
    func prepare(_ view: Any, at path: ViewPath)
}

/// A payload a runtime attaches to a node (gestures, animations, transitions); layout passes through it.
package protocol NodeMarker {}

/// The geometric outline of a shape.
public enum ShapeKind: Hashable, Sendable {
    /// A rectangle.
    case rectangle
    /// A rectangle with rounded corners of the given radius.
    case roundedRectangle(cornerRadius: CGFloat)
    /// The largest circle centred in the frame.
    case circle
    /// A rounded rectangle whose corner radius is half its shorter side.
    case capsule
    /// An ellipse filling the frame.
    case ellipse
}

/// How a resizable image fits a proposal.
public enum ContentMode: Sendable, Hashable {
    /// The whole content is visible.
    case fit
    /// The content covers the whole frame.
    case fill
}

/// The layout algorithm and drawing of one node of the layout tree. Indirect, so a kind is one reference
/// and switching on it copies a word rather than the largest payload.
package indirect enum NodeKind {
    case shape(ShapeKind, fill: Paint?, stroke: StrokeSpec?)
    case text(String, font: Font, paint: Paint)
    case image(name: String, resizable: Bool, systemSize: CGFloat?)
    case spacer(minLength: CGFloat?)
    case fixedFrame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexibleFrame(FlexibleFrameSpec)
    case padding(EdgeInsets)
    case offset(CGSize)
    case overlay(Alignment)
    case background(Alignment)
    case zstack(Alignment)
    case stack(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?)
    case grid(columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?)
    case alignmentGuide(AlignmentKey, (ViewDimensions) -> CGFloat)
    case aspectRatio(CGFloat?, ContentMode)
    case opacity(Double)
    case hidden
    case matchedGeometry(MatchedGeometryKey, isSource: Bool, shape: MatchedGeometryShape)
    case geometryReader((GeometryProxy) -> [Node])
    case safeAreaInset(edge: Edge, spacing: CGFloat)
    case ignoresSafeArea(Edge.Set)
    case styleBackground(Paint, edges: Edge.Set)
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
    case clip(ShapeKind)
    /// A runtime's payload: takes its only child's size and place, draws its child.
    case marker(any NodeMarker)
}

/// A stroke along a shape's outline.
package struct StrokeSpec {
    package var paint: Paint
    package var lineWidth: CGFloat
    /// `true` draws inside the frame (`strokeBorder`), `false` centres the line on the outline (`stroke`).
    package var inset: Bool
}

/// Per-axis limits of `frame(minWidth:idealWidth:maxWidth:...)`, kept by reference: it is large and
/// layout reads it on every visit.
package final class FlexibleFrameSpec {
    let minWidth, idealWidth, maxWidth: CGFloat?
    let minHeight, idealHeight, maxHeight: CGFloat?
    let alignment: Alignment

    init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
         minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// One node of the layout tree built from a view: an algorithm, its children, and the traits parents read.
///
/// A node is a value with copy-on-write storage: copying one is a single reference, and the storage is
/// the node's identity for the layout engine's size memo. Changing any field of a shared node gives it
/// fresh storage, so a memo can never outlive the content it was computed from.
package struct Node {
    private var storage: NodeStorage

    package init(_ kind: NodeKind, children: [Node] = []) {
        storage = NodeStorage(NodeFields(kind: kind, children: children))
    }

    /// The layout algorithm and drawing.
    package var kind: NodeKind {
        _read { yield storage.fields.kind }
        set { change { $0.kind = newValue } }
    }
    /// The child nodes, in declaration order.
    package var children: [Node] {
        _read { yield storage.fields.children }
        set {
            let previous = storage
            change { $0.children = newValue }
            storage.predecessor = previous
        }
    }
    /// The structural identity of the view that made this node.
    package var path: ViewPath? {
        get { storage.fields.path }
        set { change { $0.path = newValue } }
    }
    /// Set by `.id(...)`: how tests and users find this view's frame.
    package var id: AnyHashable? {
        get { storage.fields.id }
        set { change { $0.id = newValue } }
    }
    /// Set by `.layoutPriority(_:)`.
    package var layoutPriority: Double {
        get { storage.fields.layoutPriority }
        set { change { $0.layoutPriority = newValue } }
    }
    /// Set by `.zIndex(_:)`: draw order among siblings.
    package var zIndex: Double {
        get { storage.fields.zIndex }
        set { change { $0.zIndex = newValue } }
    }

    var isSpacer: Bool { storage.isSpacer }
    /// Whether this is a `GeometryReader`, whose children are made while it is placed.
    var isGeometryReader: Bool { storage.isGeometryReader }

    /// The engine's memo of this node's sizes, shared by every copy of this node.
    var memo: NodeStorage { storage }

    /// Whether `other` is this very node (the same storage), not merely an equal one.
    package func isIdentical(to other: Node) -> Bool { storage === other.storage }

    /// Replaces the storage with a changed copy: built nodes never change, so a memo stays true.
    private mutating func change(_ edit: (inout NodeFields) -> Void) {
        var fields = storage.fields
        edit(&fields)
        storage = NodeStorage(fields)
    }
}

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

/// A node's content, which never changes, and the layout engine's memo of what it computed for it.
final class NodeStorage {
    let fields: NodeFields
    let isSpacer: Bool
    let isGeometryReader: Bool

    /// Sizes chosen for recent proposals, for one engine configuration.
    @exclusivity(unchecked) var sizes = SizeMemo()
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

/// The last few (proposal, size) pairs one node chose, for one engine configuration. A container asks a
/// child its size for a handful of proposals (its minimum, maximum and share), and placement asks again;
/// four entries cover every container here. Proposals are compared by their bits (`nil` has its own), so
/// a lookup is a few integer compares.
struct SizeMemo {
    private var token = 0
    private var count = 0
    private var next = 0
    private var w0: UInt64 = 0, h0: UInt64 = 0, w1: UInt64 = 0, h1: UInt64 = 0
    private var w2: UInt64 = 0, h2: UInt64 = 0, w3: UInt64 = 0, h3: UInt64 = 0
    private var s0 = CGSize.zero, s1 = CGSize.zero, s2 = CGSize.zero, s3 = CGSize.zero

    /// A proposed dimension's bits; `nil` is a NaN payload no arithmetic produces.
    @inline(__always) private static func bits(_ value: CGFloat?) -> UInt64 {
        guard let value else { return 0x7FF4_0000_0000_0001 }
        return value.native.bitPattern
    }

    /// The size remembered for `proposal` under `token`, if any. Mutating only so that a memo held by a
    /// class is read in place rather than copied out.
    mutating func size(for proposal: ProposedViewSize, token: Int) -> CGSize? {
        guard token == self.token else { return nil }
        let w = Self.bits(proposal.width), h = Self.bits(proposal.height)
        if count > 0, w0 == w, h0 == h { return s0 }
        if count > 1, w1 == w, h1 == h { return s1 }
        if count > 2, w2 == w, h2 == h { return s2 }
        if count > 3, w3 == w, h3 == h { return s3 }
        return nil
    }

    /// Remembers `size` for `proposal` under `token`, replacing the oldest entry when full.
    mutating func remember(_ size: CGSize, for proposal: ProposedViewSize, token: Int) {
        if token != self.token {
            self.token = token
            count = 0
            next = 0
        }
        let w = Self.bits(proposal.width), h = Self.bits(proposal.height)
        switch next {
        case 0: (w0, h0, s0) = (w, h, size)
        case 1: (w1, h1, s1) = (w, h, size)
        case 2: (w2, h2, s2) = (w, h, size)
        default: (w3, h3, s3) = (w, h, size)
        }
        next = (next + 1) & 3
        count = min(4, count + 1)
    }
}
