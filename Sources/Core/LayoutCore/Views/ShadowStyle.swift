import Foundation

/// A shadow a shape style casts, as SwiftUI's `ShadowStyle`: `Color.red.shadow(.drop(radius: 4))` fills a
/// shape and drops its shadow.
public struct ShadowStyle: Hashable, Sendable {
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    /// A shadow below the shape, of `color` (black at 33 % by default), blurred by `radius`, moved by `x`, `y`.
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, offset: CGSize(width: x, height: y))
    }
}

/// A style that casts a shadow where a shape is filled with it.
protocol ShadowCastingStyle {
    /// The shadow.
    var shadowStyle: ShadowStyle { get }
}

/// `style.shadow(_:)`: a style that paints as its base and casts a shadow.
public struct _ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle, ShadowCastingStyle {
    let base: Base
    let shadowStyle: ShadowStyle
    /// The base style's paint.
    public var paint: _Paint { base.paint }
}

extension ShapeStyle {
    /// This style, casting `style`'s shadow where a shape is filled with it.
    public func shadow(_ style: ShadowStyle) -> _ShadowedShapeStyle<Self> { _ShadowedShapeStyle(base: self, shadowStyle: style) }
}
