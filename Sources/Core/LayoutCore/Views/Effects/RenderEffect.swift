import Foundation

/// A drawing-only effect: the view keeps its frame in layout and is drawn transformed or blurred, as
/// SwiftUI's `scaleEffect`, `rotationEffect`, `rotation3DEffect`, `blur` and `GeometryEffect`s are.
/// Its numbers (`animatableVector`) animate with the transaction like any other value.
package enum RenderEffect {
    /// Scaled by (width, height) about `anchor`.
    case scale(CGSize, anchor: UnitPoint)
    /// Rotated by an angle about `anchor`.
    case rotation(Angle, anchor: UnitPoint)
    /// Rotated in 3-D about `axis` through `anchor` (at depth `anchorZ`), seen with `perspective`; drawn
    /// as the rotated plane's affine projection.
    case rotation3D(Angle, axis: Rotation3DAxis, anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
    /// Blurred (a Gaussian of σ = radius / 2); `opaque` keeps the edges opaque.
    case blur(radius: CGFloat, opaque: Bool)
    /// A `GeometryEffect`: the projection it returns for the view's size, from the view's origin.
    case geometry(AnyGeometryEffect)
    /// Every colour changed (`grayscale`, `brightness`, `colorInvert`, ...).
    case color(ColorEffect)
    /// Drawn into a layer of its own and composited (`blendMode`, `compositingGroup`, `drawingGroup`).
    case layer(LayerStyle)
    /// The only child is an overlay: its primary drawn where its secondary is opaque (`mask`).
    case mask

    /// The numbers that animate, in a fixed order per case.
    package var animatableVector: [Double] {
        switch self {
        case .scale(let s, let a): return [s.width, s.height, a.x, a.y]
        case .rotation(let angle, let a): return [angle.radians, a.x, a.y]
        case .rotation3D(let angle, let axis, let a, let z, let p): return [angle.radians, axis.x, axis.y, axis.z, a.x, a.y, z, p]
        case .blur(let radius, _): return [radius]
        case .geometry(let effect): return effect.vector
        case .color(let effect): return effect.animatableVector
        case .layer, .mask: return []
        }
    }

    /// This effect with its numbers replaced by `v` (as many as `animatableVector` has; else unchanged).
    package func with(_ v: [Double]) -> RenderEffect {
        guard v.count == animatableVector.count else { return self }
        switch self {
        case .scale: return .scale(CGSize(width: v[0], height: v[1]), anchor: UnitPoint(x: v[2], y: v[3]))
        case .rotation: return .rotation(.radians(v[0]), anchor: UnitPoint(x: v[1], y: v[2]))
        case .rotation3D:
            return .rotation3D(.radians(v[0]), axis: Rotation3DAxis(x: v[1], y: v[2], z: v[3]), anchor: UnitPoint(x: v[4], y: v[5]),
                               anchorZ: v[6], perspective: v[7])
        case .blur(_, let opaque): return .blur(radius: max(0, v[0]), opaque: opaque)
        case .geometry(let effect): return .geometry(effect.with(v))
        case .color(let effect): return .color(effect.with(v))
        case .layer, .mask: return self
        }
    }

    /// The transform that draws a view laid out at `frame` (host points), or nil for a blur. Perspective
    /// terms are dropped (cairo draws affine transforms).
    package func transform(in frame: CGRect) -> CGAffineTransform? {
        func about(_ anchor: UnitPoint, _ t: CGAffineTransform) -> CGAffineTransform {
            let x = frame.minX + anchor.x * frame.width, y = frame.minY + anchor.y * frame.height
            return CGAffineTransform(translationX: -x, y: -y).concatenating(t).concatenating(CGAffineTransform(translationX: x, y: y))
        }
        switch self {
        case .scale(let s, let anchor):
            return about(anchor, CGAffineTransform(scaleX: s.width, y: s.height))
        case .rotation(let angle, let anchor):
            return about(anchor, CGAffineTransform(rotationAngle: angle.radians))
        case .rotation3D(let angle, let axis, let anchor, _, _):
            return about(anchor, axis.projectedRotation(by: angle.radians))
        case .blur, .color, .layer, .mask:
            return nil
        case .geometry(let effect):
            return about(.topLeading, effect.projection(for: frame.size).affinePart)
        }
    }

    /// How the layout dump names it.
    package var dumpName: String {
        switch self {
        case .scale(let s, _): return "scaleEffect(x: \(s.width), y: \(s.height))"
        case .rotation(let angle, _): return "rotationEffect(.degrees(\(angle.degrees)))"
        case .rotation3D(let angle, _, _, _, _): return "rotation3DEffect(.degrees(\(angle.degrees)))"
        case .blur(let radius, _): return "blur(radius: \(radius))"
        case .geometry(let effect): return "\(effect.typeName)"
        case .color(let effect): return "\(effect)"
        case .layer(let style): return "\(style)"
        case .mask: return "mask"
        }
    }
}

/// The axis of a `rotation3DEffect`, as SwiftUI's `(x:y:z:)` tuple.
package struct Rotation3DAxis: Hashable, Sendable {
    package var x, y, z: CGFloat

    /// The rotation by `angle` about this axis (normalised; Rodrigues' formula), seen from the front
    /// without perspective: the rotated plane's x and y.
    func projectedRotation(by angle: Double) -> CGAffineTransform {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        let ux = x / length, uy = y / length, uz = z / length
        let c = cos(angle), s = sin(angle), t = 1 - c
        // Column-vector rotation matrix R; a point (px, py, 0) goes to (r00 px + r01 py, r10 px + r11 py).
        let r00 = c + ux * ux * t, r01 = ux * uy * t - uz * s
        let r10 = uy * ux * t + uz * s, r11 = c + uy * uy * t
        return CGAffineTransform(a: r00, b: r10, c: r01, d: r11, tx: 0, ty: 0)
    }
}
