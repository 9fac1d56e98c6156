import Foundation

/// An SF Symbol as a layout node and a drawing command carry it: the name as written, the variants and
/// scale from the environment, the font it is sized and weighted by, and the style it is tinted with.
/// The rasteriser finds the glyph for `name` with `variants` (`Raster.SymbolTable`).
package struct SymbolGlyph: Hashable, Sendable {
    /// The SF Symbol name as written in `Image(systemName:)`.
    public var name: String
    /// The variants asked for (`symbolVariant(_:)`); the name with them is drawn where that symbol exists.
    public var variants: SymbolVariants
    /// The image scale (`imageScale(_:)`).
    public var scale: Image.Scale
    /// The point size of the font the symbol sits in.
    public var pointSize: CGFloat
    /// The weight of that font (HeroSim draws every weight with the same strokes).
    public var weight: Font.Weight
    /// The rendering mode asked for, if any (HeroSim draws every mode in one colour).
    public var renderingMode: SymbolRenderingMode?
    /// The style the glyph is filled with.
    public var paint: _Paint
    /// How a change of the symbol animates (`contentTransition(_:)`); drawing does not read it.
    package var contentTransition = ContentTransition.automatic

    /// Creates a glyph description.
    public init(name: String, variants: SymbolVariants = .none, scale: Image.Scale = .medium, pointSize: CGFloat = 17,
                weight: Font.Weight = .regular, renderingMode: SymbolRenderingMode? = nil, paint: Paint = .color(.primary)) {
        self.name = name
        self.variants = variants
        self.scale = scale
        self.pointSize = pointSize
        self.weight = weight
        self.renderingMode = renderingMode
        self.paint = paint
    }

    /// The side of the square a symbol takes before resizing: its font's point size times its scale's
    /// factor. An SF Symbol in `.body` (17 pt) is about 17 points tall in SwiftUI; HeroSim's glyphs
    /// (Bootstrap Icons) are drawn on a square, so the box is square. A non-finite or negative size is 0.
    public var side: CGFloat {
        let side = pointSize * scale.factor
        return side.isFinite && side > 0 ? side : 0
    }

    /// This glyph with its paint's opacity multiplied by `alpha`.
    func fading(by alpha: Double) -> SymbolGlyph {
        var glyph = self
        glyph.paint = paint.fading(by: alpha)
        return glyph
    }
}
