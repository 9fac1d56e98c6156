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
        var shadowReach: [CGFloat] = []
        func add(_ rect: CGRect, by margin: CGFloat) {
            let reach = margin + (shadowReach.last ?? 0)
            let grown = rect.insetBy(dx: -reach, dy: -reach)
            damage = damage.map { $0.union(grown) } ?? grown
        }
        for item in items {
            switch item {
            case .shape(_, let frame, _, let stroke):
                add(frame, by: 1 + (stroke?.lineWidth ?? 0))
            case .text(_, let font, _, let frame, _):
                add(frame, by: 1 + font.size)
            case .image(_, let frame):
                add(frame, by: 1)
            case .beginShadow(_, let radius, let offset, let layerBounds):
                // The shadow is the layer blurred and moved; the blur reaches three radii.
                let reach = 3 * radius + max(abs(offset.width), abs(offset.height)) + 1
                shadowReach.append((shadowReach.last ?? 0) + reach)
                add(layerBounds, by: 0)
            case .endShadow:
                _ = shadowReach.popLast()
            case .beginOpacity, .endOpacity, .beginClip, .endClip:
                break
            }
        }
        return damage
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
