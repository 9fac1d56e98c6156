import CCairo

/// One line of text on a cairo context whose font is already set: how far it advances, and drawing it.
///
/// With `tabularDigits` (`monospacedDigit()`), the digits 0 to 9 are set in cells of one width, the widest
/// digit's advance, each digit centred in its cell, as a face's tabular figures are; the rest of the line
/// keeps its own advances. Faces whose digits already share one width (DejaVu) come out unchanged. Inter's
/// digits are proportional, as SF Pro's are, and cairo's toy text API cannot switch on OpenType's `tnum`.
enum TextGlyphs {
    /// The line's advance width in user units, with `tracking` after every character.
    static func advance(of text: String, tabularDigits: Bool, tracking: Double = 0, on cr: OpaquePointer) -> Double {
        let spacing = tracking * Double(text.count)
        return spacing + untrackedAdvance(of: text, tabularDigits: tabularDigits, on: cr)
    }

    /// Draws the line from the current point with `tracking` after every character, leaving the current
    /// point at its end.
    static func show(_ text: String, tabularDigits: Bool, tracking: Double, on cr: OpaquePointer) {
        guard tracking != 0 else { return show(text, tabularDigits: tabularDigits, on: cr) }
        for character in text {
            show(String(character), tabularDigits: tabularDigits, on: cr)
            var x = 0.0, y = 0.0
            cairo_get_current_point(cr, &x, &y)
            cairo_move_to(cr, x + tracking, y)
        }
    }

    private static func untrackedAdvance(of text: String, tabularDigits: Bool, on cr: OpaquePointer) -> Double {
        guard tabularDigits, text.contains(where: isDigit) else { return plainAdvance(text, cr) }
        let cell = digitCell(cr)
        var width = 0.0
        for part in parts(text) { width += part.isDigit ? cell : plainAdvance(part.text, cr) }
        return width
    }

    /// Draws the line from the current point, leaving the current point at its end.
    static func show(_ text: String, tabularDigits: Bool, on cr: OpaquePointer) {
        guard tabularDigits, text.contains(where: isDigit) else { return cairo_show_text(cr, text) }
        let cell = digitCell(cr)
        for part in parts(text) {
            guard part.isDigit else {
                cairo_show_text(cr, part.text)
                continue
            }
            var x = 0.0, y = 0.0
            cairo_get_current_point(cr, &x, &y)
            cairo_move_to(cr, x + (cell - plainAdvance(part.text, cr)) / 2, y)
            cairo_show_text(cr, part.text)
            cairo_move_to(cr, x + cell, y)
        }
    }

    private static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

    /// `text` with each digit 0 to 9 made a 0: with tabular digits, a line that advances as far as `text`.
    static func zeroingDigits(_ text: String) -> String {
        guard text.contains(where: isDigit) else { return text }
        return String(text.map { isDigit($0) ? "0" : $0 })
    }

    private static func plainAdvance(_ text: String, _ cr: OpaquePointer) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        return extents.x_advance
    }

    /// The widest of the ten digits' advances in the current font.
    private static func digitCell(_ cr: OpaquePointer) -> Double {
        (0...9).map { plainAdvance(String($0), cr) }.max() ?? 0
    }

    /// The text cut into single digits and the runs between them.
    private static func parts(_ text: String) -> [(text: String, isDigit: Bool)] {
        var parts: [(text: String, isDigit: Bool)] = []
        var run = ""
        for c in text {
            if isDigit(c) {
                if !run.isEmpty { parts.append((run, false)); run = "" }
                parts.append((String(c), true))
            } else {
                run.append(c)
            }
        }
        if !run.isEmpty { parts.append((run, false)) }
        return parts
    }
}
