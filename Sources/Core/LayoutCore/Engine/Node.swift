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

    /// What views built in this environment inherit from their parents: the foreground and the font.
    package var inherited: InheritedValues { InheritedValues(foreground: foreground, font: font) }

    /// This environment one level deeper in the structure, at `component`.
    package func appendingPath(_ component: AnyHashable) -> BuildEnvironment {
        var next = self
        next.path.append(component)
        return next
    }
}

/// What a view inherits from its parents' environment and draws with (no references to the runtime, so a
/// runtime can keep it).
package struct InheritedValues: Equatable {
    var foreground: Paint?
    var font: Font
}

/// The names of view types without their generic arguments, worked out once per type: the runtime's
/// reflection is slow, and traces name the same types every frame.
final class ViewTypeNames: @unchecked Sendable {
    static let shared = ViewTypeNames()
    private let lock = NSLock()
    private var names: [ObjectIdentifier: String] = [:]

    func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let name = names[key] { return name }
        let full = String(describing: type)
        let name = full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
        names[key] = name
        return name
    }
}

/// A view's type as a component of a `ViewPath`: equal for the same type, and described by the type's
/// name without its generic arguments (`ModifiedContent`, `CardView`), the same in every run.
package struct ViewTypeComponent: Hashable, CustomStringConvertible {
    /// The type.
    let type: Any.Type

    package init(_ type: Any.Type) { self.type = type }

    package static func == (lhs: ViewTypeComponent, rhs: ViewTypeComponent) -> Bool { lhs.type == rhs.type }

    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }

    package var description: String { ViewTypeNames.shared.name(of: type) }

    /// Whether the type is a view the user wrote (a custom `View` with a body of its own), not one of the
    /// library's primitives or built-in views.
    package var isUserView: Bool { !(type is any PrimitiveView.Type) && !(type is any BuiltInView.Type) }
}


/// What a runtime plugs into node building: it connects a custom view's dynamic properties (its state
/// storage, namespaces) to the view's identity before the view's body is read.
package protocol ViewBuildHooks: AnyObject {
    /// Connects `view`'s dynamic properties to the storage for `path`.
    func prepare(_ view: Any, at path: ViewPath)
    /// The nodes an equatable custom `view` built at `path` in the last build, when they still hold: the
    /// view equals the one that built them, `environment` passes down the same values, and no state at or
    /// under `path` changed since. Nil means the body must be read again.
    func reusableNodes<V: View & Equatable>(at path: ViewPath, for view: V, in environment: BuildEnvironment) -> [Node]?
    /// An equatable custom view's body is about to be read at `path`.
    func willBuild(at path: ViewPath)
    /// The nodes an equatable custom `view` at `path` built from its body, to keep for the next build.
    func didBuild<V: View & Equatable>(_ nodes: [Node], at path: ViewPath, for view: V, in environment: BuildEnvironment)
    /// The node the last build made for `key`, if it made one.
    func lastDerivedNode(for key: DerivedNodeKey) -> DerivedNode?
    /// Keeps `derived`, made by this build for `key`, for the next build.
    func keepDerivedNode(_ derived: DerivedNode, for key: DerivedNodeKey)
}

extension ViewBuildHooks {
    /// Reuses nothing.
    package func reusableNodes<V: View & Equatable>(at path: ViewPath, for view: V, in environment: BuildEnvironment) -> [Node]? { nil }
    /// Does nothing.
    package func willBuild(at path: ViewPath) {}
    /// Keeps nothing.
    package func didBuild<V: View & Equatable>(_ nodes: [Node], at path: ViewPath, for view: V, in environment: BuildEnvironment) {}
    /// Finds nothing.
    package func lastDerivedNode(for key: DerivedNodeKey) -> DerivedNode? { nil }
    /// Keeps nothing.
    package func keepDerivedNode(_ derived: DerivedNode, for key: DerivedNodeKey) {}
}

/// A payload a runtime attaches to a node (gestures, animations, transitions); layout passes through it.
package protocol NodeMarker {
    /// Hands this marker's actions to `kept`, the marker the last build put at the same place, when the
    /// two differ in nothing else, and returns whether it did: the kept node then stays in the tree (with
    /// its layout) and runs the new actions, as a SwiftUI gesture runs the closure of the latest body.
    func handOver(to kept: any NodeMarker) -> Bool
}

extension NodeMarker {
    /// Hands nothing over: a new node carries the marker.
    package func handOver(to kept: any NodeMarker) -> Bool { false }
}

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

/// Per-axis limits of `frame(minWidth:idealWidth:maxWidth:...)`, stored in the kind's box like every other
/// payload.
package struct FlexibleFrameSpec {
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
/// the node's identity for the layout engine's size memo. Changing the kind or children gives the node
/// fresh storage, so a memo can never outlive the content it was computed from; changing a trait (path,
/// id, priority, z-index), which no memo depends on, edits the storage in place while this node is its
/// only owner.
package struct Node {
    private var storage: NodeStorage

    package init(_ kind: NodeKind, children: [Node] = []) {
        storage = NodeStorage(NodeFields(kind: kind, children: children))
    }

    private init(storage: NodeStorage) { self.storage = storage }

    /// The layout algorithm and drawing.
    package var kind: NodeKind {
        _read { yield storage.kind }
        set { change { $0.kind = newValue } }
    }
    /// The child nodes, in declaration order.
    package var children: [Node] {
        _read { yield storage.children }
        set {
            let previous = storage
            change { $0.children = newValue }
            storage.containerMemo?.predecessor = previous
        }
    }
    /// The structural identity of the view that made this node.
    package var path: ViewPath? {
        get { storage.path }
        set {
            if isKnownUniquelyReferenced(&storage) { storage.path = newValue } else { change { $0.path = newValue } }
        }
    }
    /// Set by `.id(...)`: how tests and users find this view's frame.
    package var id: AnyHashable? {
        get { storage.id }
        set {
            if isKnownUniquelyReferenced(&storage) { storage.id = newValue } else { change { $0.id = newValue } }
        }
    }
    /// Set by `.layoutPriority(_:)`.
    package var layoutPriority: Double {
        get { storage.layoutPriority }
        set {
            if isKnownUniquelyReferenced(&storage) { storage.layoutPriority = newValue } else { change { $0.layoutPriority = newValue } }
        }
    }
    /// Set by `.zIndex(_:)`: draw order among siblings.
    package var zIndex: Double {
        get { storage.zIndex }
        set {
            if isKnownUniquelyReferenced(&storage) { storage.zIndex = newValue } else { change { $0.zIndex = newValue } }
        }
    }

    /// The first child (a modifier's only one), found without reading the children's array.
    var firstChild: Node? { storage.firstChild.map { Node(storage: $0.takeUnretainedValue()) } }

    /// Calls `body` with the first child, lent by this node without reference counting; nil when there is
    /// no child.
    @inline(__always) func withFirstChild<R>(_ body: (Node) -> R) -> R? {
        guard let child = storage.firstChild else { return nil }
        return child._withUnsafeGuaranteedRef { body(Node(storage: $0)) }
    }
    /// The number of children, known without reading the children.
    var childCount: Int { Int(storage.childCount) }
    var isSpacer: Bool { storage.isSpacer }
    /// Whether this is a `GeometryReader`, whose children are made while it is placed.
    var isGeometryReader: Bool { storage.isGeometryReader }
    /// Whether this is a lazy grid.
    var isGrid: Bool { storage.isGrid }

    /// The engine's memo of this node's sizes, shared by every copy of this node.
    var memo: NodeStorage { _read { yield storage } }

    /// Whether `other` is this very node (the same storage), not merely an equal one.
    package func isIdentical(to other: Node) -> Bool { storage === other.storage }

    /// Whether the runtime keeps this node for later builds (an equatable view's node, or one a modifier
    /// made from such a node).
    var isKeptForReuse: Bool { storage.isKeptForReuse }

    /// Notes that the runtime keeps this very node for later builds (the node stays the same value).
    func markKeptForReuse() { storage.isKeptForReuse = true }

    /// Whether this node's children are the very nodes `others`, in order.
    func hasChildren(identicalTo others: [Node]) -> Bool {
        let children = storage.children
        guard children.count == others.count else { return false }
        for index in children.indices where !children[index].isIdentical(to: others[index]) { return false }
        return true
    }

    /// Replaces the storage with a changed copy, which starts with an empty memo.
    private mutating func change(_ edit: (inout NodeFields) -> Void) {
        var fields = storage.fields
        edit(&fields)
        storage = NodeStorage(fields)
    }
}
