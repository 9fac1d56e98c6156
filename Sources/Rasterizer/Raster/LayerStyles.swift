import CCairo
import CPixelOps
import Foundation
import LayoutCore

extension ItemDrawer {
    /// Whether no transform is in effect.
    var hasIdentityMatrix: Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return matrix.xx == 1 && matrix.yx == 0 && matrix.xy == 0 && matrix.yy == 1 && matrix.x0 == 0 && matrix.y0 == 0
    }

    /// Composites a finished styled layer (device pixels, drawn with the transform in effect) onto this
    /// drawer's context: through a blend mode, through its mask, or with its colours changed.
    func composite(_ layer: RasterImage, _ effect: LayerEffect, mask: RasterImage?) {
        guard case .styled(let style, let region) = effect else { return composite(layer, effect, bounds: .zero) }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        switch style {
        case .colorMatrix(let matrix):
            applyColorMatrix(matrix, to: layer, region: region)
            cairo_set_source_surface(cr, layer.surface, 0, 0)
            cairo_paint(cr)
        case .blend(let mode):
            cairo_set_operator(cr, mode.cairoOperator)
            cairo_set_source_surface(cr, layer.surface, 0, 0)
            cairo_paint(cr)
        case .group:
            cairo_set_source_surface(cr, layer.surface, 0, 0)
            cairo_paint(cr)
        case .masked:
            // With no mask drawn, nothing of the content shows.
            if let mask {
                cairo_set_source_surface(cr, layer.surface, 0, 0)
                cairo_mask_surface(cr, mask.surface, 0, 0)
            }
        case .mask:
            break
        }
        cairo_restore(cr)
    }

    /// Changes the colours of `layer`'s pixels in `region` (points; the whole layer when nil).
    private func applyColorMatrix(_ matrix: [Double], to layer: RasterImage, region: CGRect?) {
        guard matrix.count == 20 else { return }
        var pixels = CGRect(x: 0, y: 0, width: layer.width, height: layer.height)
        if let region {
            let device = CGRect(x: region.minX * scale, y: region.minY * scale, width: region.width * scale, height: region.height * scale)
                .insetBy(dx: -2, dy: -2)
            pixels = pixels.intersection(CGRect(x: device.minX.rounded(.down), y: device.minY.rounded(.down),
                                                width: device.width.rounded(.up) + 1, height: device.height.rounded(.up) + 1))
        }
        guard !pixels.isNull, pixels.width > 0, pixels.height > 0 else { return }
        cairo_surface_flush(layer.surface)
        let data = cairo_image_surface_get_data(layer.surface)!
        let stride = Int(cairo_image_surface_get_stride(layer.surface))
        matrix.withUnsafeBufferPointer { m in
            herosim_color_matrix(data, stride, Int(pixels.minX), Int(pixels.minY), Int(pixels.width), Int(pixels.height), m.baseAddress)
        }
        cairo_surface_mark_dirty(layer.surface)
    }
}

extension BlendMode {
    /// Cairo's operator for the mode (plus darker, which cairo lacks, multiplies).
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
