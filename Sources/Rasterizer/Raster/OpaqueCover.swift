import Foundation
import LayoutCore

/// Where drawing commands paint every pixel with an opaque colour: whatever lies under those pixels is
/// then never seen, so it need not be drawn first (under a flying card, the backdrop's blend).
enum OpaqueCover {
    /// The largest rectangle of device pixels at `scale` that some shape of `items` (a run outside every
    /// group) fills with an opaque paint over every pixel, taking in the clips around it; nil when there is
    /// none. Shapes in an opacity group, a shadow or blur layer, or under a transform that scales, turns or
    /// skews are left out, and so are curves whose inside cannot be bounded simply.
    static func interior(of items: ArraySlice<DisplayItem>, scale: CGFloat) -> CGRect? {
        // What lies around the current command, innermost last.
        enum Around { case blocked, moved(CGSize), clipped(CGRect) }
        var around: [Around] = []
        var best: CGRect?
        for item in items {
            switch item {
            case .shape(let kind, let frame, let fill?, _) where fill.paintsOpaque:
                guard var inside = interior(of: kind, in: frame) else { continue }
                var usable = true
                for layer in around.reversed() {
                    switch layer {
                    case .blocked: usable = false
                    case .moved(let offset): inside = inside.offsetBy(dx: offset.width, dy: offset.height)
                    case .clipped(let clip): inside = inside.intersection(clip)
                    }
                }
                guard usable, let pixels = devicePixels(inside, scale: scale) else { continue }
                if pixels.width * pixels.height > (best.map { $0.width * $0.height } ?? 0) { best = pixels }
            case .beginOpacity, .beginShadow, .beginBlur:
                around.append(.blocked)
            case .beginTransform(let t):
                around.append(t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 ? .moved(CGSize(width: t.tx, height: t.ty)) : .blocked)
            case .beginClip(let kind, let frame):
                around.append(interior(of: kind, in: frame).map { .clipped($0) } ?? .blocked)
            case .endOpacity, .endShadow, .endBlur, .endTransform, .endClip:
                _ = around.popLast()
            default:
                continue
            }
        }
        return best
    }

    /// A rectangle of points inside `kind` drawn in `frame` (nil for outlines it does not bound).
    static func interior(of kind: ShapeKind, in frame: CGRect) -> CGRect? {
        let side = min(frame.width, frame.height)
        switch kind {
        case .rectangle:
            return frame
        case .roundedRectangle(let radius, .circular):
            // A circular corner of radius r crosses the diagonal 0.293 r in from each edge.
            let r = min(max(radius, 0), side / 2)
            return frame.insetBy(dx: 0.3 * r, dy: 0.3 * r)
        case .roundedRectangle(let radius, _):
            // A continuous corner starts 1.53 r from the corner; convex, it crosses the diagonal within r.
            let r = min(max(radius, 0), side / 2)
            return frame.insetBy(dx: r, dy: r)
        case .capsule:
            return frame.insetBy(dx: 0.3 * side / 2, dy: 0.3 * side / 2)
        case .circle:
            // The square inside the circle, half a side of r/√2 = 0.707 r.
            let half = 0.7 * side / 2
            return CGRect(x: frame.midX - half, y: frame.midY - half, width: 2 * half, height: 2 * half)
        case .ellipse:
            return frame.insetBy(dx: 0.15 * frame.width, dy: 0.15 * frame.height)
        case .custom, .path:
            return nil
        }
    }

    /// The whole device pixels at `scale` that lie a pixel or more inside `rect` (antialiased edges and
    /// snapping to pixels stay outside); nil when none do or the rectangle is not finite.
    static func devicePixels(_ rect: CGRect, scale: CGFloat) -> CGRect? {
        guard !rect.isNull, !rect.isEmpty else { return nil }
        let x0 = (rect.minX * scale).rounded(.up) + 1, y0 = (rect.minY * scale).rounded(.up) + 1
        let x1 = (rect.maxX * scale).rounded(.down) - 1, y1 = (rect.maxY * scale).rounded(.down) - 1
        guard [x0, y0, x1, y1].allSatisfy(\.isFinite), x1 > x0, y1 > y0 else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Paint {
    /// Whether every pixel this paint fills is opaque: an opaque colour, or a gradient of opaque colours
    /// (colours that change with the colour scheme are left out).
    var paintsOpaque: Bool {
        switch self {
        case .color(let color): return color.alpha >= 1 && color.dark == nil
        case .linearGradient(let colors, _, _): return !colors.isEmpty && colors.allSatisfy { $0.alpha >= 1 && $0.dark == nil }
        case .material: return false
        }
    }
}
