/// What the renderer draws at most. Geometry from code is clamped to these limits with a one-time warning,
/// and icons beyond them are placeholders, so no scene can exhaust memory or time in cairo or librsvg.
public enum RasterLimits {
    /// The largest SVG icon file, in bytes; larger ones are drawn as a placeholder.
    public static let svgFileBytes = 4 << 20
    /// The largest |coordinate| and size the renderer draws, in device pixels; geometry beyond it is
    /// clamped to it, and non-finite geometry is skipped.
    public static let drawCoordinate = 1_000_000.0
    /// The largest shadow radius the renderer blurs, in device pixels.
    public static let shadowRadius = 1_000.0
    /// The largest icon raster, in device pixels per side; an icon drawn larger is a placeholder.
    public static let iconPixels = 8192
}
