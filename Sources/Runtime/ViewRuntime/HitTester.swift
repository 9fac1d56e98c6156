import LayoutCore

/// Finds what a tap or a key press reaches in the presented tree, and the matched-geometry views drawn.
enum HitTester {
    /// The gestures a pointer going down at `point` reaches, outermost first: the topmost drawn view under
    /// the point is hit (removed views on their way out, hidden and transparent views never are), and the
    /// gestures attached around it take part; none when it is inside `.disabled(true)`.
    static func gestures(in root: PlacedNode, at point: CGPoint) -> [GestureAttachment] {
        var hit: WalkContext?
        TreeWalk.visit(root) { placed, context in
            guard !context.inDepartingView, context.opacity > 0, context.hitTestingAllowed, draws(placed), placed.frame.contains(context.local(point)),
                  context.scrollViewport?.contains(point) ?? true else { return }
            hit = context
        }
        guard let hit, !hit.disabled else { return [] }
        return hit.gestures
    }

    /// The scroll views under `point`, innermost first (those of removed views on their way out never).
    static func scrollViews(in root: PlacedNode, at point: CGPoint) -> [ScrollMarker] {
        var found: [ScrollMarker] = []
        TreeWalk.visit(root) { placed, context in
            guard !context.inDepartingView, !context.disabled, case .marker(let marker) = placed.node.kind, let scroll = marker as? ScrollMarker,
                  placed.frame.contains(context.local(point)), context.scrollViewport?.contains(point) ?? true else { return }
            found.append(scroll)
        }
        return found.reversed()
    }

    /// Whether a node draws something that can be hit (or declares a content shape).
    private static func draws(_ placed: PlacedNode) -> Bool {
        switch placed.node.kind {
        case .shape, .text, .styledText, .styleBackground: return true
        case .image(let name, _, _): return !name.isEmpty
        case .symbol: return true
        case .marker(let marker): return marker is ContentShapeMarker
        default: return false
        }
    }

    /// The handlers for `key`, topmost first.
    static func keyHandlers(in root: PlacedNode, for key: KeyEquivalent) -> [() -> KeyPress.Result] {
        var handlers: [() -> KeyPress.Result] = []
        TreeWalk.visit(root) { placed, context in
            guard !context.inDepartingView, !context.disabled, case .marker(let marker) = placed.node.kind,
                  let handler = marker as? KeyPressMarker, handler.key == key else { return }
            handlers.append(handler.action)
        }
        return handlers.reversed()
    }

    /// The opacity applied right inside a view, through modifiers that wrap one view (`.opacity`, `.hidden`).
    static func innerOpacity(_ placed: PlacedNode) -> Double {
        var opacity = 1.0
        var node = placed
        while node.children.count == 1 {
            node = node.children[0]
            switch node.node.kind {
            case .opacity(let alpha): opacity *= alpha
            case .hidden: opacity = 0
            case .overlay, .background, .zstack, .stack, .grid: return opacity
            default: break
            }
        }
        return opacity
    }

    /// Every matched-geometry view drawn, back to front.
    static func matchedElements(in root: PlacedNode) -> [MatchedGeometryElement] {
        var elements: [MatchedGeometryElement] = []
        TreeWalk.visit(root) { placed, context in
            guard case .matchedGeometry(let key, let isSource, let shape) = placed.node.kind else { return }
            // A zoom's destination is not its group's source: the view it zooms out of is.
            elements.append(MatchedGeometryElement(id: ZoomSourceID.userID(of: key), namespace: key.namespace, frame: placed.frame,
                                                   isSource: isSource && !shape.motion.isZoomDestination,
                                                   opacity: context.opacity * innerOpacity(placed), isRemoved: context.inDepartingView))
        }
        return elements
    }
}

/// One matched-geometry view as drawn in the current frame.
public struct MatchedGeometryElement: Hashable, CustomStringConvertible {
    /// The id given to `matchedGeometryEffect(id:in:)`.
    public var id: AnyHashable
    /// The namespace of the id.
    public var namespace: Namespace.ID
    /// Where the view is drawn now, in window coordinates.
    public var frame: CGRect
    /// Whether the view is its group's geometry source.
    public var isSource: Bool
    /// The opacity it is drawn with (its own and its ancestors', transitions included).
    public var opacity: Double
    /// Whether the view has left the tree and is drawn only until its removal animation ends.
    public var isRemoved: Bool

    /// One line: id, frame, source flag and opacity.
    public var description: String {
        "\(id.base) \(frame) \(isSource ? "source" : "follower") opacity \(opacity)\(isRemoved ? " removed" : "")"
    }
}
