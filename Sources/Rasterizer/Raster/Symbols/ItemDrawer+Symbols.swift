import CCairo
import LayoutCore

/// SF Symbols: a Bootstrap Icons glyph used as a mask over the symbol's paint.
extension ItemDrawer {
    /// Fills the frame's pixels the glyph for `glyph` covers with its paint (the glyph's raster for the
    /// frame's pixel size, scaled down to the frame when it is of the next larger size class). A name
    /// HeroSim has no glyph for draws the placeholder and is reported once.
    func drawSymbol(_ glyph: SymbolGlyph, frame r: CGRect) {
        guard isDrawable(r), !isHiddenByClip(r) else { return }
        guard let icon = SymbolTable.iconName(for: glyph) else {
            icons.reportUnknownSymbol(glyph.name)
            drawPlaceholder(r)
            return
        }
        let width = Int(r.width), height = Int(r.height)
        let drawn: Void? = icons.withGlyphRaster(icon, symbol: glyph.name, width: width, height: height) { surface in
            let rasterWidth = Double(cairo_image_surface_get_width(surface)), rasterHeight = Double(cairo_image_surface_get_height(surface))
            cairo_save(cr)
            defer { cairo_restore(cr) }
            setSource(glyph.paint, r) // in device space, before the raster's scale: gradients span the frame
            cairo_translate(cr, r.minX, r.minY)
            if rasterWidth != Double(width) || rasterHeight != Double(height) {
                cairo_scale(cr, Double(width) / rasterWidth, Double(height) / rasterHeight)
            }
            let mask = cairo_pattern_create_for_surface(surface)
            cairo_pattern_set_filter(mask, CAIRO_FILTER_BILINEAR)
            cairo_mask(cr, mask)
            cairo_pattern_destroy(mask)
        }
        if drawn == nil { drawPlaceholder(r) }
    }
}
