import LayoutCore
import Motion

/// One view of a frame as a geometry trace records it: a matched-geometry view, or a view with a running
/// animation, with where and how it is drawn at that moment.
package struct TracedView: Hashable {
    /// Why a view is traced.
    package enum Kind: String, Hashable, Sendable {
        /// It has `matchedGeometryEffect(id:in:)`.
        case matchedGeometry
        /// One of its values (frame, opacity, corner radius, fill, transition) is animating.
        case animating
    }

    /// The clip that ancestors put around a view.
    package struct Clip: Hashable, Sendable {
        /// The innermost clip's frame, cut by the ones around it, in window coordinates.
        package var rect: CGRect
        /// The innermost clip's corner radius (0 for a rectangle; half the shorter side for a capsule or circle).
        package var cornerRadius: Double
    }

    /// The running animation that moves a view now.
    package struct Motion: Hashable, Sendable {
        /// The animation, in HeroSim's curve grammar (`easeInOut 0.35s`, `spring(duration: 0.5, bounce: 0.2)`).
        package var curve: String
        /// When the current motion started (seconds): the transaction, or the last retarget.
        package var start: Double
        /// When it arrives (seconds).
        package var end: Double
        /// The fraction of its time gone at this moment, 0 … 1.
        package var progress: Double
        /// The values that animate: `frame`, `opacity`, `cornerRadius`, `fill`, `transition`.
        package var attributes: [String]
    }

    /// Why it is traced.
    package var kind: Kind
    /// The matched-geometry id; else the view's `.id`; else its path without modifiers (`IconGrid/ZStack/0/Color`).
    package var id: String { name ?? viewPath.compactDescription }
    /// The matched-geometry id or `.id`, when it has one.
    var name: String?
    /// Whether its id is a matched-geometry id or `.id` rather than its path.
    package var hasName: Bool { name != nil }
    /// Where it sits in the view tree.
    package var viewPath: ViewPath
    /// The matched-geometry namespace (matched-geometry views only).
    package var namespace: String?
    /// Whether it is its group's geometry source (matched-geometry views only).
    package var isSource: Bool?
    /// Whether it has left the tree and is drawn only until its removal animation ends.
    package var isRemoved: Bool
    /// Where it sits in the view tree, from the root (`IconGrid/ZStack/0/...`): unique in a frame.
    package var path: String { viewPath.description }
    /// Where it is drawn, in window coordinates.
    package var frame: CGRect
    /// The corner radius of its own shape: its `clipShape` or its rounded-rectangle fill; 0 for square corners.
    package var cornerRadius: Double
    /// The opacity it is drawn with (its own and its ancestors').
    package var opacity: Double
    /// Its place in draw order among the traced views of the frame, 0 at the back.
    package var z: Int
    /// The clip its ancestors put around it, or nil.
    package var clip: Clip?
    /// The animation that moves it (for a matched-geometry view that follows its source, the source's), or nil.
    package var motion: Motion?
    /// The flight it flies, when it is the flying view of one (see `Flight`), else nil.
    package var flight: Flight?
}

extension Moment {
    /// Every matched-geometry view and every view with a running animation, back to front, as drawn at
    /// this moment, each flying view carrying its flight.
    package var tracedViews: [TracedView] { tracedViews(flights: flights) }

    /// The same views' places and frames only (no motion, corner radius, clip, names or flights): the
    /// samples a trace differentiates.
    package var tracedFrames: [TracedView] { tracedViews(flights: [], detailed: false) }
}

extension ViewGraph {
    /// The times around now in which every running animation is smooth: from the latest start of one at
    /// or before now to the earliest end of one after now (either may be unbounded).
    package var smoothInterval: (from: Double, to: Double) {
        var from = -Double.infinity, to = Double.infinity
        for track in allTracks.values {
            if track.startTime <= time { from = max(from, track.startTime) }
            if track.finishTime > time { to = min(to, track.finishTime) } else { from = max(from, track.finishTime) }
        }
        return (from, to)
    }

    /// The next moment a leaving view stops being drawn (its removal animations all end), after now, and
    /// the paths of the views that go then; nil when nothing is leaving.
    package var nextRemoval: (time: Double, paths: [String])? {
        let ends = currentDepartingViews.map { departingView in (departingView.tracks.values.map(\.finishTime).max() ?? time, departingView.placed.node.path?.description ?? "") }
        guard let first = ends.map(\.0).min() else { return nil }
        return (first, ends.filter { $0.0 == first }.map(\.1))
    }

    /// The display list of the frame drawn at `time` with the animations and leaving views of now.
    package func displayList(at time: Double) -> DisplayList {
        displayList(of: presented(at: time))
    }
}

extension Moment {
    /// The traced views of this moment, each flying view of `flights` carrying its flight.
    private func tracedViews(flights: [Flight], detailed: Bool = true) -> [TracedView] {
        let tracks = allTracks
        var running: [ViewPath: [AnimatedAttribute: AnimationTrack]] = [:]
        for (key, track) in tracks where !track.isFinished(at: time) { running[key.path, default: [:]][key.attribute] = track }
        var sourcePaths: [MatchedGeometryKey: ViewPath] = [:]
        if detailed {
            TreeWalk.visit(root) { placed, context in
                if case .matchedGeometry(let key, true, _) = placed.node.kind, !context.inDepartingView, sourcePaths[key] == nil {
                    sourcePaths[key] = placed.node.path
                }
            }
        }
        var views: [TracedView] = []
        TreeWalk.visit(root) { placed, context in
            guard let path = placed.node.path else { return }
            // Only matched-geometry views and views with a running animation; names are made for those alone.
            var motionPath: ViewPath? = running[path] != nil ? path : nil
            let matched: (key: MatchedGeometryKey, isSource: Bool)?
            // A zoom's destination rests at its own frame as a source does, but its group's source is the zoom's source.
            if case .matchedGeometry(let key, let isSource, let shape) = placed.node.kind {
                matched = (key, isSource && !shape.motion.isZoomDestination)
            } else {
                matched = nil
            }
            guard matched != nil || motionPath != nil else { return }
            var view = TracedView(kind: .animating, viewPath: path, isRemoved: context.inDepartingView, frame: placed.frame, cornerRadius: 0,
                                  opacity: context.opacity * HitTester.innerOpacity(placed), z: views.count)
            guard detailed else {
                if matched != nil { view.kind = .matchedGeometry }
                views.append(view)
                return
            }
            view.name = placed.node.id.map { "\($0.base)" }
            view.cornerRadius = ownCornerRadius(placed)
            view.clip = context.clip.map { TracedView.Clip(rect: $0.rect, cornerRadius: $0.radius) }
            if let (key, isSource) = matched {
                view.kind = .matchedGeometry
                view.name = "\(key.id.base)"
                view.namespace = key.namespace.description
                view.isSource = isSource
                if motionPath == nil, !isSource, let source = sourcePaths[key], running[source]?[.frame] != nil { motionPath = source }
                if !flights.isEmpty {
                    let drawn = view.path
                    view.flight = flights.first { $0.flying.path == drawn && $0.flying.isRemoved == view.isRemoved }
                }
            }
            if let motionPath, let values = running[motionPath] {
                view.motion = TracedView.motion(of: values, at: time)
            }
            views.append(view)
        }
        return TracedView.mergingWrappers(views)
    }
}

extension TracedView {
    /// One entry per view as a reader sees it: a node traced right inside a traced node, drawn in the same
    /// place with the same opacity (a modifier and its content: `.frame`, `.offset`, a shape), joins it;
    /// the matched-geometry node names the pair, and the motion comes from the outer node that has one.
    fileprivate static func mergingWrappers(_ views: [TracedView]) -> [TracedView] {
        var merged: [TracedView] = []
        for view in views {
            if var outer = merged.last, view.viewPath.isDescendant(of: outer.viewPath), outer.frame == view.frame, outer.opacity == view.opacity,
               outer.isRemoved == view.isRemoved, outer.kind == .animating || view.kind == .animating {
                if outer.kind == .animating, view.kind == .matchedGeometry {
                    let motion = outer.motion
                    outer = view
                    outer.motion = outer.motion ?? motion
                } else if outer.motion == nil {
                    outer.motion = view.motion
                } else if let inner = view.motion, var motion = outer.motion {
                    motion.attributes = Array(Set(motion.attributes + inner.attributes)).sorted()
                    outer.motion = motion
                }
                merged[merged.count - 1] = outer
                continue
            }
            merged.append(view)
        }
        for index in merged.indices { merged[index].z = index }
        return merged
    }

    /// The motion of a view's running tracks: the frame's if it moves, else its first animating value's.
    fileprivate static func motion(of values: [AnimatedAttribute: AnimationTrack], at time: Double) -> Motion? {
        let order: [AnimatedAttribute] = [.frame, .followedFrame, .transition, .opacity, .cornerRadius, .fill, .stroke, .fontSize, .shadow, .shapeData, .effect]
        guard let lead = order.lazy.compactMap({ values[$0] }).first else { return nil }
        let span = lead.finishTime - lead.startTime
        let progress = span > 0 ? min(1, max(0, (time - lead.startTime) / span)) : 1
        return Motion(curve: lead.animation.description, start: lead.startTime, end: lead.finishTime, progress: progress,
                      attributes: order.filter { values[$0] != nil }.map(\.name))
    }
}

/// The corner radius of the shape a view draws itself as: the first clip shape or shape down its chain of
/// one-child modifiers and into its backgrounds, for a shape that fills the view's frame.
private func ownCornerRadius(_ placed: PlacedNode) -> Double {
    var node = placed
    while true {
        switch node.node.kind {
        case .clip(let shape), .shape(let shape, _, _):
            return shape.cornerRadius(in: node.frame)
        case .background where node.children.count == 2:
            let behind = node.children[1]
            if case .shape(let shape, _, _) = behind.node.kind, behind.frame == node.frame { return shape.cornerRadius(in: node.frame) }
            node = node.children[0]
        case .overlay where node.children.count == 2:
            node = node.children[0]
        default:
            guard node.children.count == 1 else { return 0 }
            node = node.children[0]
        }
    }
}

extension ShapeKind {
    /// The radius of the shape's corners drawn in `rect`: 0 for a rectangle, half the shorter side for a
    /// circle or capsule (an ellipse's corners are taken as a capsule's).
    func cornerRadius(in rect: CGRect) -> Double {
        switch self {
        case .rectangle: return 0
        case .roundedRectangle(let radius, _): return min(Double(radius), Double(min(rect.width, rect.height)) / 2)
        case .circle, .capsule, .ellipse: return Double(min(rect.width, rect.height)) / 2
        case .custom, .path: return 0
        }
    }
}

extension AnimatedAttribute {
    /// The name a trace uses.
    var name: String {
        switch self {
        case .frame: return "frame"
        case .opacity: return "opacity"
        case .cornerRadius: return "cornerRadius"
        case .fill: return "fill"
        case .effect: return "effect"
        case .stroke: return "stroke"
        case .fontSize: return "fontSize"
        case .shadow: return "shadow"
        case .shapeData: return "shapeData"
        case .transition: return "transition"
        case .followedFrame: return "followedFrame"
        case .contentChange: return "contentChange"
        }
    }
}
