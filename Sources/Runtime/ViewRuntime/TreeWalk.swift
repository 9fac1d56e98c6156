import LayoutCore

/// What a walk in draw order knows about a node's ancestors.
struct WalkContext {
    /// Inside a removed subtree that is still drawn.
    var inDepartingView = false
    /// The product of the opacities around the node (0 inside `.hidden()`).
    var opacity = 1.0
    /// Inside `.disabled(true)`.
    var disabled = false
    /// Not inside `.allowsHitTesting(false)`.
    var hitTestingAllowed = true
    /// The gestures attached around the node, outermost first.
    var gestures: [GestureAttachment] = []
    /// The clip of the node's ancestors: the innermost clip's frame cut by the ones around it, and that
    /// clip's corner radius; nil when nothing clips the node.
    var clip: (rect: CGRect, radius: Double)?
    /// The viewport of the scroll views around the node (host coordinates): only what shows through it can
    /// be hit; nil outside scroll views.
    var scrollViewport: CGRect?
    /// From host coordinates to the node's own (the inverse of the drawing effects around it: scale,
    /// rotation, a `GeometryEffect`); nil when none transforms it.
    var toLocal: CGAffineTransform?

    /// `point` (host coordinates) in the node's own coordinates, where its frame is (never inside any
    /// frame under an effect that flattens the view to nothing).
    func local(_ point: CGPoint) -> CGPoint { toLocal.map { point.applying($0) } ?? point }
}

/// Walks a placed tree in the order it is drawn, as the display list does: a background before its
/// primary view, stack children by `zIndex`, everything else in declaration order.
enum TreeWalk {
    /// Calls `visit` for every node, back to front, with what its ancestors (and the node) establish.
    static func visit(_ root: PlacedNode, _ visit: (PlacedNode, WalkContext) -> Void) {
        walk(root, WalkContext(), visit)
    }

    private static func walk(_ placed: PlacedNode, _ outer: WalkContext, _ visit: (PlacedNode, WalkContext) -> Void) {
        var context = outer
        switch placed.node.kind {
        case .opacity(let alpha): context.opacity *= alpha
        case .hidden: context.opacity = 0
        case .marker(let marker):
            if marker is DepartingMarker { context.inDepartingView = true }
            if let gesture = marker as? GestureMarker { context.gestures.append(GestureAttachment(marker: gesture, frame: placed.frame)) }
            if let interaction = marker as? InteractionMarker {
                context.disabled = context.disabled || interaction.disabled
                context.hitTestingAllowed = context.hitTestingAllowed && interaction.hitTestingAllowed
            }
        default: break
        }
        visit(placed, context)
        if case .clip(let shape) = placed.node.kind {
            // A clip cuts its content, not itself.
            let rect = context.clip.map { $0.rect.intersection(placed.frame) } ?? placed.frame
            context.clip = (rect.isNull ? .zero : rect, shape.cornerRadius(in: placed.frame))
        }
        if case .scroll(let spec) = placed.node.kind {
            // A scroll view shows, and can be touched, only through its viewport (unless it does not clip).
            if spec.clips {
                let rect = context.clip.map { $0.rect.intersection(placed.frame) } ?? placed.frame
                context.clip = (rect.isNull ? .zero : rect, 0)
            }
            let viewport = context.scrollViewport.map { $0.intersection(placed.frame) } ?? placed.frame
            context.scrollViewport = viewport.isNull ? .zero : viewport
        }
        if case .effect(let effect) = placed.node.kind, let transform = effect.transform(in: placed.frame), !transform.isIdentity {
            // An effect transforms its content, not itself.
            let determinant = transform.a * transform.d - transform.b * transform.c
            let inverse = determinant != 0 && determinant.isFinite
                ? transform.inverted() : CGAffineTransform(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan)
            context.toLocal = (context.toLocal ?? .identity).concatenating(inverse)
        }
        if case .effect(.mask) = placed.node.kind, let layered = placed.children.first, layered.children.count == 2 {
            // A mask shapes what its content shows; it is not itself touched: taps go to the content.
            visit(layered, context)
            walk(layered.children[0], context, visit)
            var mask = context
            mask.hitTestingAllowed = false
            walk(layered.children[1], mask, visit)
            return
        }
        for child in drawOrder(placed) { walk(child, context, visit) }
    }

    /// The node's children in the order they are drawn.
    static func drawOrder(_ placed: PlacedNode) -> [PlacedNode] {
        switch placed.node.kind {
        case .background where placed.children.count == 2:
            return [placed.children[1], placed.children[0]]
        case .zstack, .stack, .grid, .customLayout:
            let children = placed.children
            // Children whose z-indices never decrease are drawn in declaration order (the usual case).
            var ordered = true
            for index in children.indices.dropFirst() where children[index].node.zIndex < children[index - 1].node.zIndex {
                ordered = false
                break
            }
            if ordered { return children }
            return children.indices.sorted { (children[$0].node.zIndex, $0) < (children[$1].node.zIndex, $1) }.map { children[$0] }
        default:
            return placed.children
        }
    }
}
