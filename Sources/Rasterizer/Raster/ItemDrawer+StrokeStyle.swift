import CCairo
import LayoutCore

extension ItemDrawer {
    /// Sets cairo's line to `style` at `width` device pixels: ends, joins, miter limit and dashes (in points,
    /// scaled to pixels). Every stroke sets all of them, so no stroke inherits another's.
    func setLine(_ style: StrokeStyle, width: Double) {
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, style.lineCap == .round ? CAIRO_LINE_CAP_ROUND : style.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, style.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : style.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, max(1, Double(style.miterLimit)))
        // Cairo rejects a pattern with a negative length or only zeros; such a pattern draws a solid line.
        let dashes = style.dash.map { Double($0) * scale }
        if dashes.isEmpty || dashes.contains(where: { $0 < 0 || !$0.isFinite }) || dashes.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            let phase = Double(style.dashPhase) * scale
            dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), phase.isFinite ? phase : 0) }
        }
    }
}
