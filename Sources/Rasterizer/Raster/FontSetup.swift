import CCairo
import LayoutCore

/// Selects the face for a `Font` on a cairo context, with hinting off so metrics scale exactly and
/// text renders the same in the window and in frame dumps.
///
/// The default design draws with Inter (Debian's fonts-inter): a typeface designed for UI text on
/// screens, whose metrics and x-height are close to SF Pro's (ascent 0.97 em, descent 0.24 em, x-height
/// 0.55 em, caps 0.73 em), with static faces for all nine weights and their italics, under the SIL Open
/// Font License. SwiftUI's weights map one to one onto Inter's faces: ultraLight Thin, thin ExtraLight,
/// light Light, regular Regular, medium Medium, semibold SemiBold, bold Bold, heavy ExtraBold, black
/// Black; italic draws the matching Italic face. Inter's digits are proportional, as SF Pro's are;
/// `monospacedDigit()` sets them in equal cells (see `TextGlyphs`).
///
/// The other designs (fonts-dejavu-core, fonts-dejavu-extra and fonts-quicksand): `.serif` DejaVu Serif,
/// `.monospaced` DejaVu Sans Mono, `.rounded` Quicksand. Their weights map to the nearest face there is:
/// Serif and Mono have Book and Bold (lighter weights draw Book, medium and heavier Bold); Quicksand has
/// Light, Regular, Medium and Bold. Italic draws DejaVu's Oblique or Italic faces; Quicksand has none and
/// is slanted by fontconfig.
enum FontSetup {
    static func apply(_ font: Font, to cr: OpaquePointer) {
        let face = Self.face(for: font)
        if let style = face.style, let cairoFace = PatternFontFaces.shared.face(
            .init(family: face.family, style: style, weight: face.weight, italic: font.isItalic), package: "fonts-inter") {
            cairo_set_font_face(cr, cairoFace)
        } else {
            cairo_select_font_face(cr, face.family, font.isItalic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
                                   face.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        }
        cairo_set_font_size(cr, Double(font.size))
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    /// A face to draw with: a fontconfig family and either a style name with its fontconfig weight (an
    /// exact face, for Inter), or nil and whether to ask cairo's toy API for bold.
    struct Face: Equatable {
        var family: String
        var style: String?
        var weight: Int32 = FC_WEIGHT_REGULAR
        var bold = false
    }

    /// Inter's face for each weight: the style name, without "Italic", and its fontconfig weight.
    static let interFaces: [Font.Weight: (style: String, weight: Int32)] = [
        .ultraLight: ("Thin", FC_WEIGHT_THIN), .thin: ("Extra Light", FC_WEIGHT_EXTRALIGHT), .light: ("Light", FC_WEIGHT_LIGHT),
        .regular: ("Regular", FC_WEIGHT_REGULAR), .medium: ("Medium", FC_WEIGHT_MEDIUM), .semibold: ("Semi Bold", FC_WEIGHT_SEMIBOLD),
        .bold: ("Bold", FC_WEIGHT_BOLD), .heavy: ("Extra Bold", FC_WEIGHT_EXTRABOLD), .black: ("Black", FC_WEIGHT_BLACK),
    ]

    /// The face for `font`'s design, weight and slant.
    static func face(for font: Font) -> Face {
        let bold = font.weight.rawValue > Font.Weight.regular.rawValue
        switch font.design {
        case .default:
            let inter = interFaces[font.weight] ?? ("Regular", FC_WEIGHT_REGULAR)
            let style = !font.isItalic ? inter.style : inter.style == "Regular" ? "Italic" : inter.style + " Italic"
            return Face(family: "Inter", style: style, weight: inter.weight)
        case .serif: return Face(family: "DejaVu Serif", bold: bold)
        case .monospaced: return Face(family: "DejaVu Sans Mono", bold: bold)
        case .rounded:
            switch font.weight {
            case .ultraLight, .thin, .light: return Face(family: "Quicksand Light")
            case .regular: return Face(family: "Quicksand")
            case .medium: return Face(family: "Quicksand Medium")
            case .semibold, .bold, .heavy, .black: return Face(family: "Quicksand", bold: true)
            }
        }
    }
}
