import Foundation
import LayoutCore

/// Where a drawing command leaves pixels that do not depend on what was under them: the inside of an
/// opaque shape at the bottom of a group-free run. Copying the kept raster there first would be wasted,
/// so a frame's copy goes around it.
enum OpaqueCover {
    /// The whole device pixels `item` paints with opaque colour whatever lies under them (its rectangle less
    /// its rounded corners' bands), or nil when it has none: only rectangles, rounded rectangles and capsules
    /// filled with an opaque colour or an opaque gradient qualify.
    static func pixels(of item: DisplayItem, scale: CGFloat) -> CGRect? {
        guard case .shape(let kind, let frame, let fill?, _) = item, isOpaque(fill) else { return nil }
        let r = ItemDrawer.snapped(frame, scale: Double(scale))
        let inset: Double
        switch kind {
        case .rectangle: inset = 0
        case .roundedRectangle(let cornerRadius, let style):
            inset = min(Double(cornerRadius) * Double(scale) * (style == .continuous ? ContinuousCorner.reach : 1), min(r.width, r.height) / 2)
        case .capsule: inset = min(r.width, r.height) / 2
        default: return nil
        }
        let inner = r.insetBy(dx: inset.rounded(.up), dy: inset.rounded(.up))
        guard inner.width >= 1, inner.height >= 1, inner.minX.isFinite, inner.minY.isFinite else { return nil }
        return inner
    }

    /// Whether every pixel `paint` puts down is opaque, in either colour scheme.
    static func isOpaque(_ paint: Paint) -> Bool {
        func opaque(_ c: Color) -> Bool { c.alpha >= 1 && c.resolved(in: .dark).alpha >= 1 }
        switch paint {
        case .color(let c): return opaque(c)
        case .linearGradient(let colors, _, _): return !colors.isEmpty && colors.allSatisfy(opaque)
        case .material: return false
        }
    }

    /// `rect` less `hole`: up to four rectangles (above, below, left and right of it).
    static func pieces(of rect: CGRect, around hole: CGRect?) -> [CGRect] {
        guard let hole, rect.intersects(hole) else { return [rect] }
        let cut = rect.intersection(hole)
        return [CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: cut.minY - rect.minY),
                CGRect(x: rect.minX, y: cut.maxY, width: rect.width, height: rect.maxY - cut.maxY),
                CGRect(x: rect.minX, y: cut.minY, width: cut.minX - rect.minX, height: cut.height),
                CGRect(x: cut.maxX, y: cut.minY, width: rect.maxX - cut.maxX, height: cut.height)].filter { $0.width > 0 && $0.height > 0 }
    }
}
