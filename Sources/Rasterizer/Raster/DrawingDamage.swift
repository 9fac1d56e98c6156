import Foundation
import LayoutCore

/// Where drawing commands can change pixels: a rectangle that holds everything they draw, with room for
/// antialiasing, text overhangs, stroke widths and shadow blur. Used to redraw only the part of a kept
/// raster that a change in the middle of the commands touched.
enum DrawingDamage {
    /// The points that `items` (a run that starts and ends outside every group, clip and shadow layer) can
    /// draw on, or nil when they draw nothing.
    static func bounds(of items: ArraySlice<DisplayItem>) -> CGRect? {
        var damage: CGRect?
        // What lies between an item and the window, innermost last: shadow and blur reaches (in the
        // coordinates they are declared in) and transforms.
        var around: [Around] = []
        func add(_ rect: CGRect, by margin: CGFloat) {
            var grown = rect.insetBy(dx: -margin, dy: -margin)
            for layer in around.reversed() {
                switch layer {
                case .reach(let reach): grown = grown.insetBy(dx: -reach, dy: -reach)
                case .transform(let t): grown = grown.boundingBox(applying: t)
                }
            }
            damage = damage.map { $0.union(grown) } ?? grown
        }
        for item in items {
            switch item {
            case .shape(let kind, let frame, _, let stroke):
                // A path may reach outside its frame.
                let reach: CGRect
                if case .path(let path) = kind, !path.isEmpty { reach = frame.union(path.boundingRect) } else { reach = frame }
                add(reach, by: 1 + (stroke?.lineWidth ?? 0))
            case .text(_, let font, _, let frame, _):
                add(frame, by: 1 + font.size)
            case .image(_, let frame), .symbol(_, let frame):
                add(frame, by: 1)
            case .beginShadow(_, let radius, let offset, let layerBounds):
                // The shadow is the layer blurred and moved; the blur reaches three radii.
                around.append(.reach(3 * radius + max(abs(offset.width), abs(offset.height)) + 1))
                add(layerBounds, by: 0)
            case .beginBlur(let radius, _, let layerBounds):
                around.append(.reach(3 * radius + 1))
                add(layerBounds, by: 0)
            case .beginTransform(let t):
                around.append(.transform(t))
            case .endShadow, .endBlur, .endTransform:
                _ = around.popLast()
            case .beginOpacity, .endOpacity, .beginClip, .endClip:
                break
            }
        }
        return damage
    }

    /// A layer between drawn items and the window.
    private enum Around {
        /// A shadow's or blur's reach beyond what is drawn in it.
        case reach(CGFloat)
        /// A transform of what is drawn in it.
        case transform(CGAffineTransform)
    }

    /// `rect` (points) as whole device pixels at `scale`, grown by a pixel and cut to `width` × `height`;
    /// nil when nothing is left.
    static func pixels(of rect: CGRect, scale: CGFloat, width: Int, height: Int) -> CGRect? {
        let minX = max(0, (rect.minX * scale).rounded(.down) - 1), minY = max(0, (rect.minY * scale).rounded(.down) - 1)
        let maxX = min(CGFloat(width), (rect.maxX * scale).rounded(.up) + 1), maxY = min(CGFloat(height), (rect.maxY * scale).rounded(.up) + 1)
        guard maxX > minX, maxY > minY else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CGRect {
    /// The smallest rectangle holding this one's corners moved by `t`.
    func boundingBox(applying t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
