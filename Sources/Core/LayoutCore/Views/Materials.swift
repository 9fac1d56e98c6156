import Foundation

/// A system material, as SwiftUI's `Material`: what is drawn behind the shape it fills, blurred and
/// tinted, so content shows through frosted glass.
///
/// HeroSim's materials (SwiftUI does not publish its numbers; these are chosen to read as iOS's):
///
/// | material | blur radius (points) | light tint | dark tint |
/// |---|---|---|---|
/// | `.ultraThin` | 10 | white 0.97 at 40 % | grey 0.11 at 40 % |
/// | `.thin` | 15 | at 55 % | at 55 % |
/// | `.regular`, `.bar` | 20 | at 72 % (bar 80 %) | at 72 % (bar 80 %) |
/// | `.thick` | 25 | at 86 % | at 86 % |
/// | `.ultraThick` | 30 | at 94 % | at 94 % |
///
/// The blur is a Gaussian of σ = radius / 2 (as `blur(radius:)`) of the pixels already drawn under the
/// shape's bounds; the tint is drawn over it; the shape's outline cuts the result. A material over one
/// flat colour is that colour with the tint over it.
public struct Material: ShapeStyle, Hashable {
    let opacity: Double
    let radius: CGFloat
    /// The paint: a blur of what is behind with the tint over it (light: white; dark: dark grey).
    public var paint: _Paint {
        var tint = Color(white: 0.97, opacity: opacity)
        tint.dark = DarkAppearance(Color(white: 0.11, opacity: opacity))
        return .material(MaterialPaint(radius: radius, tint: tint, opacity: 1))
    }
    /// Ultra-thin material.
    public static let ultraThin = Material(opacity: 0.4, radius: 10)
    /// Thin material.
    public static let thin = Material(opacity: 0.55, radius: 15)
    /// Regular material.
    public static let regular = Material(opacity: 0.72, radius: 20)
    /// Thick material.
    public static let thick = Material(opacity: 0.86, radius: 25)
    /// Ultra-thick material.
    public static let ultraThick = Material(opacity: 0.94, radius: 30)
    /// The material of bars.
    public static let bar = Material(opacity: 0.8, radius: 20)
}

/// A material as the rasteriser draws it: the backdrop blurred by `radius` points, `tint` over it, the
/// whole at `opacity` (a fading view's material fades).
public struct _MaterialPaint: Hashable, Sendable {
    /// The blur radius in points (a Gaussian of σ = radius / 2).
    public var radius: Double
    /// The colour drawn over the blurred backdrop.
    public var tint: Color
    /// The opacity of the whole material.
    public var opacity: Double
    /// A material paint.
    public init(radius: Double, tint: Color, opacity: Double) {
        self.radius = radius
        self.tint = tint
        self.opacity = opacity
    }
    /// The material as the colour scheme shows it (its tint resolved).
    public func resolved(in scheme: ColorScheme) -> _MaterialPaint {
        var resolved = self
        resolved.tint = tint.resolved(in: scheme)
        return resolved
    }
}

extension ShapeStyle where Self == Material {
    /// `.ultraThinMaterial` wherever a `ShapeStyle` is expected.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// `.thinMaterial` wherever a `ShapeStyle` is expected.
    public static var thinMaterial: Material { .thin }
    /// `.regularMaterial` wherever a `ShapeStyle` is expected.
    public static var regularMaterial: Material { .regular }
    /// `.thickMaterial` wherever a `ShapeStyle` is expected.
    public static var thickMaterial: Material { .thick }
    /// `.ultraThickMaterial` wherever a `ShapeStyle` is expected.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// `.bar` wherever a `ShapeStyle` is expected.
    public static var bar: Material { Material.bar }
}

/// The name HeroSim's own code uses for `_MaterialPaint`.
package typealias MaterialPaint = _MaterialPaint
