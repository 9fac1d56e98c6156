import Foundation

/// Drawing-only changes to a view that a `visualEffect` or `scrollTransition` closure returns, as SwiftUI's
/// `VisualEffect` (iOS 17): start from the `EmptyVisualEffect` the closure is given and chain `offset`,
/// `scaleEffect`, `rotationEffect`, `rotation3DEffect`, `blur` and `opacity`. They change how the view is
/// drawn, never its layout.
public protocol VisualEffect: Sendable {
    /// The changes, innermost first.
    var _layers: _VisualEffectLayers { get }
}

/// No change: what a `visualEffect` or `scrollTransition` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    /// No change.
    public init() {}
    /// No layers.
    public var _layers: _VisualEffectLayers { _VisualEffectLayers() }
}

/// One drawing-only change of a visual effect.
package enum VisualLayer: Sendable, Equatable {
    /// Drawn at this opacity.
    case opacity(Double)
    /// Drawn moved by this much.
    case offset(CGSize)
    /// Drawn scaled by (width, height) about an anchor.
    case scale(CGSize, anchor: UnitPoint)
    /// Drawn rotated about an anchor.
    case rotation(Angle, anchor: UnitPoint)
    /// Drawn rotated in 3-D (as the affine projection `rotation3DEffect` draws).
    case rotation3D(Angle, axis: Rotation3DAxis, anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
    /// Drawn blurred.
    case blur(radius: CGFloat, opaque: Bool)

    /// The numbers that interpolate.
    var vector: [Double] {
        switch self {
        case .opacity(let a): return [a]
        case .offset(let d): return [d.width, d.height]
        default: return renderEffect!.animatableVector
        }
    }

    /// This layer with its numbers replaced by `v` (as many as `vector` has).
    func with(_ v: ArraySlice<Double>) -> VisualLayer {
        let v = Array(v)
        switch self {
        case .opacity: return .opacity(v[0])
        case .offset: return .offset(CGSize(width: v[0], height: v[1]))
        default:
            switch renderEffect!.with(v) {
            case .scale(let s, let a): return .scale(s, anchor: a)
            case .rotation(let angle, let a): return .rotation(angle, anchor: a)
            case .rotation3D(let angle, let axis, let a, let z, let p): return .rotation3D(angle, axis: axis, anchor: a, anchorZ: z, perspective: p)
            case .blur(let r, let opaque): return .blur(radius: r, opaque: opaque)
            case .geometry, .color, .layer, .mask: return self
            }
        }
    }

    /// The drawing effect of a transform or blur layer (nil for opacity and offset).
    package var renderEffect: RenderEffect? {
        switch self {
        case .opacity, .offset: return nil
        case .scale(let s, let a): return .scale(s, anchor: a)
        case .rotation(let angle, let a): return .rotation(angle, anchor: a)
        case .rotation3D(let angle, let axis, let a, let z, let p): return .rotation3D(angle, axis: axis, anchor: a, anchorZ: z, perspective: p)
        case .blur(let r, let opaque): return .blur(radius: r, opaque: opaque)
        }
    }

    /// Whether `other` is the same change with other numbers.
    func isSameKind(as other: VisualLayer) -> Bool {
        switch (self, other) {
        case (.opacity, .opacity), (.offset, .offset), (.scale, .scale), (.rotation, .rotation), (.rotation3D, .rotation3D), (.blur, .blur): return true
        default: return false
        }
    }
}

/// The changes a chain of visual effects makes, innermost first.
public struct _VisualEffectLayers: VisualEffect, Equatable {
    package var layers: [VisualLayer] = []

    package init(_ layers: [VisualLayer] = []) { self.layers = layers }

    /// Itself.
    public var _layers: _VisualEffectLayers { self }

    /// The numbers of every layer, innermost first.
    package var vector: [Double] { layers.flatMap(\.vector) }

    /// These layers with their numbers replaced by `v` (as many as `vector` has; else unchanged).
    package func with(_ v: [Double]) -> _VisualEffectLayers {
        guard v.count == vector.count else { return self }
        var start = 0
        return _VisualEffectLayers(layers.map { layer in
            let count = layer.vector.count
            defer { start += count }
            return layer.with(v[start..<start + count])
        })
    }

    /// The layers `amount` of the way from these to `other` (0: these, 1: `other`), number by number when
    /// both are the same changes in the same order; else the nearer of the two.
    package func interpolated(to other: _VisualEffectLayers, amount: Double) -> _VisualEffectLayers {
        guard layers.count == other.layers.count, zip(layers, other.layers).allSatisfy({ $0.isSameKind(as: $1) }) else {
            return amount < 0.5 ? self : other
        }
        return with(zip(vector, other.vector).map { $0 + ($1 - $0) * amount })
    }

    /// Whether drawing with these layers changes nothing.
    package var isIdentity: Bool {
        layers.allSatisfy { layer in
            switch layer {
            case .opacity(let a): return a == 1
            case .offset(let d): return d == .zero
            case .scale(let s, _): return s == CGSize(width: 1, height: 1)
            case .rotation(let angle, _), .rotation3D(let angle, _, _, _, _): return angle.radians == 0
            case .blur(let r, _): return r == 0
            }
        }
    }

    func adding(_ layer: VisualLayer) -> _VisualEffectLayers { _VisualEffectLayers(layers + [layer]) }
}

extension VisualEffect {
    /// Draws the view moved by `offset`.
    public func offset(_ offset: CGSize) -> _VisualEffectLayers { _layers.adding(.offset(offset)) }
    /// Draws the view moved by (x, y).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectLayers { offset(CGSize(width: x, height: y)) }
    /// Draws the view scaled by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectLayers { _layers.adding(.scale(scale, anchor: anchor)) }
    /// Draws the view scaled by `s` on both axes about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectLayers { scaleEffect(CGSize(width: s, height: s), anchor: anchor) }
    /// Draws the view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectLayers {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    /// Draws the view rotated by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectLayers { _layers.adding(.rotation(angle, anchor: anchor)) }
    /// Draws the view rotated in three dimensions by `angle` about `axis` (as `View.rotation3DEffect` draws it).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> _VisualEffectLayers {
        _layers.adding(.rotation3D(angle, axis: Rotation3DAxis(x: axis.x, y: axis.y, z: axis.z), anchor: anchor, anchorZ: anchorZ,
                                   perspective: perspective))
    }
    /// Draws the view blurred by `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectLayers { _layers.adding(.blur(radius: radius, opaque: opaque)) }
    /// Draws the view at `opacity`.
    public func opacity(_ opacity: Double) -> _VisualEffectLayers { _layers.adding(.opacity(opacity)) }
}

/// What a visual effect reads of its view: its geometry, and the scroll view it is in.
package struct VisualEffectGeometry {
    /// The view's geometry, as a `GeometryReader` of its frame would read it.
    package let proxy: GeometryProxy
    /// The nearest scroll view's visible region (host coordinates) and axes, if the view is in one.
    package let scrollViewport: ScrollVisibleRegion?
}

/// A scroll view's visible region, as placement passes it down to what it scrolls.
package struct ScrollVisibleRegion: Equatable {
    /// The viewport's frame in host coordinates.
    package var frame: CGRect
    /// The axes it scrolls on.
    package var axes: Axis.Set
}

/// A view drawn with visual effects worked out from its geometry when it is placed (`visualEffect`,
/// `scrollTransition`).
package struct VisualEffectSpec {
    /// The effects for the view's geometry.
    package let resolve: (VisualEffectGeometry) -> _VisualEffectLayers
    /// The effects as its last placement worked them out.
    package var layers = _VisualEffectLayers()
    /// What the runtime animates a change of `layers` with, when it is not the change's own animation (a
    /// `scrollTransition` that animates between phases).
    package let animation: (any Sendable)?

    /// Effects worked out by `resolve`, animated by the runtime with `animation` when given.
    package init(animation: (any Sendable)? = nil, resolve: @escaping (VisualEffectGeometry) -> _VisualEffectLayers) {
        self.animation = animation
        self.resolve = resolve
    }
}
