import CCairo
import Foundation
import LayoutCore

/// Measures text with the same faces the renderer draws with, and images with the icon library.
///
/// It owns a scratch cairo context; a lock makes it safe to share, as `ContentMeasurer` requires.
public final class CairoMeasurer: ContentMeasurer, @unchecked Sendable {
    private let lock = NSLock()
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private var cache: [TextKey: TextMetrics] = [:]
    private let icons: IconLibrary

    private struct TextKey: Hashable {
        let text: String
        let font: Font
    }

    /// Creates a measurer whose image sizes come from `icons`.
    public init(icons: IconLibrary) {
        self.icons = icons
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        context = cairo_create(surface)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The advance width and the font's ascent and descent.
    package func metrics(of text: String, font: Font) -> TextMetrics {
        lock.lock()
        defer { lock.unlock() }
        // With tabular digits every digit has one advance, so texts that differ only in their digits (a live
        // time) measure alike: one entry serves them all.
        let key = TextKey(text: font.hasMonospacedDigits ? TextGlyphs.zeroingDigits(text) : text, font: font)
        if let cached = cache[key] { return cached }
        FontSetup.apply(font, to: context)
        var fontExtents = cairo_font_extents_t()
        cairo_font_extents(context, &fontExtents)
        let width = TextGlyphs.advance(of: text, tabularDigits: font.hasMonospacedDigits, tracking: Double(font.tracking), on: context)
        let metrics = TextMetrics(width: width, ascent: fontExtents.ascent, descent: fontExtents.descent)
        if cache.count > 4096 { cache.removeAll() }
        cache[key] = metrics
        return metrics
    }

    /// The icon's intrinsic size, or nil if it is missing (the renderer then draws a placeholder).
    public func naturalSize(ofImage name: String) -> CGSize? {
        if let loaded = LoadedImageName.parse(name) {
            return LoadedImages.shared.pixelSize(of: loaded.path).map { CGSize(width: $0.width / loaded.scale, height: $0.height / loaded.scale) }
        }
        return icons.naturalSize(of: name)
    }

    /// A symbol's size: `glyph.side` tall (its font's point size times its image scale), as wide as its
    /// glyph's proportions make it (Bootstrap's are square); a square for a name HeroSim has no glyph for.
    package func naturalSize(ofSymbol glyph: SymbolGlyph) -> CGSize {
        let side = glyph.side
        guard let icon = SymbolTable.iconName(for: glyph), let size = icons.glyphSize(icon, symbol: glyph.name),
              size.width > 0, size.height > 0 else { return CGSize(width: side, height: side) }
        return CGSize(width: side * size.width / size.height, height: side)
    }
}
