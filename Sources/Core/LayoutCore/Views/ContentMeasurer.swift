import Foundation

/// What a text measurer reports for one line of text.
package struct TextMetrics: Hashable, Sendable {
    /// Advance width of the line.
    public var width: CGFloat
    /// Distance from the top of the line box to the baseline.
    public var ascent: CGFloat
    /// Distance from the baseline to the bottom of the line box.
    public var descent: CGFloat
    /// Creates text metrics.
    public init(width: CGFloat, ascent: CGFloat, descent: CGFloat) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }
    /// Height of the line box.
    public var height: CGFloat { ascent + descent }
}

/// Measures content whose size only the rasteriser knows: text and named images.
package protocol ContentMeasurer: Sendable {
    /// Metrics of `text` set in `font` on one line.
    func metrics(of text: String, font: Font) -> TextMetrics
    /// The natural size of the image named `name`, or `nil` if it is unknown.
    func naturalSize(ofImage name: String) -> CGSize?
    /// The size of an SF Symbol's image before resizing (`SymbolGlyph.side` on a square by default).
    func naturalSize(ofSymbol glyph: SymbolGlyph) -> CGSize
}

extension ContentMeasurer {
    /// A square of `glyph.side`: the font's point size times the image scale's factor.
    public func naturalSize(ofSymbol glyph: SymbolGlyph) -> CGSize { CGSize(width: glyph.side, height: glyph.side) }
}

/// A deterministic measurer for pure layout tests: every character is 0.6 em wide, lines are 1.2 em tall,
/// and every image is 64×64.
package struct FixedWidthMeasurer: ContentMeasurer {
    /// Creates the measurer.
    public init() {}
    /// 0.6 em per character; ascent 0.95 em, descent 0.25 em.
    public func metrics(of text: String, font: Font) -> TextMetrics {
        TextMetrics(width: CGFloat(Self.characterCount(text)) * font.size * 0.6, ascent: font.size * 0.95, descent: font.size * 0.25)
    }
    /// The number of characters (grapheme clusters) in `text`; printable ASCII, where each byte is one
    /// character, is counted without segmenting.
    static func characterCount(_ text: String) -> Int {
        var text = text
        let printableASCII = text.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
        return printableASCII ? text.utf8.count : text.count
    }
    /// Every image is 64×64.
    public func naturalSize(ofImage name: String) -> CGSize? { CGSize(width: 64, height: 64) }
}
