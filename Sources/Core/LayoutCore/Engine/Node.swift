import Foundation

/// The layout tree's node, by its short name inside the package.
package typealias Node = _LayoutNode

/// One node of the layout tree built from a view: an algorithm, its children, and the traits parents read.
///
/// A node is a value with copy-on-write storage: copying one is a single reference, and the storage is
/// the node's identity for the layout engine's size memo. Changing the kind or children gives the node
/// fresh storage, so a memo can never outlive the content it was computed from; changing a trait (path,
/// id, priority, z-index), which no memo depends on, edits the storage in place while this node is its
/// only owner. HeroSim's own views make nodes (`View._makeNodes`); nothing of one is public but its name.
public struct _LayoutNode {
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
    /// Whether a scroll view or a lazy stack is in this subtree.
    package var containsScrolling: Bool { storage.containsScrolling }
    /// Whether either end of a zoom transition is in this subtree.
    package var containsZoom: Bool { storage.containsZoom }

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
