import Foundation
import LayoutCore
import Motion

/// Which subtrees of a laid-out tree can look different from one frame to the next (they hold an
/// animated value, a departing view or a view that follows a matched-geometry source), and each group's source.
/// Made once per update; every frame then presents only the subtrees marked here, and the rest of the
/// tree is drawn as laid out, so a frame's cost does not grow with the views that do not move.
struct PresentationPlan {
    /// One node's mark and its children's.
    struct Mask {
        var isMoving: Bool
        var children: [Mask]
        static let still = Mask(isMoving: false, children: [])
    }

    /// The mask of the root.
    let root: Mask
    /// The source of each matched-geometry group that has a follower, first in draw order.
    let sources: [(key: MatchedGeometryKey, node: PlacedNode)]
    /// The zoom transitions of the tree: destinations shown, and sources.
    let zooms: ZoomGroups
    /// The laid-out tree the plan is for.
    private let laidOut: PlacedNode
    /// The paths that have tracks, and the parents of departing views, that the plan was made with.
    private let animated: Set<ViewPath>
    private let departingViewParents: Set<ViewPath>

    /// The plan of `root` for these tracks and departing views. With the same animated paths and departing view parents as
    /// `previous`, a subtree that is the very subtree `previous` found still is still, without a walk.
    init(_ root: PlacedNode, tracks: [TrackKey: AnimationTrack], departingViews: [DepartingView], reusing previous: PresentationPlan? = nil) {
        let animated = Set(tracks.keys.map(\.path))
        let departingViewParents = Set(departingViews.map(\.parentPath))
        let looksUpPaths = !animated.isEmpty || !departingViewParents.isEmpty
        let zooms = ZoomGroups(root, departingViews: departingViews)
        let reusable = previous.flatMap { $0.animated == animated && $0.departingViewParents == departingViewParents ? $0 : nil }
        var followed: Set<MatchedGeometryKey> = []
        // While a zoom is shown its source is drawn hidden: the walk goes into the subtrees that hold one.
        let findsZoomSources = !zooms.shown.isEmpty
        // A still subtree costs no mask of its own: only moving nodes get one, with their children's.
        // `old` is the node at the same place in the previous plan's tree, with its mask.
        func mask(_ placed: PlacedNode, old: (placed: PlacedNode, mask: Mask)?) -> Mask {
            if let old, !old.mask.isMoving, placed.isIdentical(to: old.placed), !(findsZoomSources && placed.node.containsZoom) { return .still }
            let children = placed.children
            let oldChildren = old?.placed.children ?? []
            // Under a still node every node was still.
            let oldMasks = old.flatMap { $0.mask.isMoving ? $0.mask.children : nil }
            var masks: [Mask]?
            for index in children.indices {
                let counterpart = index < oldChildren.count ? (oldChildren[index], oldMasks?[index] ?? .still) : nil
                let child = mask(children[index], old: counterpart)
                guard child.isMoving else { continue }
                if masks == nil { masks = Array(repeating: .still, count: children.count) }
                masks![index] = child
            }
            var moving = masks != nil
            if looksUpPaths, let path = placed.node.path, animated.contains(path) || departingViewParents.contains(path) { moving = true }
            if case .matchedGeometry(let key, let isSource, let shape) = placed.node.kind {
                if !isSource {
                    moving = true
                    followed.insert(key)
                } else if findsZoomSources, shape.motion.zoomSourceLook != nil, zooms.shown.contains(key) {
                    moving = true
                } else if shape.motion.isZoomDestination, placed.frame != placed.children.first?.frame {
                    // Posed by a drag or a pinch: drawn zoomed, away from its laid-out content.
                    moving = true
                }
            }
            return moving ? Mask(isMoving: true, children: masks ?? Array(repeating: .still, count: children.count)) : .still
        }
        self.root = mask(root, old: reusable.map { ($0.laidOut, $0.root) })
        laidOut = root
        self.zooms = zooms
        self.animated = animated
        self.departingViewParents = departingViewParents
        // Only groups with a follower need their source's frame each frame (a grid of cards has a source
        // in every cell and one follower, the card in flight).
        guard !followed.isEmpty else {
            sources = []
            return
        }
        var candidates: [(key: MatchedGeometryKey, node: PlacedNode)] = []
        TreeWalk.visit(root) { placed, _ in
            guard case .matchedGeometry(let key, true, _) = placed.node.kind, followed.contains(key) else { return }
            candidates.append((key, placed))
        }
        var seen: Set<MatchedGeometryKey> = []
        sources = candidates.filter { seen.insert($0.key).inserted }
    }
}

/// Builds the tree as drawn at one moment: each node's animated values at `time`, matched-geometry views
/// re-laid out at their animated (or followed) frames, transitions applied, departing views put back in place.
struct Presenter {
    let engine: LayoutEngine
    let host: LayoutHost
    let time: Double
    let tracks: [TrackKey: AnimationTrack]
    let departingViews: [DepartingView]

    /// The zoom transitions as drawn at `time`: set from the plan when the tree holds one.
    var zooms = ZoomMoment()

    /// The presented tree for the laid-out tree `root`, whose plan is `plan`.
    func present(_ root: PlacedNode, plan: PresentationPlan) -> PlacedNode {
        guard plan.zooms.isEmpty else {
            var zooming = self
            zooming.zooms = plan.zooms.moment(departingViews: departingViews) { frame(of: $0, tracks) }
            return zooming.presentPlanned(root, plan: plan)
        }
        return presentPlanned(root, plan: plan)
    }

    private func presentPlanned(_ root: PlacedNode, plan: PresentationPlan) -> PlacedNode {
        var sources: [MatchedGeometryKey: MatchedGeometrySource] = [:]
        for source in plan.sources {
            guard case .matchedGeometry(_, _, let shape) = source.node.node.kind else { continue }
            sources[source.key] = shape.shared(by: frame(of: source.node, tracks))
        }
        let presented = present(root, mask: plan.root, tracks: tracks, sources: sources)
        // A removed root (a body whose root is an `if`/`else`) is drawn beside the new one, below it, as a
        // removed child is drawn below the child inserted at its place.
        guard !departingViews.isEmpty else { return presented }
        let host = DepartingView.hostParent
        let leaving = departingViews.filter { $0.parentPath == host && $0.replacedContent == nil }
        guard !leaving.isEmpty else { return presented }
        let children = leaving.map { departingNode($0, sources: sources) } + [presented]
        return PlacedNode(node: Node(.zstack(.center), children: children.map(\.node)), frame: presented.frame, safeArea: presented.safeArea,
                          children: children)
    }

    /// A departing view as drawn now, marked as one (drawn, never hit).
    private func departingNode(_ departingView: DepartingView, sources: [MatchedGeometryKey: MatchedGeometrySource]) -> PlacedNode {
        let presented = present(departingView.placed, mask: nil, tracks: departingView.tracks, sources: sources)
        return PlacedNode(node: Node(.marker(DepartingMarker()), children: [presented.node]), frame: presented.frame,
                          safeArea: presented.safeArea, children: [presented])
    }

    /// The animated frame of `placed`.
    func frame(of placed: PlacedNode, _ tracks: [TrackKey: AnimationTrack]) -> CGRect {
        guard let path = placed.node.path, let track = tracks[TrackKey(path: path, attribute: .frame)] else { return placed.frame }
        return CGRect(vector: track.value(at: time))
    }

    func value(_ path: ViewPath?, _ attribute: AnimatedAttribute, _ tracks: [TrackKey: AnimationTrack]) -> [Double]? {
        guard let path else { return nil }
        return tracks[TrackKey(path: path, attribute: attribute)]?.value(at: time)
    }

    func present(_ placed: PlacedNode, mask: PresentationPlan.Mask?, tracks: [TrackKey: AnimationTrack],
                         sources: [MatchedGeometryKey: MatchedGeometrySource]) -> PlacedNode {
        // A still subtree is drawn as laid out (a departing view's subtree has no mask: it is presented in full).
        if let mask, !mask.isMoving { return placed }
        var out = placed
        let path = placed.node.path
        out.frame = frame(of: placed, tracks)
        switch placed.node.kind {
        case .opacity:
            if let alpha = value(path, .opacity, tracks) { out.node.kind = .opacity(min(1, max(0, alpha[0]))) }
        case .shape(var kind, var fill, var stroke):
            if let radius = value(path, .cornerRadius, tracks) { kind = .roundedRectangle(cornerRadius: max(0, radius[0]), style: kind.cornerStyle) }
            if case .custom(let outline) = kind, let data = value(path, .shapeData, tracks) { kind = .custom(outline.with(data)) }
            if let v = value(path, .fill, tracks), let animated = fill?.with(v) { fill = animated }
            if let v = value(path, .stroke, tracks), var line = stroke, let paint = line.paint.with(Array(v.dropLast(2))) {
                line.paint = paint
                line.style.lineWidth = max(0, v[v.count - 2])
                line.style.dashPhase = v[v.count - 1]
                stroke = line
            }
            out.node.kind = .shape(kind, fill: fill, stroke: stroke)
        case .text(let string, var font, var paint, var options):
            if let v = value(path, .fill, tracks), let animated = paint.with(v) { paint = animated }
            if let size = value(path, .fontSize, tracks) { font.size = max(0, size[0]) }
            // A text whose frame animates keeps the lines of its laid-out frame.
            if out.frame.size != placed.frame.size { options.layoutSize = placed.frame.size }
            out.node.kind = .text(string, font: font, paint: paint, options: options)
            if let changing = contentTransitioned(out, laidOut: placed.frame, path: path, tracks) { return transitioned(changing, path: path, tracks) }
        case .styledText(let runs, var options):
            if out.frame.size != placed.frame.size {
                options.layoutSize = placed.frame.size
                out.node.kind = .styledText(runs, options: options)
            }
            if let changing = contentTransitioned(out, laidOut: placed.frame, path: path, tracks) { return transitioned(changing, path: path, tracks) }
        case .symbol(var glyph, let resizable):
            // The glyph's colour; its size follows the animated frame.
            if let v = value(path, .fill, tracks), let animated = glyph.paint.with(v) { glyph.paint = animated }
            out.node.kind = .symbol(glyph, resizable: resizable)
            if let changing = contentTransitioned(out, laidOut: placed.frame, path: path, tracks) { return transitioned(changing, path: path, tracks) }
        case .shadow(var color, var radius, var offset):
            if let v = value(path, .shadow, tracks), v.count == 7 {
                (radius, offset) = (max(0, v[0]), CGSize(width: v[1], height: v[2]))
                color = Color(animationVector: v, at: 3)
            }
            out.node.kind = .shadow(color: color, radius: radius, offset: offset)
        case .clip(.roundedRectangle(_, let style)):
            if let radius = value(path, .cornerRadius, tracks) { out.node.kind = .clip(.roundedRectangle(cornerRadius: max(0, radius[0]), style: style)) }
        case .clip(.custom(let outline)):
            if let data = value(path, .shapeData, tracks) { out.node.kind = .clip(.custom(outline.with(data))) }
        case .effect(let effect):
            if let numbers = value(path, .effect, tracks) { out.node.kind = .effect(effect.with(numbers)) }
        case .visualEffect(var spec):
            if let numbers = value(path, .effect, tracks) {
                spec.layers = spec.layers.with(numbers)
                out.node.kind = .visualEffect(spec)
            }
        case .marker(let marker) where marker is GeometryGroupMarker:
            if let group = presentedGeometryGroup(placed, frame: out.frame, mask: mask, tracks: tracks, sources: sources) { return transitioned(group, path: path, tracks) }
        case .matchedGeometry(let key, true, let shape) where shape.motion.isZoom:
            out.children = placed.children.indices.map { index in
                present(placed.children[index], mask: mask?.children[index], tracks: tracks, sources: sources)
            }
            return transitioned(zoomed(out, laidOut: placed, key: key, motion: shape.motion), path: path, tracks)
        case .matchedGeometry(let key, let isSource, let shape):
            var rect = isSource ? out.frame : sources[key].map { shape.rect(own: out.frame, source: $0) } ?? out.frame
            if !isSource, let path, let glide = tracks[TrackKey(path: path, attribute: .followedFrame)], !glide.isFinished(at: time) {
                // Gliding to its new group: where the glide is, moved by as much as the group moved since it was aimed.
                let drift = zip(rect.vector, glide.target).map(-)
                rect = CGRect(vector: zip(glide.value(at: time), drift).map(+))
            }
            out.frame = rect
            // A view taking its frame from the group (a follower, or a view flying from where the group was) is
            // laid out at that frame each moment. A source whose content changed on its own in the same change
            // (a view in it grew) keeps its content's own motions, as SwiftUI animates each view's frame.
            let contentMoves = isSource && mask?.children.contains(where: \.isMoving) == true
            if rect != placed.frame, !contentMoves, let child = placed.node.children.first {
                let context = PlacementContext(safeArea: placed.safeArea, bounds: CGRect(origin: .zero, size: host.size))
                out.children = [engine.place(child, at: rect.origin, proposal: ProposedViewSize(rect.size), context: context)]
                return transitioned(out, path: path, tracks)
            }
        default:
            break
        }
        out.children = placed.children.indices.map { index in
            present(placed.children[index], mask: mask?.children[index], tracks: tracks, sources: sources)
        }
        if let path {
            for departingView in departingViews.filter({ $0.parentPath == path && $0.replacedContent == nil }).sorted(by: { $0.index < $1.index }) {
                out.children.insert(departingNode(departingView, sources: sources), at: min(departingView.index, out.children.count))
            }
        }
        return transitioned(out, path: path, tracks)
    }

    /// `placed` with its insertion or removal transition at `time` applied: moved, scaled about its
    /// centre and faded.
    func transitioned(_ placed: PlacedNode, path: ViewPath?, _ tracks: [TrackKey: AnimationTrack]) -> PlacedNode {
        guard let effect = value(path, .transition, tracks) else { return placed }
        let opacity = min(1, max(0, effect[0])), dx = effect[1], dy = effect[2], scale = max(0, effect[3])
        let centre = CGPoint(x: placed.frame.midX, y: placed.frame.midY)
        var moved = dx == 0 && dy == 0 && scale == 1 ? placed : transformed(placed, dx: dx, dy: dy, scale: scale, about: centre)
        guard opacity < 1 else { return moved }
        moved = PlacedNode(node: Node(.opacity(opacity), children: [moved.node]), frame: moved.frame, safeArea: moved.safeArea, children: [moved])
        return moved
    }

    /// Every frame of the subtree moved by (dx, dy) and scaled by `scale` about `centre`; text scales too.
    func transformed(_ placed: PlacedNode, dx: Double, dy: Double, scale: Double, about centre: CGPoint) -> PlacedNode {
        var out = placed
        let f = placed.frame
        out.frame = CGRect(x: centre.x + (f.minX - centre.x) * scale + dx, y: centre.y + (f.minY - centre.y) * scale + dy,
                           width: f.width * scale, height: f.height * scale)
        if case .text(let string, var font, let paint, var options) = placed.node.kind, scale != 1 {
            font.size *= scale
            options.lineSpacing *= scale
            out.node.kind = .text(string, font: font, paint: paint, options: options)
        } else if case .styledText(var runs, var options) = placed.node.kind, scale != 1 {
            for i in runs.indices { runs[i].font.size *= scale }
            options.lineSpacing *= scale
            out.node.kind = .styledText(runs, options: options)
        }
        out.children = placed.children.map { transformed($0, dx: dx, dy: dy, scale: scale, about: centre) }
        return out
    }
}

