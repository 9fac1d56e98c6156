import Foundation

/// A view you draw into with code, as SwiftUI's `Canvas`: `renderer` gets a `GraphicsContext` and the
/// canvas's size (its whole proposal) each time the canvas is laid out, and what it draws is drawn by the
/// same renderer as every other view.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
/// }
/// ```
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// The canvas's view: a geometry reader whose content is what the renderer draws.
    public var body: some View {
        let renderer = self.renderer
        GeometryReader { proxy in
            CanvasContent(size: proxy.size, drawings: CanvasRecorder.record(size: proxy.size, renderer))
        }
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas that draws with `renderer` (`opaque`, `colorMode` and `rendersAsynchronously` change nothing
    /// in HeroSim).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
    }
}

/// The drawings of one pass of a canvas's renderer.
final class CanvasRecorder {
    var drawings: [CanvasDrawing] = []

    /// What `renderer` draws in a canvas of `size`.
    static func record(size: CGSize, _ renderer: (inout GraphicsContext, CGSize) -> Void) -> [CanvasDrawing] {
        let recorder = CanvasRecorder()
        var context = GraphicsContext(recorder: recorder, size: size)
        renderer(&context, size)
        return recorder.drawings
    }
}

/// One drawing of a canvas, in the canvas's coordinates, with the context's opacity and clips at the time.
struct CanvasDrawing {
    enum Kind {
        case fill(Path, GraphicsContext.Shading)
        case stroke(Path, GraphicsContext.Shading, StrokeStyle)
        /// A text or image with its `anchor` point at the point.
        case view(AnyView, CGPoint, UnitPoint)
    }
    let kind: Kind
    let opacity: Double
    let clips: [Path]
}

/// The drawings of a canvas as nodes: each a layer the canvas's size, in order.
struct CanvasContent: View, PrimitiveView {
    let size: CGSize
    let drawings: [CanvasDrawing]

    var body: Never { fatalError("CanvasContent has no body") }

    func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        let layers = drawings.enumerated().map { index, drawing -> Node in
            var node = self.node(drawing, in: environment.appendingPath(index))
            if drawing.opacity < 1 { node = Node(.opacity(max(0, drawing.opacity)), children: [node]) }
            for clip in drawing.clips.reversed() { node = Node(.clip(.custom(AnyShapeOutline(clip))), children: [node]) }
            return Node(.fixedFrame(width: size.width, height: size.height, alignment: .topLeading), children: [node])
        }
        return [Node(.zstack(.topLeading), children: layers)]
    }

    private func node(_ drawing: CanvasDrawing, in environment: BuildEnvironment) -> Node {
        switch drawing.kind {
        case .fill(let path, let shading):
            return Node(.shape(.custom(AnyShapeOutline(path)), fill: paint(shading, in: environment), stroke: nil))
        case .stroke(let path, let shading, let style):
            let stroke = StrokeSpec(paint: paint(shading, in: environment), style: style, inset: false)
            return Node(.shape(.custom(AnyShapeOutline(path)), fill: nil, stroke: stroke))
        case .view(let view, let point, let anchor):
            // At its ideal size, in a zero-size frame at the point, aligned so the view's anchor sits on it.
            let content = Node(.fixedSize(horizontal: true, vertical: true), children: [makeSingleNode(view, in: environment) ?? Node(.zstack(.center))])
            let pinned = Node(.fixedFrame(width: 0, height: 0, alignment: Alignment(anchor)), children: [content])
            return Node(.offset(CGSize(width: point.x, height: point.y)), children: [pinned])
        }
    }

    /// The paint of `shading`; gradient points become fractions of the canvas.
    private func paint(_ shading: GraphicsContext.Shading, in environment: BuildEnvironment) -> Paint {
        func unit(_ p: CGPoint) -> UnitPoint {
            UnitPoint(x: size.width > 0 ? p.x / size.width : 0, y: size.height > 0 ? p.y / size.height : 0)
        }
        switch shading.kind {
        case .paint(let paint): return environment.resolve(paint)
        case .foreground: return environment.resolve(environment.foreground ?? .color(.primary))
        case .linear(let gradient, let start, let end):
            return environment.resolve(.gradient(_GradientPaint(stops: gradient.paintStops, geometry: .linear(start: unit(start), end: unit(end)))))
        case .radial(let gradient, let center, let startRadius, let endRadius):
            return environment.resolve(.gradient(_GradientPaint(stops: gradient.paintStops,
                                                                geometry: .radial(center: unit(center), startRadius: Double(startRadius),
                                                                                  endRadius: Double(endRadius)))))
        }
    }
}

extension Alignment {
    /// The alignment whose guides sit at `point`'s fractions (one of the nine; the centre otherwise).
    init(_ point: UnitPoint) {
        let horizontal: HorizontalAlignment = point.x <= 0 ? .leading : point.x >= 1 ? .trailing : .center
        let vertical: VerticalAlignment = point.y <= 0 ? .top : point.y >= 1 ? .bottom : .center
        self.init(horizontal: horizontal, vertical: vertical)
    }
}
