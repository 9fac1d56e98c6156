import Foundation

/// What a `Canvas` draws into, as SwiftUI's `GraphicsContext`: fill and stroke paths, draw text and images,
/// with an opacity, a transform and a clip that later drawing in this context takes. A copy (`drawLayer`,
/// or `var copy = context`) keeps its own state and draws into the same canvas.
public struct GraphicsContext {
    /// How a path is filled or stroked, as SwiftUI's `GraphicsContext.Shading`.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case paint(_Paint)
            case foreground
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        }
        let kind: Kind

        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .paint(.color(color))) }
        /// Any shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .paint(style.paint)) }
        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }
        /// A linear gradient between two points of the canvas.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }
        /// A radial gradient about a point of the canvas, its radii in points.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }
    }

    /// What the canvas was given to draw, in order.
    let recorder: CanvasRecorder
    /// The canvas's size.
    let size: CGSize

    /// The opacity of what is drawn from now on (multiplied into each drawing).
    public var opacity: Double = 1
    /// The transform of what is drawn from now on, from this context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// The clips of what is drawn from now on, in the canvas's coordinates (none: the whole canvas).
    var clips: [Path] = []

    init(recorder: CanvasRecorder, size: CGSize) {
        self.recorder = recorder
        self.size = size
    }

    /// Moves the origin by (`x`, `y`).
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }
    /// Scales what follows by (`x`, `y`).
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }
    /// Turns what follows by `angle` about the origin.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }
    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }
    /// Limits what follows to the inside of `path` (within any clip already set).
    public mutating func clip(to path: Path) {
        clips.append(path.applying(transform))
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(path.applying(transform), shading))
    }
    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// Strokes `path` with `shading` and the line `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        scaled.lineWidth *= transform.lineScale
        record(.stroke(path.applying(transform), shading, scaled))
    }
    /// Draws `text` with its `anchor` point (the centre by default) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.view(AnyView(text), point.applying(transform), anchor))
    }
    /// Draws `image` scaled into `rect`.
    public func draw(_ image: Image, in rect: CGRect) {
        let moved = Path(rect).applying(transform).boundingRect
        record(.view(AnyView(image.resizable().frame(width: moved.width, height: moved.height)),
                     CGPoint(x: moved.minX, y: moved.minY), .topLeading))
    }
    /// Draws `image` at its size with its `anchor` point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.view(AnyView(image), point.applying(transform), anchor))
    }
    /// Draws into a copy of this context (its own opacity, transform and clip) with `content`.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    private func record(_ drawing: CanvasDrawing.Kind) {
        recorder.drawings.append(CanvasDrawing(kind: drawing, opacity: opacity, clips: clips))
    }
}

/// How a path's inside is found, as SwiftUI's `FillStyle` (HeroSim fills by the non-zero winding rule).
public struct FillStyle: Sendable, Equatable {
    /// Whether the even-odd rule decides the inside.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension CGAffineTransform {
    /// How much the transform scales a length (the mean of its axes' stretch), for line widths.
    var lineScale: CGFloat {
        ((a * a + b * b).squareRoot() + (c * c + d * d).squareRoot()) / 2
    }
}
