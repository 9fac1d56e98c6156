import CCairo
import LayoutCore

/// Selects the face for a `Font` on a cairo context, with hinting off so metrics scale exactly and
/// text renders the same in the window and in frame dumps.
enum FontSetup {
    static func apply(_ font: Font, to cr: OpaquePointer) {
        let family = font.isMonospaced ? "DejaVu Sans Mono" : "DejaVu Sans"
        let weight = font.weight == .regular ? CAIRO_FONT_WEIGHT_NORMAL : CAIRO_FONT_WEIGHT_BOLD
        cairo_select_font_face(cr, family, CAIRO_FONT_SLANT_NORMAL, weight)
        cairo_set_font_size(cr, Double(font.size))
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }
}
