import Foundation

/// A stroke along a shape's outline, in a display list.
package struct ShapeStroke: Hashable, Sendable {
    /// What the line is painted with.
    public var paint: _Paint
    /// The line: its width in points, ends, joins and dashes.
    public var style: StrokeStyle
    /// `true` when the line lies inside the frame (`strokeBorder`).
    public var isInset: Bool
    /// The line width in points.
    public var lineWidth: CGFloat { style.lineWidth }
}

/// One drawing command, in host coordinates (points).
package enum DisplayItem: Hashable, Sendable {
    /// Fill and/or stroke a shape in a frame.
    case shape(ShapeKind, frame: CGRect, fill: Paint?, stroke: ShapeStroke?)
    /// One line of text; `baseline` is the y of its baseline.
    case text(String, font: Font, paint: Paint, frame: CGRect, baseline: CGFloat)
    /// A named image scaled into a frame.
    case image(String, frame: CGRect)
    /// An SF Symbol's glyph filled with its paint, scaled into a frame.
    case symbol(SymbolGlyph, frame: CGRect)
    /// Start drawing into a group that is composited at `opacity` when it ends.
    case beginOpacity(Double)
    /// End the innermost opacity group.
    case endOpacity
    /// Start a layer whose drawing casts a shadow: `color` blurred by `radius`, moved by `offset`.
    /// `bounds` is the layer's frame, for limiting the blur.
    case beginShadow(color: Color, radius: CGFloat, offset: CGSize, bounds: CGRect)
    /// End the innermost shadow layer: draw its shadow, then the layer.
    case endShadow
    /// Clip what follows to a shape in a frame.
    case beginClip(ShapeKind, frame: CGRect)
    /// End the innermost clip.
    case endClip
    /// Draw what follows through an affine transform of host points (`scaleEffect`, `rotationEffect`, ...).
    case beginTransform(CGAffineTransform)
    /// End the innermost transform.
    case endTransform
    /// Start a layer that is blurred (a Gaussian of σ = radius / 2) when it ends; `bounds` is the layer's
    /// frame (as drawn), and `opaque` keeps the blur opaque up to those bounds.
    case beginBlur(radius: CGFloat, opaque: Bool, bounds: CGRect)
    /// End the innermost blur layer: draw the layer blurred.
    case endBlur
    /// Start a layer of `style` for a view laid out at `bounds`.
    case beginLayer(LayerStyle, bounds: CGRect)
    /// End the innermost layer: composite it as its style says.
    case endLayer
}

extension ShapeKind {
    /// The kind a display list draws in `frame`: a custom shape becomes the path it traces there, so
    /// drawing commands compare by what they draw.
    func traced(in frame: CGRect) -> ShapeKind {
        if case .custom(let outline) = self { return .path(outline.path(in: frame)) }
        return self
    }
}

extension Paint {
    /// The paint with every colour's opacity multiplied by `alpha`.
    public func fading(by alpha: Double) -> _Paint {
        switch self {
        case .color(let c): return .color(c.opacity(alpha))
        case .linearGradient(let colors, let start, let end):
            return .linearGradient(colors: colors.map { $0.opacity(alpha) }, start: start, end: end)
        case .material(var material):
            material.opacity *= alpha
            return .material(material)
        case .gradient(let gradient): return .gradient(gradient.mapColors { $0.opacity(alpha) })
        case .mesh(let mesh): return .mesh(mesh.mapColors { $0.opacity(alpha) })
        }
    }
}

extension DisplayItem {
    /// This item drawn at `alpha` opacity without a group, or nil when that needs a group (a shape
    /// with both fill and stroke overlaps itself; images keep their own alpha).
    func fading(by alpha: Double) -> DisplayItem? {
        switch self {
        case .shape(let kind, let frame, let fill?, nil):
            return .shape(kind, frame: frame, fill: fill.fading(by: alpha), stroke: nil)
        case .shape(let kind, let frame, nil, let stroke?):
            var faded = stroke
            faded.paint = stroke.paint.fading(by: alpha)
            return .shape(kind, frame: frame, fill: nil, stroke: faded)
        case .text(let string, let font, let paint, let frame, let baseline):
            return .text(string, font: font, paint: paint.fading(by: alpha), frame: frame, baseline: baseline)
        case .symbol(let glyph, let frame):
            return .symbol(glyph.fading(by: alpha), frame: frame)
        default:
            return nil
        }
    }
}

/// Everything to draw for one frame, back to front, plus the order in which identified views are drawn.
package struct DisplayList {
    /// The drawing commands, back to front.
    public var items: [DisplayItem] = []
    /// Views with an `.id(...)`, in the order their drawing starts.
    public var drawOrder: [AnyHashable] = []
    /// Creates an empty display list.
    public init() {}
}

/// Turns placed nodes into a display list, resolving matched geometry.
struct DisplayListBuilder {
    let engine: LayoutEngine
    let bounds: CGRect
    let overrides: [MatchedGeometryKey: CGRect]
    let sources: [MatchedGeometryKey: MatchedGeometrySource]
    /// Commands of unchanged subtrees from the frame before (only where overrides and sources are empty,
    /// so a subtree's commands depend on the subtree alone).
    let cache: DisplayListCache?
    var list = DisplayList()

    mutating func emit(_ placed: PlacedNode) {
        guard let cache, placed.children.count > 1 else { return emitWalking(placed) }
        if let entry = cache.reusable(for: placed, bounds: bounds) {
            list.items.append(contentsOf: entry.items)
            list.drawOrder.append(contentsOf: entry.drawOrder)
            return
        }
        let itemStart = list.items.count, orderStart = list.drawOrder.count
        emitWalking(placed)
        cache.remember(placed, bounds: bounds, items: Array(list.items[itemStart...]), drawOrder: Array(list.drawOrder[orderStart...]))
    }

    private mutating func emitWalking(_ placed: PlacedNode) {
        let node = placed.node
        if let id = node.id { list.drawOrder.append(id) }
        switch node.kind {
        case .shape(let kind, let fill, let stroke):
            list.items.append(.shape(kind.traced(in: placed.frame), frame: placed.frame, fill: fill,
                                     stroke: stroke.map { ShapeStroke(paint: $0.paint, style: $0.style, isInset: $0.inset) }))
        case .text(let string, let font, let paint, let options):
            let style = StyledTextRun(text: string, font: font, paint: paint, strikethrough: options.strikethrough, underline: options.underline)
            emitText([style], options: options, frame: placed.frame)
        case .styledText(let runs, let options):
            emitText(runs, options: options, frame: placed.frame)
        case .image(let name, _, _):
            list.items.append(.image(name, frame: placed.frame))
        case .symbol(let glyph, _):
            list.items.append(.symbol(glyph, frame: placed.frame))
        case .spacer:
            break
        case .hidden:
            break
        case .opacity(let alpha):
            guard alpha > 0 else { return }
            let start = list.items.count
            placed.children.forEach { emit($0) }
            guard alpha < 1, list.items.count > start else { return }
            // One item needs no group: its paint takes the opacity (same pixels, no offscreen pass).
            if list.items.count == start + 1, let faded = list.items[start].fading(by: alpha) {
                list.items[start] = faded
            } else {
                list.items.insert(.beginOpacity(alpha), at: start)
                list.items.append(.endOpacity)
            }
        case .background:
            emit(placed.children[1])
            emit(placed.children[0])
        case .matchedGeometry(let key, let isSource, let shape):
            let target = overrides[key] ?? (isSource ? nil : sources[key].map { shape.rect(own: placed.frame, source: $0) })
            if let target, target != placed.frame, let child = node.children.first {
                let context = PlacementContext(safeArea: placed.safeArea, bounds: bounds)
                emit(engine.place(child, at: target.origin, proposal: ProposedViewSize(target.size), context: context))
            } else {
                placed.children.forEach { emit($0) }
            }
        case .styleBackground(let paint, let edges):
            let rect = placed.frame.extended(edges, touching: placed.safeArea, to: bounds)
            list.items.append(.shape(.rectangle, frame: rect, fill: paint, stroke: nil))
            placed.children.forEach { emit($0) }
        case .shadow(let color, let radius, let offset):
            list.items.append(.beginShadow(color: color, radius: radius, offset: offset, bounds: placed.frame))
            placed.children.forEach { emit($0) }
            list.items.append(.endShadow)
        case .clip(let shape):
            list.items.append(.beginClip(shape.traced(in: placed.frame), frame: placed.frame))
            placed.children.forEach { emit($0) }
            list.items.append(.endClip)
        case .scroll(let spec):
            // A scroll view shows its content inside its own frame only, unless its clipping is off.
            guard spec.clips else { return placed.children.forEach { emit($0) } }
            list.items.append(.beginClip(.rectangle, frame: placed.frame))
            placed.children.forEach { emit($0) }
            list.items.append(.endClip)
        case .effect(let effect):
            emitEffect(effect, placed)
        case .visualEffect(let spec):
            emitVisualEffect(spec.layers.layers[...], placed)
        case .zstack, .stack, .grid, .lazyStack, .customLayout:
            let order = placed.children.indices.sorted { (placed.children[$0].node.zIndex, $0) < (placed.children[$1].node.zIndex, $1) }
            order.forEach { emit(placed.children[$0]) }
        default:
            placed.children.forEach { emit($0) }
        }
    }

    /// Visual-effect layers around the content, the outermost (last) first; a layer that changes nothing
    /// (opacity 1, no offset, scale 1, angle 0, radius 0) adds nothing.
    private mutating func emitVisualEffect(_ layers: ArraySlice<VisualLayer>, _ placed: PlacedNode) {
        guard let outer = layers.last else { return placed.children.forEach { emit($0) } }
        let inner = layers.dropLast()
        switch outer {
        case .opacity(let alpha):
            guard alpha > 0 else { return }
            guard alpha < 1 else { return emitVisualEffect(inner, placed) }
            list.items.append(.beginOpacity(alpha))
            emitVisualEffect(inner, placed)
            list.items.append(.endOpacity)
        case .offset(let d):
            guard d != .zero else { return emitVisualEffect(inner, placed) }
            list.items.append(.beginTransform(CGAffineTransform(translationX: d.width, y: d.height)))
            emitVisualEffect(inner, placed)
            list.items.append(.endTransform)
        default:
            let effect = outer.renderEffect!
            if let transform = effect.transform(in: placed.frame), !transform.isIdentity {
                list.items.append(.beginTransform(transform))
                emitVisualEffect(inner, placed)
                list.items.append(.endTransform)
            } else if case .blur(let radius, let opaque) = effect, radius > 0 {
                list.items.append(.beginBlur(radius: radius, opaque: opaque, bounds: placed.frame))
                emitVisualEffect(inner, placed)
                list.items.append(.endBlur)
            } else {
                emitVisualEffect(inner, placed)
            }
        }
    }

    /// A drawing-only effect around its content: a transform, or a blur layer; nothing when it changes
    /// nothing (scale 1, angle 0, radius 0), so such a view draws exactly as without it.
    private mutating func emitEffect(_ effect: RenderEffect, _ placed: PlacedNode) {
        let begin: DisplayItem, end: DisplayItem
        if let transform = effect.transform(in: placed.frame) {
            guard !transform.isIdentity else { return placed.children.forEach { emit($0) } }
            (begin, end) = (.beginTransform(transform), .endTransform)
        } else if case .blur(let radius, let opaque) = effect, radius > 0 {
            (begin, end) = (.beginBlur(radius: radius, opaque: opaque, bounds: placed.frame), .endBlur)
        } else if case .color(let color) = effect {
            (begin, end) = (.beginLayer(.colorMatrix(color.matrix), bounds: placed.frame), .endLayer)
        } else if case .layer(let style) = effect {
            (begin, end) = (.beginLayer(style, bounds: placed.frame), .endLayer)
        } else if case .mask = effect, let layered = placed.children.first, layered.children.count == 2 {
            // The content in a layer, the mask in a layer inside it.
            list.items.append(.beginLayer(.masked, bounds: placed.frame))
            emit(layered.children[0])
            list.items.append(.beginLayer(.mask, bounds: placed.frame))
            emit(layered.children[1])
            list.items.append(.endLayer)
            list.items.append(.endLayer)
            return
        } else {
            return placed.children.forEach { emit($0) }
        }
        list.items.append(begin)
        placed.children.forEach { emit($0) }
        list.items.append(end)
    }
}
