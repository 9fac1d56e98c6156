import Foundation

/// A point or rectangle of a view, to be read in another view's coordinates, as SwiftUI's `Anchor`: made by
/// `.anchorPreference(key:value:transform:)`, read with `proxy[anchor]` in a `GeometryReader` of the
/// `.overlayPreferenceValue` or `.backgroundPreferenceValue` that receives it.
public struct Anchor<Value>: Hashable, @unchecked Sendable {   // `@unchecked`: its view path's links are immutable
    let source: AnchorSourceID
    let shape: AnchorShape

    /// Which point or rectangle of a view an anchor stands for.
    public struct Source: Sendable {
        let shape: AnchorShape
    }

    /// The anchor's value in a view whose frame in the window is `frame`, for an anchored view at `anchored`.
    func value(anchoredAt anchored: CGRect, in frame: CGRect) -> Value {
        let local = anchored.offsetBy(dx: -frame.minX, dy: -frame.minY)
        switch shape {
        case .bounds: return local as! Value
        case .rect(let rect): return rect.offsetBy(dx: local.minX, dy: local.minY) as! Value
        case .unitPoint(let point):
            return CGPoint(x: local.minX + point.x * local.width, y: local.minY + point.y * local.height) as! Value
        case .point(let point): return CGPoint(x: local.minX + point.x, y: local.minY + point.y) as! Value
        }
    }
}

/// What an anchor measures, in the anchored view's own coordinates.
enum AnchorShape: Hashable, Sendable {
    case bounds
    case rect(CGRect)
    case unitPoint(UnitPoint)
    case point(CGPoint)
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init(shape: .bounds) }
    /// A rectangle in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { .init(shape: .rect(rect)) }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { .init(shape: .point(point)) }
    /// A point at a fraction of the view's size.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source { .init(shape: .unitPoint(point)) }
    /// The top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

/// Which view an anchor measures: the modified view's path and its place among the modifier's nodes.
struct AnchorSourceID: Hashable {
    let path: ViewPath
    let index: Int
}

/// Marks the view an anchor measures; placing an overlay or background reads where such views were placed.
struct AnchorSourceMarker: NodeMarker {
    let id: AnchorSourceID
}

/// Where the anchored views of a layer's primary were placed, in window coordinates.
package struct AnchorFrames: Equatable, @unchecked Sendable {
    // `@unchecked`: ViewPath's links are immutable once made.
    var frames: [AnchorSourceID: CGRect] = [:]

    /// Adds the frames of the anchored views under `placed`.
    mutating func collect(from placed: PlacedNode) {
        if case .marker(let marker as AnchorSourceMarker) = placed.node.kind { frames[marker.id] = placed.frame }
        for child in placed.children { collect(from: child) }
    }
}

extension View {
    /// Sets this view's value for `key` from an anchor of `value` (its bounds, a point of it) made by
    /// `transform`.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorPreferenceModifier<A, K>(shape: value.shape) { anchor in { _ in transform(anchor) } })
    }

    /// Changes this view's value for `key` with an anchor of `value`.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_AnchorPreferenceModifier<A, K>(shape: value.shape) { anchor in
            { below in
                var value = below ?? K.defaultValue
                transform(&value, anchor)
                return value
            }
        })
    }
}

/// `anchorPreference` and `transformAnchorPreference`: each content node wears an anchor source and a
/// preference made from its anchor.
public struct _AnchorPreferenceModifier<A, K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let shape: AnchorShape
    /// The view's value for the key, from the anchor and its subviews' combined value.
    let write: (Anchor<A>) -> (K.Value?) -> K.Value
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        content(environment).enumerated().map { index, node in
            let id = AnchorSourceID(path: environment.path, index: index)
            let write = self.write(Anchor<A>(source: id, shape: shape))
            let marker = PreferenceMarker(key: ObjectIdentifier(K.self)) { below in write(below as? K.Value) }
            return Node(.marker(marker), children: [Node(.marker(AnchorSourceMarker(id: id)), children: [node])])
        }
    }
}

extension GeometryProxy {
    /// The anchor's point or rectangle in this reader's coordinates (zero when the anchored view is not
    /// among the views this reader's layer was given).
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(anchoredAt: anchorFrames.frames[anchor.source] ?? CGRect(origin: globalFrame.origin, size: .zero), in: globalFrame)
    }
}
