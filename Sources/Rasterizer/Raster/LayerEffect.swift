import CCairo
import Foundation
import LayoutCore

/// What a layer drawn into an image of its own becomes when it ends: a shadow under it, or a blur.
enum LayerEffect {
    /// The layer's shadow (radius and offset in points), then the layer.
    case shadow(color: Color, radius: Double, offset: CGSize)
    /// The layer blurred (radius in points).
    case blur(radius: Double, opaque: Bool)
    /// The layer composited as `style` says; a colour change touches only `region` (points), or the whole
    /// layer when nil.
    case styled(LayerStyle, region: CGRect?)
}

extension ItemDrawer {
    /// Composites a finished layer (already drawn with the transform in effect, in device pixels) onto this
    /// drawer's context. `bounds` is the layer's frame in points, in the coordinates the transform maps.
    /// With no transform in effect this is exactly the shadow compositing of before.
    func composite(_ layer: RasterImage, _ effect: LayerEffect, bounds: CGRect) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let isIdentity = matrix.xx == 1 && matrix.yx == 0 && matrix.xy == 0 && matrix.yy == 1 && matrix.x0 == 0 && matrix.y0 == 0
        var device = snapped(bounds)
        if !isIdentity {
            // The layer's pixels are transformed already: composite in device space, around the transformed bounds.
            let corners: [(Double, Double)] = [(device.minX, device.minY), (device.maxX, device.minY), (device.minX, device.maxY), (device.maxX, device.maxY)]
                .map { (corner: (CGFloat, CGFloat)) -> (Double, Double) in
                    var x = Double(corner.0), y = Double(corner.1)
                    cairo_user_to_device(cr, &x, &y)
                    return (x, y)
                }
            let xs = corners.map { $0.0 }, ys = corners.map { $0.1 }
            device = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            cairo_save(cr)
            cairo_identity_matrix(cr)
        }
        // How far a length in points reaches in device pixels under the transform (its larger axis).
        let stretch = isIdentity ? 1 : max((matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot(),
                                           (matrix.xy * matrix.xy + matrix.yy * matrix.yy).squareRoot())
        switch effect {
        case .shadow(let color, let radius, let offset):
            var dx = Double(offset.width) * scale, dy = Double(offset.height) * scale
            if !isIdentity { (dx, dy) = (matrix.xx * dx + matrix.xy * dy, matrix.yx * dx + matrix.yy * dy) }
            ShadowCompositor.composite(layer, color: color, radius: radius * scale * stretch, offset: CGSize(width: dx, height: dy),
                                       bounds: device, onto: cr)
        case .blur(let radius, let opaque):
            if opaque {
                cairo_save(cr)
                cairo_rectangle(cr, device.minX, device.minY, device.width, device.height)
                cairo_clip(cr)
            }
            LayerBlur.composite(layer, radius: radius * scale * stretch, opaque: opaque, bounds: device, onto: cr)
            if opaque { cairo_restore(cr) }
        case .styled:
            break   // composited by `composite(_:_:mask:)`
        }
        if !isIdentity { cairo_restore(cr) }
    }
}
