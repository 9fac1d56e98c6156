import Foundation
import LayoutCore
import Motion

/// Compares a new layout with the last one and with what was presented, and starts, retargets or ends
/// the animations that the change's transaction asks for. It works one way: the graph hands it its tables
/// (tracks, departing views, targets, marker values) and settings by value, and applies the `DiffOutcome` it returns.
///
/// The new tree is walked beside the last laid-out tree: a subtree that is the very subtree laid out last
/// time (the same nodes, frames and placed children) holds no change, so it is not visited, and what the
/// last update knew of it stays. An update costs what changed, not the size of the tree.
struct TreeDiff {
    /// What the diff reads of the graph's settings.
    let settings: DiffSettings
    let transaction: Transaction
    let time: Double
    /// The tree as presented just before the change.
    let before: PlacedNode?
    /// The last laid-out tree.
    let oldRoot: PlacedNode?
    /// The animatable values of every view, by path: the last update's, updated as the walk goes (read
    /// before written, so a view's old values are there until it is visited).
    var newTargets: [ViewPath: NodeTargets]
    /// The value each `.animation(_:value:)` saw, by path: the last update's, updated the same way.
    var newMarkerValues: [ViewPath: any Equatable]
    /// Whether the last update had a tree (the first update inserts nothing).
    private let hadTargets: Bool
    /// The paths of the new tree's views that the walk visited (every view not in an unchanged subtree).
    var visited: Set<ViewPath> = []
    /// The effective animation at each animated node the walk visited.
    var animations: [ViewPath: Animation] = [:]
    /// Whether to note how the code spelled each animation the change uses (for the replay history).
    var notesSpellings = false
    /// How the code spelled the animations the walk met, when `notesSpellings`.
    private(set) var spellings = AnimationSpellings()
    private(set) var insertedSources: [MatchedGeometryKey: Int] = [:]
    /// The followers of the new tree the walk met in another group than before (their id changed, or they
    /// were the source): they glide from where they were drawn (see `startFollowerGlides`).
    var regroupedFollowers: [(path: ViewPath, placed: PlacedNode)] = []
    /// The new tree, for what is worked out from all of it only when needed.
    var newRoot: PlacedNode?
    /// The transaction's animation, which a replaced root leaves the host with.
    var rootAnimation: Animation?
    private var newSourcesCache: [MatchedGeometryKey: (shared: MatchedGeometrySource, path: ViewPath?)]?
    /// The animations outside the `.animation(_:body:)` scopes the walk is in, innermost last.
    private var scopeOuterAnimations: [Animation?] = []
    /// The flights this change started or redirected, one manifest a group, in the order it met them.
    var manifests: [FlightManifest] = []
    private var newPathsCache: Set<ViewPath>?
    private var presentedGroupsCache: [MatchedGeometryKey: [GroupMember]]?
    /// The tracks of the live tree: the last update's, updated as the walk goes.
    var tracks: [TrackKey: AnimationTrack]
    /// The removed subtrees still drawn: the last update's, with revived ones taken out and new ones added.
    var departingViews: [DepartingView]
    /// The tracks and departing views before the change, for the presented groups.
    let tracksBefore: [TrackKey: AnimationTrack]
    private let departingViewsBefore: [DepartingView]
    var warnings: [String] = []
    /// When the last animation this change started or redirected ends.
    var latestFinish: Double
    /// Whether a value that changes without an animation of its own, under a motion still under way,
    /// bends that motion to the new value (a window resize) instead of moving it with the value (SwiftUI's
    /// additive behaviour for state changes).
    var blendsRunningMotions = false

    /// One view of a matched-geometry group as presented before the change.
    struct GroupMember {
        var frame: CGRect
        /// Its anchor: the point of its frame it shares.
        var anchor: UnitPoint
        var isSource: Bool
        var path: ViewPath?
        var isDepartingView: Bool
        /// The frame animation that moves it, if any: a view taking over from it continues this motion.
        var track: AnimationTrack?

        /// The geometry it shares: the point at its anchor, and its size.
        var shared: MatchedGeometrySource { MatchedGeometrySource(frame: frame, anchor: anchor) }
    }

    /// A diff at `time` against the last update, which left `tracks`, `departing views`, `targets` and `markerValues`
    /// for the laid-out tree `oldRoot`, presented as `before`. Pass the tables without keeping them: the diff
    /// updates them in place and hands them back in its outcome.
    init(time: Double, settings: DiffSettings, transaction: Transaction, tracks: [TrackKey: AnimationTrack], departingViews: [DepartingView],
         targets: [ViewPath: NodeTargets], markerValues: [ViewPath: any Equatable], oldRoot: PlacedNode?, before: PlacedNode?) {
        self.settings = settings
        self.transaction = transaction
        self.time = time
        latestFinish = time
        self.before = before
        self.oldRoot = oldRoot
        hadTargets = !targets.isEmpty
        newTargets = targets
        newMarkerValues = markerValues
        self.tracks = tracks
        self.departingViews = departingViews
        tracksBefore = tracks
        departingViewsBefore = departingViews
    }

    /// What the diff leaves for the graph: the updated tables, what it reports, and when its animations end.
    consuming func outcome() -> DiffOutcome {
        DiffOutcome(tracks: tracks, departingViews: departingViews, targets: newTargets, markerValues: newMarkerValues, manifests: manifests,
                    warnings: warnings, latestFinish: latestFinish, spellings: spellings)
    }

    /// Removes and returns the departing view whose subtree starts at `path` (a view put back before it was gone).
    private mutating func takeDepartingView(at path: ViewPath) -> DepartingView? {
        guard let index = departingViews.firstIndex(where: { $0.placed.node.path == path && $0.replacedContent == nil }) else { return nil }
        return departingViews.remove(at: index)
    }

    /// Matched-geometry frames as presented just before the change, by group (worked out when first asked,
    /// from the tracks and departing views as they were before the change).
    private mutating func presentedGroups() -> [MatchedGeometryKey: [GroupMember]] {
        if let known = presentedGroupsCache { return known }
        var groups: [MatchedGeometryKey: [GroupMember]] = [:]
        if let before {
            let tracks = tracksBefore, departingViews = departingViewsBefore
            // The frames as the presenter put them before a transition around them (a sheet sliding in) moved
            // them: a view taking over from one is drawn inside the same transition.
            visitBeforeTransitions(before) { placed, frame, inDepartingView in
                if case .matchedGeometry(let key, let isSource, let shape) = placed.node.kind {
                    var track: AnimationTrack?
                    if let path = placed.node.path {
                        let key = TrackKey(path: path, attribute: .frame)
                        track = inDepartingView ? departingViews.lazy.compactMap { $0.tracks[key] }.first : tracks[key]
                    }
                    groups[key, default: []].append(GroupMember(frame: frame, anchor: shape.anchor, isSource: isSource, path: placed.node.path,
                                                                isDepartingView: inDepartingView, track: track))
                }
            }
        }
        presentedGroupsCache = groups
        return groups
    }

    /// Every path of the new tree (worked out when first asked).
    private mutating func newPaths() -> Set<ViewPath> {
        if let known = newPathsCache { return known }
        var paths: Set<ViewPath> = []
        if let newRoot { TreeWalk.visit(newRoot) { placed, _ in if let path = placed.node.path { paths.insert(path) } } }
        newPathsCache = paths
        return paths
    }

    /// What each matched-geometry group's source shares in the new tree, as laid out: the first source in
    /// tree order (worked out when first asked).
    mutating func newSources() -> [MatchedGeometryKey: MatchedGeometrySource] { newSourceTable().mapValues(\.shared) }

    /// Each matched-geometry group's source in the new tree, as a flight's end.
    mutating func newSourceEndpoint(_ key: MatchedGeometryKey) -> FlightEndpoint? {
        newSourceTable()[key]?.path.map { FlightEndpoint(path: $0, isRemoved: false) }
    }

    /// The first source of each group in the new tree, in tree order: what it shares, and its path.
    private mutating func newSourceTable() -> [MatchedGeometryKey: (shared: MatchedGeometrySource, path: ViewPath?)] {
        if let known = newSourcesCache { return known }
        var sources: [MatchedGeometryKey: (shared: MatchedGeometrySource, path: ViewPath?)] = [:]
        func visit(_ placed: PlacedNode) {
            if case .matchedGeometry(let key, true, let shape) = placed.node.kind, sources[key] == nil {
                sources[key] = (shape.shared(by: placed.frame), placed.node.path)
            }
            for child in placed.children { visit(child) }
        }
        if let newRoot { visit(newRoot) }
        newSourcesCache = sources
        return sources
    }

    /// Notes that the change gave the view at `flying` of group `key` a frame animation between it and `other`.
    /// When a view comes into the tree where another leaves it (a cell put back as its photo is dismissed), both
    /// fly; the group's flight is the inserted view's, which stays.
    mutating func noteFlight(_ key: MatchedGeometryKey, _ phase: Flight.Phase, flying: FlightEndpoint, other: FlightEndpoint?) {
        guard let other else { return }
        if phase == .dismissing, manifests.contains(where: { $0.key == key && $0.phase == .presenting }) { return }
        manifests.removeAll { $0.key == key }
        manifests.append(FlightManifest(key: key, phase: phase, flying: flying, other: other))
    }

    /// Diffs the new tree `root` against the last one, starting with the transaction's animation.
    mutating func run(_ root: PlacedNode, animation: Animation?) {
        newRoot = root
        rootAnimation = animation
        if notesSpellings, let animation { spellings.note(animation, at: time) }
        walk(root, old: oldRoot, animation: animation, insideInsertion: false)
    }

    /// Walks the new tree top-down beside the last one (`old` is the node at the same place with the same
    /// path, if any), carrying the effective animation through `.animation` and `.transaction` modifiers.
    private mutating func walk(_ placed: PlacedNode, old counterpart: PlacedNode?, animation inherited: Animation?, insideInsertion: Bool) {
        // The very subtree laid out last time: nothing in it changed, and its values are known.
        if let counterpart, placed.isIdentical(to: counterpart) { return }
        let path = placed.node.path ?? ViewPath()
        visited.insert(path)
        var animation = inherited
        var markerValue: (any Equatable)?
        var leavesScope = false
        defer { if leavesScope { scopeOuterAnimations.removeLast() } }
        if case .marker(let marker) = placed.node.kind {
            if let modifier = marker as? AnimationMarker {
                if let value = modifier.value {
                    if let old = newMarkerValues[path], !valuesEqual(old, value), !transaction.disablesAnimations {
                        animation = modifier.animation.map(settings.resolve)
                    }
                    markerValue = value
                } else if !transaction.disablesAnimations {
                    animation = modifier.animation.map(settings.resolve)
                }
            } else if let scope = marker as? ScopedAnimationMarker {
                scopeOuterAnimations.append(animation)
                leavesScope = true
                if !transaction.disablesAnimations { animation = scope.animation.map(settings.resolve) }
            } else if marker is AnimationScopeEndMarker, let outer = scopeOuterAnimations.last {
                animation = outer
            } else if let modifier = marker as? TransactionMarker {
                var local = Transaction(animation: animation)
                local.disablesAnimations = transaction.disablesAnimations
                modifier.transform(&local)
                animation = local.animation
            }
        }
        if notesSpellings, let animation, animation != inherited { spellings.note(animation, at: time) }
        if let markerValue { newMarkerValues[path] = markerValue } else if !newMarkerValues.isEmpty { newMarkerValues[path] = nil }
        // Only animated views are looked up (a removal flies with its parent's animation).
        if let animation { animations[path] = animation }
        let targets = NodeTargets(placed)
        let old = newTargets.updateValue(targets, forKey: path)
        let isNew = old == nil && hadTargets
        if isNew, case .matchedGeometry(let key, true, _) = placed.node.kind {
            insertedSources[key, default: 0] += 1
            if insertedSources[key] == 2 {
                warnings.append("Multiple inserted views in matched geometry group (id: \(key.id.base), namespace: \(key.namespace)) have `isSource: true`; results are undefined.")
            }
        }
        if !isNew, case .matchedGeometry(let key, false, _) = placed.node.kind,
           case .matchedGeometry(let oldKey, let wasSource, _)? = counterpart?.node.kind, oldKey != key || wasSource {
            regroupedFollowers.append((path, placed))
        }
        if isNew {
            // A view put back while its removal is still playing comes back from where it is.
            let revived = insideInsertion ? nil : takeDepartingView(at: path)
            if let animation {
                startInsertion(placed, path: path, animation: animation, isRoot: !insideInsertion, revived: revived)
            }
        } else if let old {
            // A scroll transition that animates between its phases does so with its own animation.
            var ownAnimation: Animation?
            if case .visualEffect(let spec) = placed.node.kind { ownAnimation = spec.animation as? Animation }
            for attribute in NodeTargets.attributes {
                guard let value = targets[attribute], let previous = old[attribute], previous != value else { continue }
                animate(TrackKey(path: path, attribute: attribute), from: previous, to: value,
                        animation: attribute == .effect ? ownAnimation ?? animation : animation)
            }
            if let animation, let counterpart { startContentTransition(placed, replacing: counterpart, path: path, animation: animation) }
        }
        let children = placed.children
        let oldChildren = counterpart?.children ?? []
        var oldIndex: [ViewPath: Int]?
        for index in children.indices {
            let child = children[index]
            walk(child, old: TreeDiff.counterpart(of: child, at: index, among: oldChildren, index: &oldIndex), animation: animation,
                 insideInsertion: insideInsertion || isNew)
        }
    }

    /// The node among `others` (the children of the counterpart of `node`'s parent) with `node`'s path: the
    /// one at the same index when it has it, else found by path (`index` is made once, when first needed).
    static func counterpart(of node: PlacedNode, at position: Int, among others: [PlacedNode], index: inout [ViewPath: Int]?) -> PlacedNode? {
        guard !others.isEmpty, let path = node.node.path else { return nil }
        if position < others.count, others[position].node.path == path { return others[position] }
        if index == nil {
            var paths: [ViewPath: Int] = [:]
            for (offset, other) in others.enumerated() { if let otherPath = other.node.path, paths[otherPath] == nil { paths[otherPath] = offset } }
            index = paths
        }
        return index?[path].map { others[$0] }
    }

    /// `track` travelling the graph's motion path when it moves a frame.
    func pathed(_ track: AnimationTrack, _ attribute: AnimatedAttribute) -> AnimationTrack {
        guard attribute == .frame else { return track }
        var pathed = track
        pathed.path = settings.motionPath
        return pathed
    }

    /// Sets a track of the new tree and notes when it ends.
    mutating func setTrack(_ key: TrackKey, _ track: AnimationTrack?) {
        tracks[key] = track
        if let track { latestFinish = max(latestFinish, track.finishTime) }
    }

    /// Starts, retargets or shifts the track of one changed value.
    private mutating func animate(_ key: TrackKey, from old: [Double], to new: [Double], animation: Animation?) {
        // Values of another shape (a colour became a gradient, one effect another) do not interpolate: they jump.
        guard old.count == new.count else {
            tracks[key] = nil
            return
        }
        let running = tracks[key].flatMap { $0.isFinished(at: time) ? nil : $0 }
        guard let animation else {
            tracks[key] = transaction.stopsRunningMotions ? nil : running.map { blendsRunningMotions ? $0.blended(to: new, at: time) : $0.shifted(to: new) }
            return
        }
        if let running {
            let policy = animation.interruptionPolicy(over: running, at: time) ?? settings.interruptionPolicy
            setTrack(key, animation.repeated(running.retargeted(to: new, animation: animation.resolvedSpec, at: time, policy: policy)))
        } else {
            setTrack(key, pathed(animation.track(from: old, to: new, at: time), key.attribute))
        }
    }

    /// An inserted view: a matched-geometry view starts where its group was; the root of the inserted
    /// subtree plays its insertion transition.
    private mutating func startInsertion(_ placed: PlacedNode, path: ViewPath, animation: Animation, isRoot: Bool, revived: DepartingView?) {
        var zooms = false
        if case .matchedGeometry(let key, _, let shape) = placed.node.kind, let member = previousGroupMember(key),
           !shape.motion.isZoomDestination || isOnScreen(member.frame),
           case let previous = (frame: shape.rect(own: placed.frame, source: member.shared), track: member.track), previous.frame != placed.frame {
            let track: AnimationTrack
            if let running = previous.track, !running.isFinished(at: time), CGRect(vector: running.value(at: time)) == previous.frame {
                // Take over the motion of the view that had the id: no jump, and a spring keeps its velocity.
                track = running.retargeted(to: placed.frame.vector, animation: animation.resolvedSpec, at: time, policy: settings.interruptionPolicy)
            } else {
                track = pathed(AnimationTrack(from: previous.frame.vector, to: placed.frame.vector, animation: animation.resolvedSpec, at: time + animation.delay), .frame)
            }
            setTrack(TrackKey(path: path, attribute: .frame), track)
            zooms = shape.motion.isZoomDestination
            noteFlight(key, .presenting, flying: FlightEndpoint(path: path, isRemoved: false),
                       other: member.path.map { FlightEndpoint(path: $0, isRemoved: member.isDepartingView || !newPaths().contains($0)) })
        }
        // A zoom flying out of its source needs no transition: its fallback is for a zoom with no source.
        guard isRoot, !zooms else { return }
        let transitionKey = TrackKey(path: path, attribute: .transition)
        let transition = TreeDiff.transition(of: placed)
        // A transition with an animation of its own plays with it (`AnyTransition.animation(_:)`).
        let animation = transition.animation ?? animation
        // A phase transition's modifiers animate from their `willAppear` values to those the view wears.
        let phased = PhaseTransitionValues(of: placed.node, in: .willAppear, playing: transition.insertionPhases)
        for value in phased.values {
            if let running = revived?.tracks[value.key], !running.isFinished(at: time) {
                setTrack(value.key, running.retargeted(to: value.shown, animation: animation.resolvedSpec, at: time, policy: settings.interruptionPolicy))
            } else {
                setTrack(value.key, AnimationTrack(from: value.phased, to: value.shown, animation: animation.resolvedSpec, at: time + animation.delay))
            }
        }
        if let running = revived?.tracks[transitionKey], !running.isFinished(at: time) {
            setTrack(transitionKey, running.retargeted(to: TransitionEffect.identityVector, animation: animation.resolvedSpec, at: time, policy: settings.interruptionPolicy))
            return
        }
        var from = transition.insertion.vector(for: placed.frame.size)
        from[1] += phased.offset.width
        from[2] += phased.offset.height
        guard from != TransitionEffect.identityVector else { return }
        setTrack(TrackKey(path: path, attribute: .transition),
                 AnimationTrack(from: from, to: TransitionEffect.identityVector, animation: animation.resolvedSpec, at: time + animation.delay))
    }

    /// Whether a zoom can fly from or to a view drawn at `frame`: its centre is in the window. A zoom whose
    /// source is off screen (scrolled away) fades and scales instead, as iOS falls back.
    func isOnScreen(_ frame: CGRect) -> Bool {
        guard let window = newRoot?.frame else { return true }
        return window.contains(CGPoint(x: frame.midX, y: frame.midY))
    }

    /// Where group `key` was presented before the change: a view leaving the group (removed now, or
    /// already on its way out) first, then a source, then any member.
    private mutating func previousGroupMember(_ key: MatchedGeometryKey) -> GroupMember? {
        guard let members = presentedGroups()[key] else { return nil }
        let newPaths = newPaths()
        let leaving = members.last { $0.isDepartingView || ($0.path.map { !newPaths.contains($0) } ?? false) }
        return leaving ?? members.first { $0.isSource } ?? members.first
    }

    /// The transition a subtree declares at its top (through single-child modifiers), or `.opacity`.
    static func transition(of placed: PlacedNode) -> AnyTransition {
        var node = placed.node
        while true {
            if case .marker(let marker) = node.kind, let declared = marker as? TransitionMarker { return declared.transition }
            guard node.children.count == 1 else { return .opacity }
            switch node.kind {
            case .overlay, .background, .zstack, .stack, .grid: return .opacity
            default: node = node.children[0]
            }
        }
    }
}
