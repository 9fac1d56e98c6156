import Foundation

/// A stored property of a view that a runtime keeps alive between evaluations of its body, as SwiftUI's
/// `DynamicProperty`: `@State`, `@Namespace` and `@Binding` are dynamic properties.
public protocol DynamicProperty {}

/// A namespace for matched-geometry ids, as SwiftUI's `@Namespace`: `@Namespace private var hero` gives
/// each view its own `Namespace.ID`, stable for as long as the view stays in the tree.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace identifier.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let value: String
        /// A namespace with a stable name.
        public init(_ value: String) { self.value = value }
        /// The namespace's name.
        public var description: String { value }
    }

    /// Holds the identifier a runtime assigns; shared by every copy of the view.
    package final class Storage {
        package var id: ID?
    }

    /// Where the runtime puts this namespace's identifier.
    package let storage = Storage()

    /// A new namespace.
    public init() {}

    /// The namespace's identifier: stable under a runtime; outside one, unique to this view value.
    public var wrappedValue: ID {
        storage.id ?? ID("namespace-\(UInt(bitPattern: ObjectIdentifier(storage).hashValue))")
    }
}

/// Identifies one matched-geometry group: an id within a namespace.
public struct MatchedGeometryKey: Hashable, @unchecked Sendable {
    /// The id shared by the matched views.
    public let id: AnyHashable
    /// The namespace the id lives in.
    public let namespace: Namespace.ID
    /// Creates a key.
    public init(id: AnyHashable, namespace: Namespace.ID) {
        self.id = id
        self.namespace = namespace
    }
}

/// `matchedGeometryEffect(id:in:isSource:)`: views sharing a key render at the source's geometry.
public struct _MatchedGeometryEffect: ViewModifier, WrappingModifier {
    let key: MatchedGeometryKey
    let isSource: Bool
    /// Built-in modifiers have no body.
    public typealias Body = Never
    package var wrapperKind: NodeKind { .matchedGeometry(key, isSource: isSource) }
}

extension View {
    /// Shares geometry with other views of the same `id` in `namespace`: a non-source view renders at
    /// the source's frame (re-laid out at that size) while its parent still lays it out at its own size.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, isSource: Bool = true) -> ModifiedContent<Self, _MatchedGeometryEffect> {
        modifier(_MatchedGeometryEffect(key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace), isSource: isSource))
    }
}
