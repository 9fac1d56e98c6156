import Foundation
import LayoutCore
import Motion

/// Followers that change group: a matched-geometry view with `isSource: false` whose id changes (the tab
/// indicator's `matchedGeometryEffect(id: selected, in:, isSource: false)`) is drawn at another source
/// from now on. In SwiftUI its frame changes inside the change's transaction, so it moves there with the
/// transaction's animation instead of jumping: here it glides (`AnimatedAttribute.followedFrame`) from
/// where it was drawn to where its new group puts it.
extension TreeDiff {
    /// Starts, retargets or shifts the glide of every follower the walk met in another group than before
    /// whose drawn frame would jump. Run after the walk, so the sources' new tracks are known.
    mutating func startFollowerGlides() {
        // A group whose source was inserted by this change flies from where the group was: its followers
        // follow that flight without a jump.
        let candidates = regroupedFollowers.filter { candidate in
            guard case .matchedGeometry(let key, _, _) = candidate.placed.node.kind else { return false }
            return insertedSources[key] == nil
        }
        guard let before, !candidates.isEmpty else { return }
        let drawn = drawnBeforeTransitions(Set(candidates.map(\.path)), in: before)
        let sources = presentedSources(for: Set(candidates.compactMap { candidate -> MatchedGeometryKey? in
            if case .matchedGeometry(let key, _, _) = candidate.placed.node.kind { return key }
            return nil
        }))
        for candidate in candidates {
            guard case .matchedGeometry(let key, _, let shape) = candidate.placed.node.kind, let from = drawn[candidate.path] else { continue }
            let own = presentedFrame(of: candidate.placed)
            let to = sources[key].map { shape.rect(own: own, source: $0) } ?? own
            glide(TrackKey(path: candidate.path, attribute: .followedFrame), from: from, to: to, animation: animations[candidate.path])
        }
    }

    /// Where the followers at `paths` were drawn before the change, in the tree `before`, with the transitions
    /// of the views around them taken out (`visitBeforeTransitions`): the glide is drawn inside them too.
    private func drawnBeforeTransitions(_ paths: Set<ViewPath>, in before: PlacedNode) -> [ViewPath: CGRect] {
        var drawn: [ViewPath: CGRect] = [:]
        visitBeforeTransitions(before) { placed, frame, inDepartingView in
            if !inDepartingView, let path = placed.node.path, paths.contains(path), drawn[path] == nil { drawn[path] = frame }
        }
        return drawn
    }

    /// Calls `visit` for every node of `before` (the tree as presented before the change), back to front, with
    /// its frame as the presenter put it before the insertion or removal transitions of the live views around
    /// it moved it and everything in it (a sheet sliding in), and whether it is inside a departing view.
    func visitBeforeTransitions(_ before: PlacedNode, _ visit: (PlacedNode, CGRect, Bool) -> Void) {
        func walk(_ placed: PlacedNode, _ transitions: [TransitionUndo], _ inDepartingView: Bool) {
            var inDepartingView = inDepartingView
            if case .marker(let marker) = placed.node.kind, marker is DepartingMarker { inDepartingView = true }
            var transitions = transitions
            if !inDepartingView, let path = placed.node.path,
               let effect = tracksBefore[TrackKey(path: path, attribute: .transition)]?.value(at: time), effect.count == 4 {
                transitions.append(TransitionUndo(effect: effect, transformed: transitions.reduce(placed.frame) { $1.undo($0) }))
            }
            visit(placed, transitions.reduce(placed.frame) { $1.undo($0) }, inDepartingView)
            for child in TreeWalk.drawOrder(placed) { walk(child, transitions, inDepartingView) }
        }
        walk(before, [], false)
    }

    /// The follower's glide from `from` (where it was drawn) to `to` (where its group puts it now): with an
    /// animation a new motion, or the running glide turned towards `to` (a curve sent back retraces, a
    /// spring keeps its velocity); without one, the running glide moved so that it still ends at `to`.
    private mutating func glide(_ key: TrackKey, from: CGRect, to: CGRect, animation: Animation?) {
        let running = tracks[key].flatMap { $0.isFinished(at: time) ? nil : $0 }
        guard let animation else {
            tracks[key] = running.map { $0.shifted(to: to.vector) }
            return
        }
        if let running, running.value(at: time) == from.vector {
            setTrack(key, running.retargeted(to: to.vector, animation: animation.resolvedSpec, at: time, policy: settings.interruptionPolicy))
        } else if from != to {
            setTrack(key, pathed(AnimationTrack(from: from.vector, to: to.vector, animation: animation.resolvedSpec, at: time + animation.delay), .frame))
        } else {
            // Drawn where its group puts it already (sent back before it left): a glide aimed elsewhere ends.
            tracks[key] = nil
        }
    }

    /// The frame of a node of the new tree as drawn at the diff's time: its frame track's value, else its frame.
    private func presentedFrame(of placed: PlacedNode) -> CGRect {
        guard let path = placed.node.path, let track = tracks[TrackKey(path: path, attribute: .frame)] else { return placed.frame }
        return CGRect(vector: track.value(at: time))
    }

    /// What the source of each group in `keys` shares as drawn at the diff's time: the first source in draw
    /// order, as the presenter finds it.
    private mutating func presentedSources(for keys: Set<MatchedGeometryKey>) -> [MatchedGeometryKey: MatchedGeometrySource] {
        guard let newRoot else { return [:] }
        var sources: [MatchedGeometryKey: MatchedGeometrySource] = [:]
        TreeWalk.visit(newRoot) { placed, _ in
            guard case .matchedGeometry(let key, true, let shape) = placed.node.kind, keys.contains(key), sources[key] == nil else { return }
            sources[key] = shape.shared(by: presentedFrame(of: placed))
        }
        return sources
    }
}

/// One view's transition at a moment, undone: the presenter moved the view and everything in it by (dx, dy) and
/// scaled it by `scale` about its centre (`Presenter.transitioned`); this takes a frame drawn inside it back.
private struct TransitionUndo {
    let dx: Double
    let dy: Double
    let scale: Double
    /// The centre of the view before its transition moved it.
    let centre: CGPoint

    /// The undo of `effect` (opacity, dx, dy, scale), whose view was drawn at `transformed`.
    init(effect: [Double], transformed: CGRect) {
        dx = effect[1]
        dy = effect[2]
        scale = max(0, effect[3])
        centre = CGPoint(x: transformed.midX - dx, y: transformed.midY - dy)
    }

    /// `rect`, drawn inside the transition, where it was before the transition moved it (a view scaled to
    /// nothing cannot be taken back, and stays).
    func undo(_ rect: CGRect) -> CGRect {
        guard scale > 1e-9 else { return rect }
        return CGRect(x: centre.x + (rect.minX - dx - centre.x) / scale, y: centre.y + (rect.minY - dy - centre.y) / scale,
                      width: rect.width / scale, height: rect.height / scale)
    }
}
