import Foundation

/// A namespace for matched-geometry ids, as SwiftUI's `Namespace.ID`.
public struct Namespace: Sendable {
    /// A namespace identifier.
    public struct ID: Hashable, Sendable {
        let value: String
        /// A namespace with a stable name.
        public init(_ value: String) { self.value = value }
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
    var wrapperKind: NodeKind { .matchedGeometry(key, isSource: isSource) }
}

extension View {
    /// Shares geometry with other views of the same `id` in `namespace`: a non-source view renders at
    /// the source's frame (re-laid out at that size) while its parent still lays it out at its own size.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, isSource: Bool = true) -> ModifiedContent<Self, _MatchedGeometryEffect> {
        modifier(_MatchedGeometryEffect(key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace), isSource: isSource))
    }
}
