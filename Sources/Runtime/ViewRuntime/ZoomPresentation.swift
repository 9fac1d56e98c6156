import Foundation
import LayoutCore
import Motion

/// The zoom transitions of a laid-out tree, found once per update by the presentation plan: the groups whose
/// destination is shown (laid out, or leaving as a departing view), and each group's source.
struct ZoomGroups {
    /// Groups whose destination is in the tree or among the departing views when the plan was made.
    let shown: Set<MatchedGeometryKey>
    /// Groups whose destination is in the laid-out tree.
    let laidOut: Set<MatchedGeometryKey>
    /// Each group's first source in draw order.
    let sources: [MatchedGeometryKey: PlacedNode]

    /// Whether the tree has no zoom at all.
    var isEmpty: Bool { shown.isEmpty && sources.isEmpty }

    /// The zooms of `root` and the departing views; only subtrees holding one are walked.
    init(_ root: PlacedNode, departingViews: [DepartingView]) {
        var destinations: Set<MatchedGeometryKey> = [], sources: [MatchedGeometryKey: PlacedNode] = [:]
        ZoomGroups.visit(root) { key, placed, motion in
            if motion.isZoomDestination { destinations.insert(key) } else if sources[key] == nil { sources[key] = placed }
        }
        laidOut = destinations
        for departingView in departingViews { destinations.formUnion(ZoomGroups.destinations(in: departingView.placed)) }
        shown = destinations
        self.sources = sources
    }

    /// The groups whose destination is in `placed`.
    static func destinations(in placed: PlacedNode) -> Set<MatchedGeometryKey> {
        var keys: Set<MatchedGeometryKey> = []
        visit(placed) { key, _, motion in if motion.isZoomDestination { keys.insert(key) } }
        return keys
    }

    /// Calls `body` with each end of a zoom in `placed`, in draw order, going only into subtrees that hold one.
    private static func visit(_ placed: PlacedNode, _ body: (MatchedGeometryKey, PlacedNode, MatchedGeometryMotion) -> Void) {
        guard placed.node.containsZoom else { return }
        if case .matchedGeometry(let key, true, let shape) = placed.node.kind, shape.motion.isZoom { body(key, placed, shape.motion) }
        for child in placed.children { visit(child, body) }
    }

    /// The zooms as drawn now: a departing destination is shown until its removal ends, so its source stays hidden.
    func moment(departingViews: [DepartingView], frame: (PlacedNode) -> CGRect) -> ZoomMoment {
        var hidden = laidOut
        for departingView in departingViews { hidden.formUnion(ZoomGroups.destinations(in: departingView.placed)) }
        var looks: [MatchedGeometryKey: ZoomSourceLook] = [:]
        var frames: [MatchedGeometryKey: CGRect] = [:]
        var nodes: [MatchedGeometryKey: PlacedNode] = [:]
        for (key, source) in sources {
            guard case .matchedGeometry(_, _, let shape) = source.node.kind, let look = shape.motion.zoomSourceLook else { continue }
            looks[key] = look
            frames[key] = frame(source)
            nodes[key] = source
        }
        return ZoomMoment(hidden: hidden, sourceFrames: frames, looks: looks, sources: nodes)
    }
}

/// The zoom transitions at one moment: the sources drawn hidden, and where each source is and how it looks.
struct ZoomMoment {
    /// Groups whose source is hidden: their destination is shown.
    var hidden: Set<MatchedGeometryKey> = []
    /// Where each group's source is drawn.
    var sourceFrames: [MatchedGeometryKey: CGRect] = [:]
    /// How each group's source looks.
    var looks: [MatchedGeometryKey: ZoomSourceLook] = [:]
    /// Each group's source as laid out, drawn over the zoom as it leaves the source and as it lands.
    var sources: [MatchedGeometryKey: PlacedNode] = [:]
}

extension Presenter {
    /// One end of a zoom, its children presented already: a source hidden while its destination is shown; a
    /// destination away from its own frame (flying, or dragged) drawn zoomed, as iOS 18 does: its content laid
    /// out at its own frame, scaled to cover the animated frame and clipped to it, the clip's corners going from
    /// the source's to none, the source's background behind, and what is behind dimmed as it grows.
    func zoomed(_ presented: PlacedNode, laidOut placed: PlacedNode, key: MatchedGeometryKey, motion: MatchedGeometryMotion) -> PlacedNode {
        var out = presented
        switch motion {
        case .layout:
            return out
        case .zoomSource:
            // Drawn at opacity 0, so the tools read it as hidden, and still found as its group's source.
            guard zooms.hidden.contains(key) else { return out }
            return PlacedNode(node: Node(.opacity(0), children: [out.node]), frame: out.frame, safeArea: out.safeArea, children: [out])
        case .zoomDestination:
            // The content keeps its laid-out frame; the node's own frame is where the zoom (or a pose) puts it.
            let frame = out.frame, full = placed.children.first?.frame ?? placed.frame
            guard frame != full else { return out }
            let placement = ZoomPlacement(full: full, frame: frame, source: zooms.sourceFrames[key])
            let look = zooms.looks[key] ?? ZoomSourceLook()
            let centre = CGPoint(x: full.midX, y: full.midY)
            var content = out.children.map {
                transformed($0, dx: placement.offset.width, dy: placement.offset.height, scale: placement.scale, about: centre)
            }
            if let background = look.background {
                content.insert(PlacedNode(node: Node(.shape(.rectangle, fill: .color(background), stroke: nil)), frame: frame,
                                          safeArea: out.safeArea, children: []), at: 0)
            }
            let radius = look.isClipped ? look.cornerRadius * (1 - placement.progress) : 0
            var clip = PlacedNode(node: Node(.clip(.roundedRectangle(cornerRadius: radius, style: look.cornerStyle)), children: content.map(\.node)),
                                  frame: frame, safeArea: out.safeArea, children: content)
            // The source over it, cut square to the frame: the source clips its own corners (cut twice, the
            // edge pixels of a rounded corner would differ from the source's own). Wholly opaque (on the source's
            // frame), it is drawn alone: the view under it would show in those edge pixels.
            if let source = zooms.sources[key], let crossFade = crossFade(of: source, onto: frame, progress: placement.progress) {
                let square = PlacedNode(node: Node(.clip(.rectangle), children: [crossFade.node]), frame: frame, safeArea: out.safeArea,
                                        children: [crossFade])
                let layers = placement.progress > 0 ? [clip, square] : [square]
                clip = PlacedNode(node: Node(.zstack(.center), children: layers.map(\.node)), frame: frame, safeArea: out.safeArea,
                                  children: layers)
            }
            // What is behind a view that covers the window dims as it grows (a sheet has its own backdrop).
            let window = CGRect(origin: .zero, size: host.size)
            guard full.contains(window) else {
                out.children = [clip]
                return out
            }
            let dimming = ZoomTransitionMetrics.dimming
            let dim = PlacedNode(node: Node(.shape(.rectangle, fill: .color(dimming.opacity(placement.progress)), stroke: nil)),
                                 frame: window, safeArea: out.safeArea, children: [])
            out.children = [dim, clip]
            return out
        }
    }

    /// The source as laid out, scaled to cover `frame` about its centre and faded by the zoom's progress: the
    /// zoom starts as the source and turns into the view it shows (and back, as it lands), so the first and last
    /// frames are the source's own pixels. Nil once it has faded out.
    private func crossFade(of source: PlacedNode, onto frame: CGRect, progress: CGFloat) -> PlacedNode? {
        let opacity = 1 - progress / ZoomTransitionMetrics.crossFadeProgress
        let size = source.frame.size
        guard opacity > 0, size.width > 0, size.height > 0 else { return nil }
        let scale = max(frame.width / size.width, frame.height / size.height)
        let centre = CGPoint(x: source.frame.midX, y: source.frame.midY)
        // Its content only: the copy is no view of the group, so the tools see the source once.
        let moved = source.children.map { transformed($0, dx: frame.midX - centre.x, dy: frame.midY - centre.y, scale: scale, about: centre) }
        return PlacedNode(node: Node(.opacity(min(1, opacity)), children: moved.map(\.node)), frame: frame, safeArea: source.safeArea,
                          children: moved)
    }
}
