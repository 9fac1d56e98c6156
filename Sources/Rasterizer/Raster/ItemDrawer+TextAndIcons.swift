import CCairo
import Foundation
import LayoutCore

/// Text and icons: what `ItemDrawer` draws from fonts and SVG files rather than from paths.
extension ItemDrawer {
    /// Draws one line of text at its baseline, cut with an ellipsis if it is wider than its frame.
    func drawText(_ string: String, font: Font, paint: Paint, frame: CGRect, baseline: CGFloat) {
        guard isDrawable(frame), baseline.isFinite, !string.isEmpty else { return }
        guard abs(frame.minX * scale) <= RasterLimits.drawCoordinate, abs(baseline * scale) <= RasterLimits.drawCoordinate else {
            RenderWarnings.shared.report("text beyond ±\(Int(RasterLimits.drawCoordinate)) device pixels was not drawn")
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_scale(cr, scale, scale)
        FontSetup.apply(font, to: cr)
        let text = fitted(string, width: Double(frame.width) + 0.5, tabularDigits: font.hasMonospacedDigits, tracking: Double(font.tracking))
        let x = (Double(frame.minX) * scale).rounded() / scale
        let y = (Double(baseline) * scale).rounded() / scale
        setSource(paint, CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height))
        cairo_move_to(cr, x, y)
        TextGlyphs.show(text, tabularDigits: font.hasMonospacedDigits, tracking: Double(font.tracking), on: cr)
    }

    /// `string`, or its longest prefix followed by "…" that fits `width` (in points, current font).
    func fitted(_ string: String, width: Double, tabularDigits: Bool, tracking: Double = 0) -> String {
        func advance(_ s: String) -> Double { TextGlyphs.advance(of: s, tabularDigits: tabularDigits, tracking: tracking, on: cr) }
        if advance(string) <= width { return string }
        var characters = Array(string)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters).trimmingCharacters(in: .whitespaces) + "…"
            if advance(candidate) <= width { return candidate }
        }
        return ""
    }

    /// Paints the icon's raster for the frame's pixel size (scaled down to the frame when the raster is
    /// of the next larger size class), or a placeholder if it is unusable.
    func drawImage(_ name: String, frame r: CGRect) {
        guard isDrawable(r), !isHiddenByClip(r) else { return }
        if let loaded = LoadedImageName.parse(name) {
            if drawLoadedImage(loaded.path, frame: r) == nil { drawPlaceholder(r) }
            return
        }
        let width = Int(r.width), height = Int(r.height)
        let drawn: Void? = icons.withRaster(named: name, width: width, height: height) { surface in
            let rasterWidth = Double(cairo_image_surface_get_width(surface)), rasterHeight = Double(cairo_image_surface_get_height(surface))
            cairo_save(cr)
            cairo_translate(cr, r.minX, r.minY)
            if rasterWidth != Double(width) || rasterHeight != Double(height) {
                cairo_scale(cr, Double(width) / rasterWidth, Double(height) / rasterHeight)
            }
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
            cairo_rectangle(cr, 0, 0, rasterWidth, rasterHeight)
            cairo_fill(cr)
            cairo_restore(cr)
        }
        if drawn == nil { drawPlaceholder(r) }
    }

    /// Paints the bitmap decoded from `path` scaled to the frame (cairo's good filter, which averages when
    /// it shrinks); nil when it cannot be decoded.
    private func drawLoadedImage(_ path: String, frame r: CGRect) -> Void? {
        LoadedImages.shared.withSurface(path) { surface in
            let width = Double(cairo_image_surface_get_width(surface)), height = Double(cairo_image_surface_get_height(surface))
            cairo_save(cr)
            cairo_translate(cr, r.minX, r.minY)
            cairo_scale(cr, r.width / width, r.height / height)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_rectangle(cr, 0, 0, width, height)
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    /// Whether the clip in force hides all of `r` (device pixels in the current user space), so that drawing
    /// there changes no pixel: a frame drawn only inside its damage then does not rasterise the icons
    /// outside it.
    func isHiddenByClip(_ r: CGRect) -> Bool {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return !CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersects(r)
    }

    /// A grey rounded square with a cross: what a missing or corrupt icon looks like.
    func drawPlaceholder(_ r: CGRect) {
        let inset = min(r.width, r.height) * 0.08
        let box = r.insetBy(dx: inset, dy: inset)
        path(.roundedRectangle(cornerRadius: min(box.width, box.height) * 0.15 / scale), box)
        cairo_set_source_rgba(cr, 0.55, 0.56, 0.6, 0.35)
        cairo_fill(cr)
        cairo_set_source_rgba(cr, 0.45, 0.46, 0.5, 0.9)
        cairo_set_line_width(cr, max(1, min(box.width, box.height) * 0.04))
        let m = min(box.width, box.height) * 0.3
        cairo_move_to(cr, box.minX + m, box.minY + m)
        cairo_line_to(cr, box.maxX - m, box.maxY - m)
        cairo_move_to(cr, box.maxX - m, box.minY + m)
        cairo_line_to(cr, box.minX + m, box.maxY - m)
        cairo_stroke(cr)
    }
}
