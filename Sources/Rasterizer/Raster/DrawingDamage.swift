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
        walk(items) { _, rect, _ in damage = damage.map { $0.union(rect) } ?? rect }
        return damage
    }

    /// Calls `visit` with each command of `items` (a run starting outside every group) that draws, and the
    /// points it can draw on in the window: its frame grown for antialiasing, overhangs and strokes, then by
    /// the reach of the shadows and blurs around it and through the transforms around it; and where it lies
    /// (`Placement`). A clip that is not a rectangle is visited too, with its frame.
    static func walk(_ items: ArraySlice<DisplayItem>, _ visit: (DisplayItem, CGRect, Placement) -> Void) {
        var depth = 0
        // What lies between an item and the window, innermost last: shadow and blur reaches (in the
        // coordinates they are declared in) and transforms.
        var around: [Around] = []
        func add(_ item: DisplayItem, _ rect: CGRect, by margin: CGFloat) {
            var grown = rect.insetBy(dx: -margin, dy: -margin)
            for layer in around.reversed() {
                switch layer {
                case .reach(let reach): grown = grown.insetBy(dx: -reach, dy: -reach)
                case .transform(let t): grown = grown.boundingBox(applying: t)
                }
            }
            let turned = around.contains { if case .transform(let t) = $0 { return t.b != 0 || t.c != 0 } else { return false } }
            visit(item, grown, Placement(grouped: depth > 0, turned: turned))
        }
        for item in items {
            switch item {
            case .shape(_, _, let fill, nil) where fill?.isInvisible ?? true:
                // Draws no pixel (`Color.clear` under a tap area).
                continue
            case .shape(let kind, let frame, _, let stroke):
                // A path may reach outside its frame.
                let reach: CGRect
                if case .path(let path) = kind, !path.isEmpty { reach = frame.union(path.boundingRect) } else { reach = frame }
                add(item, reach, by: 1 + (stroke?.lineWidth ?? 0))
            case .text(_, let font, _, let frame, _):
                add(item, frame, by: 1 + font.size)
            case .image(_, let frame), .symbol(_, let frame):
                add(item, frame, by: 1)
            case .beginShadow(_, let radius, let offset, let layerBounds):
                // The shadow is the layer blurred and moved; the blur reaches three radii.
                around.append(.reach(3 * radius + max(abs(offset.width), abs(offset.height)) + 1))
                add(item, layerBounds, by: 0)
            case .beginBlur(let radius, _, let layerBounds):
                around.append(.reach(3 * radius + 1))
                add(item, layerBounds, by: 0)
            case .beginTransform(let t):
                around.append(.transform(t))
            case .endShadow, .endBlur, .endTransform:
                _ = around.popLast()
            case .beginClip(let kind, let frame):
                if kind != .rectangle { add(item, frame, by: 1) }
            case .beginLayer(_, let layerBounds):
                // A blend, colour change or mask changes no pixel outside what its content draws; the frame
                // counts too, so a layer of nothing still redraws where it was.
                add(item, layerBounds, by: 1)
            case .beginOpacity, .endOpacity, .endClip, .endLayer:
                break
            }
            depth += item.groupDepthChange
        }
    }

    /// Where a drawn command lies.
    struct Placement {
        /// Inside a group, clip, layer or transform.
        var grouped: Bool
        /// Under a transform that turns or skews (its edges slope).
        var turned: Bool
    }

    /// A layer between drawn items and the window.
    private enum Around {
        /// A shadow's or blur's reach beyond what is drawn in it.
        case reach(CGFloat)
        /// A transform of what is drawn in it.
        case transform(CGAffineTransform)
    }

    /// The rows of device pixels at `scale` that `rect` (points) touches, grown by a pixel and cut to
    /// `height`, across the whole `width`; nil when none are left. Damage is drawn again in whole rows:
    /// cairo rasterizes a sloped edge, and pixman scales an image, a little differently when the drawing
    /// starts at another column (both step across a row from where the drawn area begins), so a rectangle
    /// cut out of a row would not be exactly what drawing everything gives.
    static func pixels(of rect: CGRect, scale: CGFloat, width: Int, height: Int) -> CGRect? {
        guard rect.maxX * scale > -1, rect.minX * scale < CGFloat(width) + 1 else { return nil }
        let minY = max(0, (rect.minY * scale).rounded(.down) - 1)
        let maxY = min(CGFloat(height), (rect.maxY * scale).rounded(.up) + 1)
        guard maxY > minY, width > 0 else { return nil }
        return CGRect(x: 0, y: minY, width: CGFloat(width), height: maxY - minY)
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
