import Foundation

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat
    /// Creates corner radii (0 where not given).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose four corners each have their own radius, as SwiftUI's `UnevenRoundedRectangle`
/// (left to right: HeroSim lays out left to right, so leading is left).
public struct UnevenRoundedRectangle: Shape, PrimitiveView {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners are drawn.
    public var style: RoundedCornerStyle
    /// Creates the shape from its corners' radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    /// Creates the shape from each corner's radius (0 where not given).
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedCorners(in: rect, topLeading: cornerRadii.topLeading, topTrailing: cornerRadii.topTrailing,
                               bottomTrailing: cornerRadii.bottomTrailing, bottomLeading: cornerRadii.bottomLeading, style: style)
        return path
    }
}

extension Shape where Self == Rectangle {
    /// A rectangle, as `.rect` wherever SwiftUI takes a shape.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle, as `.rect(cornerRadius:style:)` (SwiftUI's default style: `.continuous`).
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rounded rectangle with corners of `cornerSize`, as `.rect(cornerSize:style:)`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with corners of their own radii, as `.rect(topLeadingRadius:...)`.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
    /// A rectangle with corners of `cornerRadii`, as `.rect(cornerRadii:style:)`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule, as `.capsule`.
    public static var capsule: Capsule { Capsule() }
    /// A capsule, as `.capsule(style:)` (its ends are half circles in either style).
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle, as `.circle`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse, as `.ellipse`.
    public static var ellipse: Ellipse { Ellipse() }
}

extension View {
    /// Draws `style` filling `shape` behind this view, fitted to its frame, as SwiftUI's
    /// `background(_:in:fillStyle:)` (`.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))`).
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> ModifiedContent<Self, _BackgroundModifier<_ShapeView>> {
        background(shape.fill(style))
    }
    /// Draws the system background style (white in light mode, black in dark) filling `shape` behind this
    /// view, as SwiftUI's `background(in:fillStyle:)`.
    public func background<T: Shape>(in shape: T) -> ModifiedContent<Self, _BackgroundModifier<_ShapeView>> {
        background(shape.fill(BackgroundStyle()))
    }
}
