import LayoutCore
import Motion

/// One transaction's animations as the timeline shows them: what changed, with which animation, when,
/// named as the user's code names them.
package struct RecordedAnimation: Hashable, Sendable {
    /// When it starts (seconds).
    package var start: Double
    /// When it ends: its duration, or its spring's settle time, after the start.
    package var end: Double
    /// The animation, in the curve grammar of `herosim curve` (`easeInOut 0.35s`), as the trace spells it.
    package var curve: String
    /// The animation as the code wrote it (`.spring(duration: 0.5, bounce: 0.3)`, `.easeInOut`), or its
    /// curve when a config replaced it or it was made from a spec.
    package var code: String
    /// The animation itself.
    package var animation: AnimationSpec
    /// What changed, sorted: each view by its matched-geometry id or `.id` (`id 3`, `"trash"`), else by the
    /// user's view type it is declared in (`CardView`), with the animated value (`id 3 frame`, `IconGrid transition`).
    package var changes: [String]

    /// How the inspector names the view at `path`: its name in `names` (a matched-geometry id or `.id` on
    /// it or around it), else the innermost view type the user wrote, else its path without modifiers.
    static func label(of path: ViewPath, names: [ViewPath: String]) -> String {
        names[path] ?? path.userViewTypeName ?? path.compactDescription
    }

    /// An id as the code wrote it: a string in quotes (`"trash"`), anything else after `id` (`id 3`).
    static func label(ofID id: AnyHashable) -> String {
        if let text = id.base as? String { return "\"\(text)\"" }
        return "id \(id.base)"
    }

    /// The names of the views of `roots` that have one: a matched-geometry id or `.id`, passed down to the
    /// views inside (the innermost wins).
    static func viewNames(in roots: [PlacedNode]) -> [ViewPath: String] {
        var names: [ViewPath: String] = [:]
        func visit(_ placed: PlacedNode, _ inherited: String?) {
            var name = inherited
            if case .matchedGeometry(let key, _, _) = placed.node.kind {
                name = label(ofID: key.id)
            } else if let id = placed.node.id {
                name = label(ofID: id)
            }
            if let name, let path = placed.node.path { names[path] = name }
            placed.children.forEach { visit($0, name) }
        }
        roots.forEach { visit($0, nil) }
        return names
    }
}

/// How the code spelled the animations one change used (`Animation.codeDescription`), found again from
/// what a track keeps of its animation: the spec it resolved to and when it started. Two animations that
/// resolve to the same spec and start together read as the one noted last.
struct AnimationSpellings {
    private struct Key: Hashable {
        let spec: AnimationSpec
        let start: Double
    }
    private var byStart: [Key: String] = [:]
    private var bySpec: [AnimationSpec: String] = [:]

    /// Notes `animation`, used by a change at `time`.
    mutating func note(_ animation: Animation, at time: Double) {
        let spec = animation.resolvedSpec
        byStart[Key(spec: spec, start: time + animation.delay)] = animation.codeDescription
        if bySpec[spec] == nil { bySpec[spec] = animation.codeDescription }
    }

    /// How the code spelled the animation that drives `track`: the one noted with its spec and start, else
    /// the first noted with its spec (a retargeted motion starts now, whatever its delay), else its spec.
    func spelling(of track: AnimationTrack) -> String {
        byStart[Key(spec: track.animation, start: track.startTime)] ?? bySpec[track.animation] ?? track.animation.description
    }
}

extension ViewGraph {
    /// The animations an update at `time` started: the tracks that are new or changed, grouped by animation,
    /// with the views of `roots` (the new tree and the leaving views) named as the user's code names them.
    func startedAnimations(before: [TrackKey: AnimationTrack], after: [TrackKey: AnimationTrack], at time: Double,
                           spellings: AnimationSpellings, roots: [PlacedNode]) -> [RecordedAnimation] {
        // Started now: new or retargeted (a leaving view's motions that carry on are not new).
        let started = after.filter { key, track in before[key] != track && track.startTime >= time && track.finishTime > time }
        guard !started.isEmpty else { return [] }
        let names = RecordedAnimation.viewNames(in: roots)
        struct Group {
            var start: Double, end: Double, curve: String, code: String, spec: AnimationSpec, changes: Set<String>
        }
        var groups: [String: Group] = [:]
        for (key, track) in started {
            let curve = track.animation.description
            let code = spellings.spelling(of: track)
            let id = code + "\u{0}" + curve
            var group = groups[id] ?? Group(start: track.startTime, end: track.finishTime, curve: curve, code: code,
                                            spec: track.animation, changes: [])
            group.start = min(group.start, track.startTime)
            group.end = max(group.end, track.finishTime)
            group.changes.insert("\(RecordedAnimation.label(of: key.path, names: names)) \(key.attribute.name)")
            groups[id] = group
        }
        return groups.values.map { RecordedAnimation(start: $0.start, end: $0.end, curve: $0.curve, code: $0.code, animation: $0.spec,
                                                     changes: $0.changes.sorted()) }
            .sorted { ($0.start, $0.curve, $0.code) < ($1.start, $1.curve, $1.code) }
    }
}
