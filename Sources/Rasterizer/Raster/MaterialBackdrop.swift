import CCairo
import Foundation
import LayoutCore

/// Draws a material (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`): the pixels already drawn
/// under the shape's bounds, blurred (a Gaussian of σ = radius / 2 made of three box blurs each way, as
/// `blur(radius:)`; pixels beyond the drawing count as its nearest edge pixel, so a material at the
/// window's edge does not darken), the tint drawn over them, and the result filled into the shape.
extension ItemDrawer {
    /// Fills `kind` in `r` (device pixels) with `material`. Where the drawing is not an image cairo can
    /// read (another target), the tint alone is drawn.
    func fillMaterial(_ kind: ShapeKind, _ r: CGRect, _ material: MaterialPaint) {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32, let region = backdropRegion(of: r, in: target) else {
            setSource(.color(material.tint.opacity(material.opacity)), r)
            path(kind, r)
            cairo_fill(cr)
            return
        }
        let sigma = min(max(0, material.radius.isFinite ? material.radius : 0), RasterLimits.shadowRadius) * scale / 2
        let backdrop = blurredBackdrop(target, region: region, sigma: sigma)
        // The tint over the blurred backdrop.
        let tinting = cairo_create(backdrop)!
        let tint = material.tint
        cairo_set_source_rgba(tinting, tint.red, tint.green, tint.blue, tint.alpha)
        cairo_paint(tinting)
        cairo_destroy(tinting)
        cairo_surface_flush(backdrop)
        // The shape's outline is traced in user space; the backdrop is placed in device pixels.
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        cairo_save(cr)
        path(kind, r)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, backdrop, Double(region.minX) - offsetX, Double(region.minY) - offsetY)
        cairo_paint_with_alpha(cr, min(1, max(0, material.opacity)))
        cairo_restore(cr)
        cairo_surface_destroy(backdrop)
    }

    /// The whole pixels of `target` under `r`, held to the image; nil when `r` covers none of it.
    private func backdropRegion(of r: CGRect, in target: OpaquePointer) -> PixelRect? {
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        // The rectangle's corners in device pixels (a transform in effect moves, scales or turns them).
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
            var dx = Double(x), dy = Double(y)
            cairo_user_to_device(cr, &dx, &dy)
            xs.append(dx + offsetX)
            ys.append(dy + offsetY)
        }
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        let inner = PixelRect(x0: max(0, Int(max(-1, minX).rounded(.down))), y0: max(0, Int(max(-1, minY).rounded(.down))),
                              x1: min(width, Int(min(Double(width) + 1, maxX).rounded(.up))),
                              y1: min(height, Int(min(Double(height) + 1, maxY).rounded(.up))))
        guard inner.x1 > inner.x0, inner.y1 > inner.y0 else { return nil }
        return inner
    }

    /// A new image of `region`'s size: `target`'s pixels there blurred by `sigma` device pixels
    /// (pixels beyond the region repeat its edge). A region of one colour is returned as it is.
    private func blurredBackdrop(_ target: OpaquePointer, region: PixelRect, sigma: Double) -> OpaquePointer {
        cairo_surface_flush(target)
        let stride = Int(cairo_image_surface_get_stride(target))
        let data = cairo_image_surface_get_data(target)!
        let reach = sigma > 0 ? Int((sigma * 3).rounded(.up)) + 1 : 0
        let imageWidth = Int(cairo_image_surface_get_width(target)), imageHeight = Int(cairo_image_surface_get_height(target))
        // The blur reads the pixels within its reach of the region (those beyond the image repeat its edge).
        let x0 = max(0, region.x0 - reach), y0 = max(0, region.y0 - reach)
        let x1 = min(imageWidth, region.x1 + reach), y1 = min(imageHeight, region.y1 + reach)
        let w = x1 - x0, h = y1 - y0
        func pixel(_ x: Int, _ y: Int) -> UInt32 {
            UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)[x]
        }
        let first = pixel(x0, y0)
        var uniform = true
        var channels = [[Double]](repeating: [Double](repeating: 0, count: w * h), count: 4)
        for y in 0..<h {
            for x in 0..<w {
                let p = pixel(x0 + x, y0 + y)
                if p != first { uniform = false }
                for c in 0..<4 { channels[c][y * w + x] = Double((p >> (24 - 8 * UInt32(c))) & 0xff) }
            }
        }
        if sigma > 0, !uniform {
            let box = max(1, Int(((4 * sigma * sigma + 1).squareRoot() / 2).rounded()))
            for c in 0..<4 {
                for _ in 0..<3 {
                    BoxBlur.pass(&channels[c], width: w, height: h, radius: box, horizontal: true, clampedEdges: true)
                    BoxBlur.pass(&channels[c], width: w, height: h, radius: box, horizontal: false, clampedEdges: true)
                }
            }
        }
        let outW = region.x1 - region.x0, outH = region.y1 - region.y0
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(outW), Int32(outH))!
        cairo_surface_flush(out)
        let outStride = Int(cairo_image_surface_get_stride(out))
        let outData = cairo_image_surface_get_data(out)!
        for y in 0..<outH {
            let row = UnsafeMutableRawPointer(outData + y * outStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<outW {
                let index = (region.y0 - y0 + y) * w + (region.x0 - x0 + x)
                if uniform { row[x] = first; continue }
                func byte(_ c: Int) -> UInt32 { UInt32(max(0, min(255, channels[c][index].rounded()))) }
                let alpha = byte(0)
                row[x] = alpha << 24 | min(byte(1), alpha) << 16 | min(byte(2), alpha) << 8 | min(byte(3), alpha)
            }
        }
        cairo_surface_mark_dirty(out)
        return out
    }
}

/// A rectangle of whole pixels, `x0..<x1` by `y0..<y1`.
struct PixelRect {
    let x0: Int, y0: Int, x1: Int, y1: Int
    /// The pixels' minimum x.
    var minX: Int { x0 }
    /// The pixels' minimum y.
    var minY: Int { y0 }
}
