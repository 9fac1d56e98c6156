import CCairo
import Foundation
import LayoutCore

/// Draws a material (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`): the pixels already drawn
/// under the shape's bounds, blurred (a Gaussian of σ = radius / 2 made of three box blurs each way, as
/// `blur(radius:)`; pixels beyond the window count as its nearest edge pixel, so a material at the
/// window's edge does not darken), the tint drawn over them, and the result filled into the shape.
///
/// What is behind is the window's image with, inside shadow or blur layers, the layers under the current
/// one, then the current layer, then the innermost opacity group being drawn (as drawn so far, each at
/// full opacity; groups between the layer and the innermost one are not seen).
extension ItemDrawer {
    /// Fills `kind` in `r` (device pixels) with `material`. Where the drawing is not an image cairo can
    /// read (another target), the tint alone is drawn.
    func fillMaterial(_ kind: ShapeKind, _ r: CGRect, _ material: MaterialPaint) {
        guard let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              let region = backdropRegion(of: r, width: Int(cairo_image_surface_get_width(target)),
                                          height: Int(cairo_image_surface_get_height(target))) else {
            setSource(.color(material.tint.opacity(material.opacity)), r)
            path(kind, r)
            cairo_fill(cr)
            return
        }
        let sigma = min(max(0, material.radius.isFinite ? material.radius : 0), RasterLimits.shadowRadius) * scale / 2
        var surfaces = underlays.map(\.surface) + [target]
        if let group = cairo_get_group_target(cr), group != target { surfaces.append(group) }
        let backdrop = blurredBackdrop(of: surfaces, region: region, sigma: sigma,
                                       width: Int(cairo_image_surface_get_width(target)), height: Int(cairo_image_surface_get_height(target)))
        // The tint over the blurred backdrop.
        let tinting = cairo_create(backdrop)!
        let tint = material.tint
        cairo_set_source_rgba(tinting, tint.red, tint.green, tint.blue, tint.alpha)
        cairo_paint(tinting)
        cairo_destroy(tinting)
        cairo_surface_flush(backdrop)
        // The shape's outline is traced in user space; the backdrop is placed in device space.
        cairo_save(cr)
        path(kind, r)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, backdrop, Double(region.x0), Double(region.y0))
        cairo_paint_with_alpha(cr, min(1, max(0, material.opacity)))
        cairo_restore(cr)
        cairo_surface_destroy(backdrop)
    }

    /// The whole device pixels under `r`, held to the `width × height` image; nil when `r` covers none of it.
    private func backdropRegion(of r: CGRect, width: Int, height: Int) -> PixelRect? {
        // The rectangle's corners in device pixels (a transform in effect moves, scales or turns them).
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
            var dx = Double(x), dy = Double(y)
            cairo_user_to_device(cr, &dx, &dy)
            xs.append(dx)
            ys.append(dy)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        let region = PixelRect(x0: max(0, Int(max(-1, minX).rounded(.down))), y0: max(0, Int(max(-1, minY).rounded(.down))),
                               x1: min(width, Int(min(Double(width) + 1, maxX).rounded(.up))),
                               y1: min(height, Int(min(Double(height) + 1, maxY).rounded(.up))))
        return region.x1 > region.x0 && region.y1 > region.y0 ? region : nil
    }

    /// A new image of `region`'s size: `surfaces` drawn one over the other there and blurred by `sigma`
    /// device pixels (what lies within the blur's reach counts; beyond the `width × height` image, its edge
    /// pixels repeat). A backdrop of one colour is returned as it is.
    private func blurredBackdrop(of surfaces: [OpaquePointer], region: PixelRect, sigma: Double, width imageWidth: Int,
                                 height imageHeight: Int) -> OpaquePointer {
        let reach = sigma > 0 ? Int((sigma * 3).rounded(.up)) + 1 : 0
        let x0 = max(0, region.x0 - reach), y0 = max(0, region.y0 - reach)
        let x1 = min(imageWidth, region.x1 + reach), y1 = min(imageHeight, region.y1 + reach)
        let w = x1 - x0, h = y1 - y0
        // What is behind, in one image.
        let behind = RasterImage(width: w, height: h)
        let composer = cairo_create(behind.surface)!
        for surface in surfaces {
            cairo_surface_flush(surface)
            cairo_set_source_surface(composer, surface, Double(-x0), Double(-y0))
            cairo_paint(composer)
        }
        cairo_destroy(composer)
        behind.flush()
        var (planes, uniform) = BlurPlanes.channels(of: behind.pixels, stride: behind.stride, x: 0, y: 0, width: w, height: h)
        let outW = region.x1 - region.x0, outH = region.y1 - region.y0
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(outW), Int32(outH))!
        cairo_surface_flush(out)
        let outStride = Int(cairo_image_surface_get_stride(out))
        let outData = cairo_image_surface_get_data(out)!
        if uniform {
            let first = behind.pixel(x: 0, y: 0)
            for y in 0..<outH {
                UnsafeMutableRawPointer(outData + y * outStride).initializeMemory(as: UInt32.self, repeating: first, count: outW)
            }
        } else {
            planes.blur(sigma: sigma, clampedEdges: true)
            planes.writePixels(x: region.x0 - x0, y: region.y0 - y0, width: outW, height: outH, to: outData, outStride: outStride)
        }
        planes.recycle()
        cairo_surface_mark_dirty(out)
        return out
    }
}

/// A rectangle of whole device pixels, `x0..<x1` by `y0..<y1`.
struct PixelRect {
    let x0: Int, y0: Int, x1: Int, y1: Int
}

extension DisplayItem {
    /// Whether this item fills a shape with a material (which reads the pixels around it).
    var drawsMaterial: Bool {
        if case .shape(_, _, .material?, _) = self { return true }
        return false
    }
}
