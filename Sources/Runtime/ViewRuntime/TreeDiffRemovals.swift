import Foundation
import LayoutCore
import Motion

/// The views that left the tree: what is known of them is forgotten, and a removed subtree inside an
/// animated change stays drawn as a departing view while it animates out (flying back to its matched-geometry group).
extension TreeDiff {
    /// Forgets the views that left the tree, and keeps each removed subtree drawn while its removal
    /// animation runs (when `animated`).
    mutating func handleRemovals(animated: Bool) {
        guard let oldRoot, let newRoot else { return }
        var removals: [(old: PlacedNode, parentPath: ViewPath, animation: Animation)] = []
        var gone: [PlacedNode] = []
        findRemovals(oldRoot, new: newRoot, parentPath: nil, into: &removals, gone: &gone)
        for subtree in gone { forget(subtree) }
        // Only when something leaves with an animation is the presented tree indexed.
        guard animated, let before, !removals.isEmpty else { return }
        var index: [ViewPath: PlacedNode] = [:]
        TreeWalk.visit(before) { placed, context in
            if !context.inDepartingView, let path = placed.node.path, index[path] == nil { index[path] = placed }
        }
        for removal in removals { addDepartingView(for: removal.old, parentPath: removal.parentPath, animation: removal.animation, before: index) }
    }

    /// The roots of the old subtrees that left the tree (`gone`), and of those among them inside an animated
    /// parent (`removals`). The last tree is walked beside the new one as the new one was: a subtree that
    /// is still there unchanged is not visited.
    private func findRemovals(_ old: PlacedNode, new counterpart: PlacedNode?, parentPath: ViewPath?,
                              into removals: inout [(old: PlacedNode, parentPath: ViewPath, animation: Animation)], gone: inout [PlacedNode]) {
        if let counterpart, old.isIdentical(to: counterpart) { return }
        guard let path = old.node.path else { return }
        guard visited.contains(path) else {
            gone.append(old)
            if let parentPath, visited.contains(parentPath), let animation = animations[parentPath] {
                removals.append((old, parentPath, animation))
            } else if parentPath == nil, let animation = rootAnimation {
                // The root itself was replaced (a body whose root is an `if`/`else`): it leaves the host.
                removals.append((old, DepartingView.hostParent, animation))
            }
            return
        }
        let children = old.children
        let newChildren = counterpart?.children ?? []
        var newIndex: [ViewPath: Int]?
        for index in children.indices {
            let child = children[index]
            findRemovals(child, new: TreeDiff.counterpart(of: child, at: index, among: newChildren, index: &newIndex),
                         parentPath: path, into: &removals, gone: &gone)
        }
    }

    /// Forgets what is known of the views of the removed subtree `old` that are not in the new tree.
    private mutating func forget(_ old: PlacedNode) {
        if let path = old.node.path, !visited.contains(path) {
            newTargets[path] = nil
            if !newMarkerValues.isEmpty { newMarkerValues[path] = nil }
        }
        for child in old.children { forget(child) }
    }

    /// Bends every departing view's flight towards where its group is now (after a resize moved it), without a jump.
    mutating func rebendDepartingViews() {
        let sources = newSources()
        for index in departingViews.indices {
            let (bent, started) = rebending(departingViews[index], sources: sources)
            departingViews[index] = bent
            for (key, path) in started { noteFlight(key, .dismissing, flying: FlightEndpoint(path: path, isRemoved: true), other: newSourceEndpoint(key)) }
        }
    }

    /// `departing view` with every flight bent towards where its group is now in `newSources`, without a jump,
    /// and the views in it that start flying (they were at rest).
    private func rebending(_ departingView: DepartingView, sources newSources: [MatchedGeometryKey: MatchedGeometrySource])
        -> (DepartingView, started: [(MatchedGeometryKey, ViewPath)]) {
        var departingView = departingView
        var started: [(MatchedGeometryKey, ViewPath)] = []
        let remaining = (departingView.tracks.values.map(\.finishTime).max() ?? time) - time
        TreeWalk.visit(departingView.placed) { node, _ in
            guard case .matchedGeometry(let key, _, let shape) = node.node.kind, let nodePath = node.node.path,
                  let group = newSources[key] else { return }
            let trackKey = TrackKey(path: nodePath, attribute: .frame)
            let destination = shape.rect(own: node.frame, source: group).vector
            if let running = departingView.tracks[trackKey], !running.isFinished(at: time) {
                if destination != running.target { departingView.tracks[trackKey] = running.blended(to: destination, at: time) }
            } else if destination != node.frame.vector, remaining > 0 {
                // A departing view that was not flying (it left where its group was) now has somewhere to go: it
                // eases there in the time it has left, rather than vanishing at the old place.
                departingView.tracks[trackKey] = AnimationTrack(from: node.frame.vector, to: destination,
                                                        animation: .curve(.easeInOut, duration: remaining), at: time)
                started.append((key, nodePath))
            }
        }
        return (departingView, started)
    }

    /// `spec` starting at the speed a gesture let go of a zoom with (the transaction's release velocity), as a
    /// fraction of the way from `from` to `to` per second: the finger's velocity along the way, over its length.
    private func releasedSpec(_ spec: AnimationSpec, from: CGRect, to: CGRect) -> AnimationSpec {
        guard let velocity = transaction.zoomReleaseVelocity, case .spring(let spring, _) = spec else { return spec }
        let dx = to.midX - from.midX, dy = to.midY - from.midY
        let length = dx * dx + dy * dy
        guard length > 0 else { return spec }
        return .spring(spring, initialVelocity: (velocity.width * dx + velocity.height * dy) / length)
    }

    /// The zoom group of a subtree whose root is a zoom's destination.
    static func zoomGroup(of placed: PlacedNode) -> MatchedGeometryKey? {
        guard case .matchedGeometry(let key, true, let shape) = placed.node.kind, shape.motion.isZoomDestination else { return nil }
        return key
    }

    /// Keeps the removed subtree `old` drawn, as presented before the change, while it animates out.
    private mutating func addDepartingView(for old: PlacedNode, parentPath: ViewPath, animation: Animation, before: [ViewPath: PlacedNode]) {
        guard let path = old.node.path, var presented = before[path] else { return }
        let sources = newSources()
        // A zoom is drawn zoomed, not laid out again: it leaves as laid out, from where it is drawn.
        if TreeDiff.zoomGroup(of: old) != nil { presented = old }
        let index = before[parentPath]?.children.firstIndex { $0.node.path == path } ?? 0
        var departingView = DepartingView(placed: presented, parentPath: parentPath, index: index, tracks: [:])
        // A zoom going back into its source needs no transition: its fallback is for a zoom with no source.
        let zoomGroup = TreeDiff.zoomGroup(of: old)
        let zoomsBack = zoomGroup.flatMap { sources[$0] }.map { isOnScreen($0.frame) } ?? false
        let transition = TreeDiff.transition(of: old)
        // A transition with an animation of its own plays with it (`AnyTransition.animation(_:)`).
        let transitionAnimation = transition.animation ?? animation
        let effect = zoomsBack ? TransitionEffect() : transition.removal
        var to = effect.vector(for: presented.frame.size)
        // A phase transition's modifiers animate from the values the view wears to their `didDisappear` ones.
        let phased = zoomsBack ? PhaseTransitionValues() : PhaseTransitionValues(of: presented.node, in: .didDisappear, playing: transition.removalPhases)
        to[1] += phased.offset.width
        to[2] += phased.offset.height
        for value in phased.values {
            if let running = tracks[value.key], !running.isFinished(at: time) {
                departingView.tracks[value.key] = running.retargeted(to: value.phased, animation: transitionAnimation.resolvedSpec, at: time, policy: settings.interruptionPolicy)
            } else {
                departingView.tracks[value.key] = AnimationTrack(from: value.shown, to: value.phased, animation: transitionAnimation.resolvedSpec, at: time + transitionAnimation.delay)
            }
        }
        let transitionKey = TrackKey(path: path, attribute: .transition)
        if let running = tracks[transitionKey], !running.isFinished(at: time) {
            // Removed while still coming in: the insertion turns around from where it is.
            departingView.tracks[transitionKey] = running.retargeted(to: to, animation: transitionAnimation.resolvedSpec, at: time, policy: settings.interruptionPolicy)
        } else if to != TransitionEffect.identityVector {
            departingView.tracks[transitionKey] =
                AnimationTrack(from: TransitionEffect.identityVector, to: to, animation: transitionAnimation.resolvedSpec, at: time + transitionAnimation.delay)
        }
        var flying: [(MatchedGeometryKey, ViewPath)] = []
        TreeWalk.visit(presented) { node, _ in
            guard case .matchedGeometry(let key, _, let shape) = node.node.kind, let nodePath = node.node.path,
                  let group = sources[key], case let destination = shape.rect(own: node.frame, source: group),
                  destination != node.frame, key != zoomGroup || zoomsBack else { return }
            flying.append((key, nodePath))
            let trackKey = TrackKey(path: nodePath, attribute: .frame)
            if let running = tracks[trackKey], !running.isFinished(at: time) {
                // Sent back while flying: a timing curve retraces its path, a spring keeps its velocity.
                departingView.tracks[trackKey] = running.retargeted(to: destination.vector, animation: animation.resolvedSpec, at: time, policy: settings.interruptionPolicy)
            } else {
                let spec = zoomsBack ? releasedSpec(animation.resolvedSpec, from: node.frame, to: destination) : animation.resolvedSpec
                departingView.tracks[trackKey] = pathed(AnimationTrack(from: node.frame.vector, to: destination.vector,
                                                               animation: spec, at: time + animation.delay), .frame)
            }
        }
        if departingView.tracks.isEmpty {
            // Nothing to see change (an `.identity` transition, no flight): it stays, unchanged, for as
            // long as the animation lasts.
            departingView.tracks[transitionKey] = AnimationTrack(from: TransitionEffect.identityVector, to: TransitionEffect.identityVector,
                                                         animation: .curve(.linear, duration: animation.resolvedSpec.duration),
                                                         at: time + animation.delay)
        }
        for track in departingView.tracks.values { latestFinish = max(latestFinish, track.finishTime) }
        departingViews.append(departingView)
        for (key, path) in flying { noteFlight(key, .dismissing, flying: FlightEndpoint(path: path, isRemoved: true), other: newSourceEndpoint(key)) }
    }
}
