import Foundation

/// The geometric outline of a shape.
public enum _ShapeKind: Hashable, Sendable {
    /// A rectangle.
    case rectangle
    /// A rectangle with rounded corners of the given radius, circular or continuous.
    case roundedRectangle(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular)
    /// The largest circle centred in the frame.
    case circle
    /// A rounded rectangle whose corner radius is half its shorter side.
    case capsule
    /// An ellipse filling the frame.
    case ellipse
    /// A custom `Shape`'s outline, traced in the frame it is drawn in.
    case custom(_AnyShapeOutline)
    /// A path in host points, as a custom shape traced in its frame (what a display list draws).
    case path(Path)
}

/// A 2D outline that fills its whole proposal (a `nil` dimension becomes 10), as SwiftUI's `Shape`: write
/// `path(in:)`, and give it `animatableData` to have changes of its values animate.
public protocol Shape: Animatable, View {
    /// The outline in `rect`.
    func path(in rect: CGRect) -> Path
    /// The outline as the rasteriser knows it: a built-in kind, or by default the custom outline `path(in:)` traces.
    var shapeKind: _ShapeKind { get }
}

extension Shape {
    /// A custom shape: its `path(in:)`.
    public var shapeKind: _ShapeKind { .custom(_AnyShapeOutline(self)) }
}

extension Path: Shape {
    /// The path itself, wherever it is drawn (a path is in its own coordinates).
    public func path(in rect: CGRect) -> Path { self }
}

extension Shape {
    /// Fills the shape with `style`.
    public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView {
        var view = _ShapeView(kind: shapeKind, fill: style.paint, stroke: nil)
        view.shadow = (style as? any ShadowCastingStyle)?.shadowStyle
        return view
    }
    /// Strokes the outline with a line centred on it.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView {
        stroke(style, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// Strokes the outline with a line of `style` (dashes, ends, joins) centred on it.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView {
        _ShapeView(kind: shapeKind, fill: nil, stroke: StrokeSpec(paint: content.paint, style: style, inset: false))
    }
    /// Strokes the outline in the foreground style with a line centred on it.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
    /// Strokes the outline in the foreground style with a line of `style`.
    public func stroke(style: StrokeStyle) -> _ShapeView {
        _ShapeView(kind: shapeKind, fill: nil, stroke: StrokeSpec(paint: .color(.primary), style: style, inset: false), strokesInForeground: true)
    }
    /// Strokes the outline with a line drawn inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView {
        strokeBorder(style, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// Strokes the outline with a line of `style` drawn inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView {
        _ShapeView(kind: shapeKind, fill: nil, stroke: StrokeSpec(paint: content.paint, style: style, inset: true))
    }
    /// Strokes the outline in the foreground style with a line drawn inside the frame.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView { strokeBorder(style: StrokeStyle(lineWidth: lineWidth)) }
    /// Strokes the outline in the foreground style with a line of `style` drawn inside the frame.
    public func strokeBorder(style: StrokeStyle) -> _ShapeView {
        _ShapeView(kind: shapeKind, fill: nil, stroke: StrokeSpec(paint: .color(.primary), style: style, inset: true), strokesInForeground: true)
    }
    /// Shapes are primitive views.
    public var body: Never { fatalError("Shapes have no body") }
}

extension Shape {
    /// The shape's node, filled with the foreground style (the primary colour when none is set).
    func filledNodes(in environment: BuildEnvironment) -> [Node] {
        [Node(.shape(shapeKind, fill: environment.resolve(environment.foreground ?? .color(.primary)), stroke: nil))]
    }
}

extension PrimitiveView where Self: Shape {
    /// A built-in shape's node: as a custom shape's.
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] { filledNodes(in: environment) }
}

/// A filled or stroked shape.
public struct _ShapeView: View, PrimitiveView {
    let kind: ShapeKind
    let fill: Paint?
    let stroke: StrokeSpec?
    /// Whether the line takes the foreground style (`stroke(lineWidth:)`) rather than its own paint.
    var strokesInForeground = false
    /// The shadow the fill's style casts (`.shadow(.drop(...))` on the style).
    var shadow: ShadowStyle?
    /// _ShapeView is a primitive view.
    public var body: Never { fatalError("_ShapeView has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        var line = stroke
        if strokesInForeground { line?.paint = environment.foreground ?? .color(.primary) }
        if let paint = line?.paint { line?.paint = environment.resolve(paint) }
        let shape = Node(.shape(kind, fill: fill.map(environment.resolve), stroke: line))
        guard let shadow else { return [shape] }
        return [Node(.shadow(color: shadow.color.resolved(in: environment.values.colorScheme), radius: shadow.radius, offset: shadow.offset),
                     children: [shape])]
    }
}

/// A rectangle.
public struct Rectangle: Shape, PrimitiveView {
    /// Creates a rectangle.
    public init() {}
    /// The rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The outline.
    public var shapeKind: _ShapeKind { .rectangle }
}

/// A rectangle with rounded corners, circular or continuous (Apple's smooth corner).
///
/// SwiftUI's default style is `.continuous`; HeroSim's default stays `.circular` for now (the drawings
/// and goldens made so far keep their look): write `style: .continuous` for Apple's corner.
public struct RoundedRectangle: Shape, PrimitiveView {
    /// The width and height of the corners.
    public var cornerSize: CGSize
    /// How the corners are drawn.
    public var style: RoundedCornerStyle
    /// The corner radius (the corner size's width).
    public var cornerRadius: CGFloat {
        get { cornerSize.width }
        set { cornerSize = CGSize(width: newValue, height: newValue) }
    }
    /// Creates a rounded rectangle with corners of `cornerRadius` in `style`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// Creates a rounded rectangle with corners of `cornerSize` in `style`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// The rounded rectangle.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    /// The outline (a custom outline when the corners are not round but elliptical).
    public var shapeKind: _ShapeKind {
        cornerSize.width == cornerSize.height ? .roundedRectangle(cornerRadius: cornerSize.width, style: style) : .custom(AnyShapeOutline(self))
    }
}

/// The largest circle that fits the frame, centred.
public struct Circle: Shape, PrimitiveView {
    /// Creates a circle.
    public init() {}
    /// The largest circle centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    /// The outline.
    public var shapeKind: _ShapeKind { .circle }
}

/// A rounded rectangle whose radius is half its shorter side.
public struct Capsule: Shape, PrimitiveView {
    /// The style of its ends (both are drawn as half circles in HeroSim).
    public var style: RoundedCornerStyle = .circular
    /// Creates a capsule.
    public init() {}
    /// Creates a capsule in `style`, as SwiftUI's `Capsule(style:)`.
    public init(style: RoundedCornerStyle) { self.style = style }
    /// The capsule.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    /// The outline.
    public var shapeKind: _ShapeKind { .capsule }
}

/// An ellipse that fills the frame.
public struct Ellipse: Shape, PrimitiveView {
    /// Creates an ellipse.
    public init() {}
    /// The ellipse.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// The outline.
    public var shapeKind: _ShapeKind { .ellipse }
}

/// A named image from the asset catalogue (our SVG icons), or an SF Symbol; fixed-size until `.resizable()`.
///
/// `Image(systemName:)` draws a monochrome glyph tinted by the foreground style and sized by the font
/// (`Raster.SymbolTable` maps SF Symbol names onto Bootstrap Icons), except for the five names the seed
/// hero shows (`pencil`, `trash`, `lock.doc`, `person`, `figure.run`), which keep drawing HeroSim's own
/// colourful demo icons (`Image.demoAssetName(forSymbol:)`).
public struct Image: View, PrimitiveView {
    let name: String
    let isSystem: Bool
    var isResizable = false

    /// The image named `name` in the asset catalogue.
    public init(_ name: String) { self.name = name; isSystem = false }
    /// The SF Symbol named `systemName` (or, for the seed hero's five names, its demo icon).
    public init(systemName: String) { self.name = systemName; isSystem = true }
    /// Image is a primitive view.
    public var body: Never { fatalError("Image has no body") }
    /// An image that takes the size it is proposed.
    public func resizable() -> Image { var i = self; i.isResizable = true; return i }

    /// The demo icon (an asset name) HeroSim draws for the SF Symbol names the seed hero uses, or nil for
    /// every other name, which is drawn as an SF Symbol glyph. The seed's own `Image(systemName:)` calls
    /// and goldens show these colourful icons; `Image("heart")` reaches any demo icon by its file name.
    public static func demoAssetName(forSymbol symbol: String) -> String? {
        switch symbol {
        case "pencil", "trash", "person": return symbol
        case "lock.doc": return "lock-doc"
        case "figure.run": return "runner"
        default: return nil
        }
    }

    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        guard isSystem else { return [Node(.image(name: name, resizable: isResizable, systemSize: nil))] }
        let font = environment.font.scaled(for: environment.values.dynamicTypeSize)
        if name.isEmpty || Image.demoAssetName(forSymbol: name) != nil {
            // `Image(systemName: "")` draws nothing; a demo icon is as large as 1.2 × the font size.
            return [Node(.image(name: Image.demoAssetName(forSymbol: name) ?? "", resizable: isResizable,
                                systemSize: font.size * 1.2))]
        }
        let values = environment.values
        var glyph = SymbolGlyph(name: name, variants: values.symbolVariants, scale: values.imageScale,
                                pointSize: font.size, weight: font.weight,
                                renderingMode: values.symbolRenderingMode, paint: environment.resolve(environment.foreground ?? .color(.primary)))
        glyph.contentTransition = environment.textOptions.contentTransition
        return [Node(.symbol(glyph, resizable: isResizable))]
    }
}

/// Flexible space that grows along the stack axis it sits in.
public struct Spacer: View, PrimitiveView {
    /// The smallest length the spacer takes; 8 when `nil`.
    public var minLength: CGFloat?
    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    /// Spacer is a primitive view.
    public var body: Never { fatalError("Spacer has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        var node = Node(.spacer(minLength: minLength))
        node.layoutPriority = -.infinity
        return [node]
    }
}

/// The name HeroSim's own code uses for `_ShapeKind`.
package typealias ShapeKind = _ShapeKind
