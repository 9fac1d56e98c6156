import Foundation

/// An indeterminate progress indicator: a 20×20 translucent ring with a bright dot.
public struct ProgressView: View, BuiltInView {
    /// Creates a progress indicator.
    public init() {}
    /// A translucent white ring with a white dot at the top, 20 points across.
    public var body: some View {
        Circle().strokeBorder(Color(white: 1, opacity: 0.45), lineWidth: 3)
            .overlay(alignment: .top) {
                Circle().fill(Color.white).frame(width: 6, height: 6).offset(y: -0.5)
            }
            .frame(width: 20, height: 20)
    }
}

/// A translucent system material, drawn as a frosted white (LayoutCore does not blur what is behind).
public struct Material: ShapeStyle, Hashable {
    let opacity: Double
    /// The paint: white at the material's opacity.
    public var paint: Paint { .color(Color(white: 0.97, opacity: opacity)) }
    /// Ultra-thin material.
    public static let ultraThin = Material(opacity: 0.4)
    /// Thin material.
    public static let thin = Material(opacity: 0.55)
    /// Regular material.
    public static let regular = Material(opacity: 0.72)
    /// Thick material.
    public static let thick = Material(opacity: 0.86)
    /// Ultra-thick material.
    public static let ultraThick = Material(opacity: 0.94)
    /// The material of bars.
    public static let bar = Material(opacity: 0.8)
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

extension Color: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// The same colour (so `Color(#colorLiteral(...))` reads as in SwiftUI).
    public init(_ color: Color) { self = color }
}
