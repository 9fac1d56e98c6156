import LayoutCore
import Motion

/// One view of a matched-geometry group, as a flight names it: its path, and whether it is the view that
/// left the tree and is drawn until its removal ends.
struct FlightEndpoint: Hashable {
    var path: ViewPath
    var isRemoved: Bool
}

/// Everything a change knows of one group's flight when it starts or redirects it: which view flies, which
/// way, and which view of the group is its other end. The diff makes one for each group whose flying view it
/// gave a frame animation (an inserted view leaving its group's old geometry, a removed view sent back to its
/// group's source); Flutter's `_HeroFlightManifest` is the model.
struct FlightManifest: Hashable {
    var key: MatchedGeometryKey
    var phase: Flight.Phase
    /// The view drawn flying: in the tree while presenting, removed while dismissing.
    var flying: FlightEndpoint
    /// The group's other end: the view the flight leaves while presenting, the one it lands on while dismissing.
    var other: FlightEndpoint
}

/// What the flight table did with a group in one update.
package enum FlightDecision: String, Hashable, Sendable {
    /// A group at rest started to fly.
    case start
    /// A group in flight was sent somewhere else (turned around, handed to another view) without a jump.
    case divert
    /// A group's flight ended: its flying view arrived, or left for good.
    case land
}

/// The flights of a graph, by group: each update hands it the manifests of the change and it starts,
/// diverts or lands each group's flight (Flutter's `HeroController._flights`). The flights of a moment, as
/// `ViewGraph.flights` shows them, are the table's flights whose flying view still moves then.
struct FlightTable {
    /// Each group's flight, as its last manifest describes it.
    private(set) var manifests: [MatchedGeometryKey: FlightManifest] = [:]

    /// Takes the manifests of a change: a group still in flight (the table lands each flight as its flying
    /// view arrives) diverts, one at rest starts. Returns what it did with each.
    mutating func take(_ new: [FlightManifest]) -> [MatchedGeometryKey: FlightDecision] {
        var decisions: [MatchedGeometryKey: FlightDecision] = [:]
        for manifest in new {
            decisions[manifest.key] = manifests[manifest.key] == nil ? .start : .divert
            manifests[manifest.key] = manifest
        }
        return decisions
    }

    /// Lands every flight whose flying view no longer moves at `time` (arrived, or gone), and returns their groups.
    mutating func landFinished(at time: Double, frameTrack: (FlightEndpoint) -> AnimationTrack?) -> [MatchedGeometryKey] {
        // Run on every frame: nothing to do, and nothing made, while no group flies.
        guard !manifests.isEmpty else { return [] }
        let landed = manifests.filter { _, manifest in frameTrack(manifest.flying).map { $0.isFinished(at: time) } ?? true }.map(\.key)
        for key in landed { manifests[key] = nil }
        return landed
    }

    /// The flights drawn in the presented tree `root` at `time`, in draw order of their flying views: each
    /// flight whose flying view moves then (`frameTrack`) and is drawn with its group's other end.
    func flights(in root: PlacedNode, at time: Double, frameTrack: (FlightEndpoint) -> AnimationTrack?) -> [Flight] {
        var moving: [FlightEndpoint: (manifest: FlightManifest, track: AnimationTrack)] = [:]
        for manifest in manifests.values {
            if let track = frameTrack(manifest.flying), !track.isFinished(at: time) {
                moving[manifest.flying] = (manifest, track)
            }
        }
        guard !moving.isEmpty else { return [] }
        let wanted = Set(moving.values.map(\.manifest.key))
        var drawn: [FlightEndpoint: (frame: CGRect, order: Int)] = [:]
        var sources: [MatchedGeometryKey: FlightEndpoint] = [:]
        var order = 0
        TreeWalk.visit(root) { placed, context in
            guard case .matchedGeometry(let key, let isSource, _) = placed.node.kind, wanted.contains(key), let path = placed.node.path else { return }
            let endpoint = FlightEndpoint(path: path, isRemoved: context.inDepartingView)
            if drawn[endpoint] == nil { drawn[endpoint] = (placed.frame, order) }
            if isSource, !context.inDepartingView, sources[key] == nil { sources[key] = endpoint }
            order += 1
        }
        var found: [(order: Int, flight: Flight)] = []
        for (endpoint, flying) in moving {
            guard let flyingView = drawn[endpoint] else { continue }
            let manifest = flying.manifest
            // The other end as the change named it; a source that moved to another view since (a dismissal whose
            // source came back elsewhere) is the group's source now.
            guard let otherEnd = [manifest.other, sources[manifest.key]].compactMap({ $0 }).first(where: { drawn[$0] != nil && $0 != endpoint }),
                  let otherView = drawn[otherEnd] else { continue }
            let flyingEnd = Flight.End(path: endpoint.path.description, frame: flyingView.frame, isRemoved: endpoint.isRemoved)
            let other = Flight.End(path: otherEnd.path.description, frame: otherView.frame, isRemoved: otherEnd.isRemoved)
            let track = flying.track
            let span = track.finishTime - track.startTime
            let progress = span > 0 ? min(1, max(0, (time - track.startTime) / span)) : 1
            let presenting = manifest.phase == .presenting
            found.append((flyingView.order, Flight(id: "\(manifest.key.id.base)", namespace: manifest.key.namespace.description, phase: manifest.phase,
                                                   from: presenting ? other : flyingEnd, to: presenting ? flyingEnd : other, spec: track.animation,
                                                   start: track.startTime, end: track.finishTime, progress: progress)))
        }
        return found.sorted { $0.order < $1.order }.map(\.flight)
    }
}

extension FlightEndpoint {
    /// The frame animation of this view: a live view's among `tracks`, a removed view's in its departing view.
    func frameTrack(tracks: [TrackKey: AnimationTrack], departingViews: [DepartingView]) -> AnimationTrack? {
        let key = TrackKey(path: path, attribute: .frame)
        guard isRemoved else { return tracks[key] }
        return departingViews.lazy.compactMap { $0.tracks[key] }.first
    }
}
