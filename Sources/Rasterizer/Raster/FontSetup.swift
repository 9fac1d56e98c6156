import CCairo
import LayoutCore

/// Selects the face for a `Font` on a cairo context, with hinting off so metrics scale exactly and
/// text renders the same in the window and in frame dumps.
///
/// Faces (Debian's fonts-dejavu-core, fonts-dejavu-extra and fonts-quicksand): the default design is
/// DejaVu Sans, `.serif` DejaVu Serif, `.monospaced` DejaVu Sans Mono, `.rounded` Quicksand. Weights map to
/// the nearest face there is: DejaVu Sans has ExtraLight (for ultraLight, thin and light), Book and
/// Bold; medium and heavier draw Bold (medium always has). Serif and Mono have no light face (light draws
/// Book). Quicksand has Light, Regular, Medium and Bold. Italic draws DejaVu's Oblique or Italic faces;
/// faces without one (DejaVu Sans ExtraLight, Quicksand) are slanted by fontconfig.
enum FontSetup {
    static func apply(_ font: Font, to cr: OpaquePointer) {
        let face = Self.face(for: font)
        cairo_select_font_face(cr, face.family, font.isItalic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
                               face.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, Double(font.size))
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    /// The fontconfig family and whether to ask for its bold face, for `font`'s design and weight.
    static func face(for font: Font) -> (family: String, bold: Bool) {
        let light = font.weight.rawValue < Font.Weight.regular.rawValue
        let bold = font.weight.rawValue > Font.Weight.regular.rawValue
        switch font.design {
        case .default: return (light ? "DejaVu Sans Light" : "DejaVu Sans", bold)
        case .serif: return ("DejaVu Serif", bold)
        case .monospaced: return ("DejaVu Sans Mono", bold)
        case .rounded:
            switch font.weight {
            case .ultraLight, .thin, .light: return ("Quicksand Light", false)
            case .regular: return ("Quicksand", false)
            case .medium: return ("Quicksand Medium", false)
            case .semibold, .bold, .heavy, .black: return ("Quicksand", true)
            }
        }
    }
}
