import CCairo
import Foundation

/// Draws a layer blurred (`blur(radius:opaque:)`): every channel of its premultiplied pixels within the
/// bounds grown by the blur's reach goes through three box blurs per axis, approximating a Gaussian of
/// σ = radius / 2, as the shadow's blur does.
enum LayerBlur {
    /// Composites `layer` blurred onto `cr` in device pixels (the caller sets an identity matrix). `radius`
    /// and `bounds` are in device pixels. With `opaque`, pixels beyond the bounds count as the nearest edge
    /// pixel and the result is cut to the bounds, so the edges stay as opaque as the layer.
    static func composite(_ layer: RasterImage, radius: Double, opaque: Bool, bounds: CGRect, onto cr: OpaquePointer) {
        let sigma = radius.isFinite ? min(max(0, radius), RasterLimits.shadowRadius) / 2 : 0
        let reach = opaque ? 0 : Int((sigma * 3).rounded(.up)) + 1
        let finite = bounds.minX.isFinite && bounds.minY.isFinite && bounds.maxX.isFinite && bounds.maxY.isFinite
        func pixel(_ v: Double, _ upper: Int) -> Int { finite ? Int(min(max(v, -1), Double(upper) + 1)) : 0 }
        let x0 = max(0, pixel(bounds.minX.rounded(.down), layer.width) - reach), y0 = max(0, pixel(bounds.minY.rounded(.down), layer.height) - reach)
        let x1 = min(layer.width, pixel(bounds.maxX.rounded(.up), layer.width) + reach)
        let y1 = min(layer.height, pixel(bounds.maxY.rounded(.up), layer.height) + reach)
        guard x1 > x0, y1 > y0 else { return }
        let w = x1 - x0, h = y1 - y0
        var (planes, _) = BlurPlanes.channels(of: layer.pixels, stride: layer.stride, x: x0, y: y0, width: w, height: h)
        planes.blur(sigma: sigma, clampedEdges: opaque)
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        cairo_surface_flush(out)
        planes.writePixels(x: 0, y: 0, width: w, height: h, to: cairo_image_surface_get_data(out)!,
                           outStride: Int(cairo_image_surface_get_stride(out)))
        planes.recycle()
        cairo_surface_mark_dirty(out)
        cairo_set_source_surface(cr, out, Double(x0), Double(y0))
        cairo_paint(cr)
        cairo_surface_destroy(out)
    }
}
