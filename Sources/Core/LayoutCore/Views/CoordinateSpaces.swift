import Foundation

/// A coordinate space to read frames in, as iOS 17's `CoordinateSpaceProtocol`: `.global`, `.local`,
/// `.scrollView` and `.named(_:)`.
public protocol CoordinateSpaceProtocol {
    /// The space as a `CoordinateSpace`.
    var coordinateSpace: CoordinateSpace { get }
}

/// A coordinate space given a name with `.coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    let name: AnyHashable
    /// The named space.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The window's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The global space.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The local space.
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    /// The space itself.
    public var coordinateSpace: CoordinateSpace { self }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space an ancestor named `name` with `.coordinateSpace(.named(name))`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's coordinates.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinates.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension GeometryProxy {
    /// The reader's frame in `space`.
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }
}

extension View {
    /// Names this view's coordinate space, so views inside read frames relative to it
    /// (`proxy.frame(in: .named(name))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }

    /// Names this view's coordinate space (the iOS 13 spelling).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}

/// `coordinateSpace(_:)`: a marker node whose placed frame names a space for the views inside.
public struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    let name: AnyHashable
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        content(environment).map { Node(.marker(NamedSpaceMarker(name: name)), children: [$0]) }
    }
}

/// Names the coordinate space of the view it wraps.
struct NamedSpaceMarker: NodeMarker {
    let name: AnyHashable
}

/// The window frames of the named coordinate spaces around a view.
package struct NamedSpaces: Equatable, @unchecked Sendable {
    // `@unchecked`: names are immutable hashable values.
    var frames: [AnyHashable: CGRect] = [:]
}
