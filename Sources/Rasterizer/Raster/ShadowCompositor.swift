import CCairo
import Foundation
import LayoutCore

/// Draws a layer's shadow (its alpha, blurred and tinted, offset) and then the layer itself.
enum ShadowCompositor {
    /// Composites `layer` onto `cr`: first the shadow of the pixels within `bounds` grown by the blur,
    /// then the layer. `radius` and `offset` are in device pixels; the blur approximates a Gaussian of
    /// σ = radius / 2 with three box blurs.
    static func composite(_ layer: RasterImage, color: Color, radius: Double, offset: CGSize, bounds: CGRect, onto cr: OpaquePointer) {
        // A radius that is not a finite number is no blur; one beyond the limit is clamped to it.
        let sigma = radius.isFinite ? min(max(0, radius), RasterLimits.shadowRadius) / 2 : 0
        let reach = Int((sigma * 3).rounded(.up)) + 1
        // Geometry that is not finite casts no shadow (the layer itself is still drawn).
        let finite = bounds.minX.isFinite && bounds.minY.isFinite && bounds.maxX.isFinite && bounds.maxY.isFinite
            && offset.width.isFinite && offset.height.isFinite
        // The region whose alpha is blurred, clamped to the image (before any conversion to whole pixels).
        func pixel(_ v: Double, _ upper: Int) -> Int { finite ? Int(min(max(v, -1), Double(upper) + 1)) : 0 }
        let x0 = max(0, pixel(bounds.minX, layer.width) - reach), y0 = max(0, pixel(bounds.minY, layer.height) - reach)
        let x1 = min(layer.width, pixel(bounds.maxX.rounded(.up), layer.width) + reach)
        let y1 = min(layer.height, pixel(bounds.maxY.rounded(.up), layer.height) + reach)
        if x1 > x0, y1 > y0, color.alpha > 0 {
            let w = x1 - x0, h = y1 - y0
            var alpha = BlurPlanes.alpha(of: layer.pixels, stride: layer.stride, x: x0, y: y0, width: w, height: h)
            alpha.blur(sigma: sigma, clampedEdges: false)
            let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
            cairo_surface_flush(mask)
            alpha.writeBytes(to: cairo_image_surface_get_data(mask)!, outStride: Int(cairo_image_surface_get_stride(mask)))
            alpha.recycle()
            cairo_surface_mark_dirty(mask)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_mask_surface(cr, mask, Double(x0) + offset.width, Double(y0) + offset.height)
            cairo_surface_destroy(mask)
        }
        cairo_set_source_surface(cr, layer.surface, 0, 0)
        cairo_paint(cr)
    }
}
