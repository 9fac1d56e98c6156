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
package struct MatchedGeometryKey: Hashable, @unchecked Sendable {
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

/// Which parts of a matched view's geometry come from its group, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position of the view's anchor point.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How a view takes its geometry from its group: which properties, and the anchor point that positions it.
///
/// SwiftUI's rule (Apple's documentation of `matchedGeometryEffect`: `anchor` is "the relative location in
/// the view used to produce its shared position value"; OpenSwiftUI's `MatchedGeometryEffect.swift`,
/// `SharedFrame` and `MatchedFrame`, for how the value is used): the source shares its size and the point
/// at *its own* anchor. A view that takes `.size` is given the source's size; one that takes `.position`
/// puts the point at *its own* anchor (of that size) on the shared point. Without `.position` the view's
/// top-leading corner stays where it was laid out: the anchor only positions.
package struct MatchedGeometryShape: Hashable, Sendable {
    /// The properties taken from the group.
    package var properties: MatchedGeometryProperties
    /// The point of the view that it shares as a source, and that it puts on the shared point as a follower.
    package var anchor: UnitPoint
    /// How the view is drawn while its frame animates: laid out again, or zoomed.
    package var motion: MatchedGeometryMotion = .layout

    /// The whole frame, anchored at the centre.
    package static let frame = MatchedGeometryShape(properties: .frame, anchor: .center)

    /// The geometry a view drawn at `frame` shares as its group's source.
    package func shared(by frame: CGRect) -> MatchedGeometrySource { MatchedGeometrySource(frame: frame, anchor: anchor) }

    /// The rectangle of a view laid out at `own` that takes its geometry from `source`: the source's size
    /// (with `.size`, else its own), its own anchor point on the source's shared point (with `.position`,
    /// else its own origin kept).
    package func rect(own: CGRect, source: MatchedGeometrySource) -> CGRect {
        let size = properties.contains(.size) ? source.frame.size : own.size
        guard properties.contains(.position) else { return CGRect(origin: own.origin, size: size) }
        // Exact when the same point of the same size is matched (the whole frame, say): no rounding through the anchor.
        if anchor == source.anchor && size == source.frame.size { return CGRect(origin: source.frame.origin, size: size) }
        let point = source.point
        return CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
    }
}

/// What a matched-geometry group's source shares with the other views of its group: its frame and the
/// anchor it was given, whose point (in window coordinates) is the group's shared position.
package struct MatchedGeometrySource: Hashable, Sendable {
    /// Where the source is drawn.
    package var frame: CGRect
    /// The source's own anchor.
    package var anchor: UnitPoint

    /// A source drawn at `frame` that shares the point at `anchor`.
    package init(frame: CGRect, anchor: UnitPoint) {
        self.frame = frame
        self.anchor = anchor
    }

    /// The shared position: the point at the source's anchor.
    package var point: CGPoint {
        CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    }
}

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: views sharing a key render at the
/// source's geometry.
public struct _MatchedGeometryEffect: ViewModifier, WrappingModifier {
    let key: MatchedGeometryKey
    let isSource: Bool
    let shape: MatchedGeometryShape
    /// Built-in modifiers have no body.
    public typealias Body = Never
    package var wrapperKind: NodeKind { .matchedGeometry(key, isSource: isSource, shape: shape) }

    /// Puts the view in group `key`, as a source or not, taking its geometry as `shape` says.
    package init(key: MatchedGeometryKey, isSource: Bool, shape: MatchedGeometryShape) {
        self.key = key
        self.isSource = isSource
        self.shape = shape
    }
}

extension View {
    /// Shares geometry with other views of the same `id` in `namespace`: a non-source view renders at the
    /// source's `properties` (re-laid out at that size) while its parent still lays it out at its own;
    /// `anchor` is the point that positions it.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> ModifiedContent<Self, _MatchedGeometryEffect> {
        modifier(_MatchedGeometryEffect(key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace), isSource: isSource,
                                        shape: MatchedGeometryShape(properties: properties, anchor: anchor)))
    }
}
