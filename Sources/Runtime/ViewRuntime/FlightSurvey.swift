import LayoutCore
import Motion

/// Finds the flights of one moment: the matched-geometry views of a presented tree, met in draw order, with
/// their own running frame animations. The one place that decides which view is flying.
///
/// A group flies when one of its views has a running frame animation of its own and another view of the
/// group is drawn. The flying view is the topmost such view in the tree (presenting), else the topmost such
/// view that left it (dismissing).
struct FlightSurvey {
    /// One matched-geometry view met in the walk.
    private struct Member {
        var key: MatchedGeometryKey
        var isSource: Bool
        var path: ViewPath
        var frame: CGRect
        var isRemoved: Bool
        /// Its own frame animation, when one runs.
        var track: AnimationTrack?
        /// What the caller knows it by.
        var tag: Int

        var end: Flight.End { Flight.End(path: path.description, frame: frame, isRemoved: isRemoved) }
    }

    /// The moment surveyed (seconds).
    let time: Double
    private var members: [Member] = []

    /// A survey of the moment `time`.
    init(time: Double) { self.time = time }

    /// Notes a matched-geometry view of group `key`, drawn at `frame`, with its own running frame animation
    /// `track`; the caller knows it by `tag`.
    mutating func note(_ key: MatchedGeometryKey, isSource: Bool, path: ViewPath, frame: CGRect, isRemoved: Bool,
                       track: AnimationTrack?, tag: Int = 0) {
        members.append(Member(key: key, isSource: isSource, path: path, frame: frame, isRemoved: isRemoved, track: track, tag: tag))
    }

    /// The flights, in draw order of their flying views, each with the tag of its flying view.
    func flights() -> [(tag: Int, flight: Flight)] {
        // Only the groups of views with a frame animation of their own (a grid of cards has one in flight).
        let moving = Set(members.lazy.filter { $0.track != nil }.map(\.key))
        guard !moving.isEmpty else { return [] }
        var groups: [MatchedGeometryKey: [Int]] = [:]
        for index in members.indices where moving.contains(members[index].key) { groups[members[index].key, default: []].append(index) }
        var found: [(index: Int, flight: Flight)] = []
        for indices in groups.values where indices.count > 1 {
            let flyers = indices.filter { members[$0].track != nil }
            guard let index = flyers.last(where: { !members[$0].isRemoved }) ?? flyers.last, let track = members[index].track else { continue }
            let flyer = members[index]
            let others = indices.filter { $0 != index }.map { members[$0] }
            let phase: Flight.Phase, from: Member, to: Member
            if !flyer.isRemoved {
                // From where its group was: a view leaving the group, else its source, else any other.
                phase = .presenting
                from = others.last { $0.isRemoved } ?? others.first { $0.isSource } ?? others[0]
                to = flyer
            } else {
                // Back to where its group is: the source in the tree, else a view in the tree, else any other.
                phase = .dismissing
                from = flyer
                to = others.first { !$0.isRemoved && $0.isSource } ?? others.first { !$0.isRemoved } ?? others[others.count - 1]
            }
            let span = track.finishTime - track.startTime
            let progress = span > 0 ? min(1, max(0, (time - track.startTime) / span)) : 1
            found.append((index, Flight(id: "\(flyer.key.id.base)", namespace: flyer.key.namespace.description, phase: phase,
                                        from: from.end, to: to.end, spec: track.animation, start: track.startTime,
                                        end: track.finishTime, progress: progress)))
        }
        return found.sorted { $0.index < $1.index }.map { (members[$0.index].tag, $0.flight) }
    }

    /// The flights drawn in the presented tree `root` at `time`, by the running frame animations among `tracks`.
    static func flights(in root: PlacedNode, tracks: [TrackKey: AnimationTrack], at time: Double) -> [Flight] {
        var frameTracks: [ViewPath: AnimationTrack] = [:]
        for (key, track) in tracks where key.attribute == .frame && !track.isFinished(at: time) { frameTracks[key.path] = track }
        guard !frameTracks.isEmpty else { return [] }
        var survey = FlightSurvey(time: time)
        TreeWalk.visit(root) { placed, context in
            guard case .matchedGeometry(let key, let isSource, _) = placed.node.kind, let path = placed.node.path else { return }
            survey.note(key, isSource: isSource, path: path, frame: placed.frame, isRemoved: context.inDepartingView, track: frameTracks[path])
        }
        return survey.flights().map(\.flight)
    }
}

extension ViewGraph {
    /// The hero flights drawn now, in draw order of their flying views (see `Flight`).
    public var flights: [Flight] { FlightSurvey.flights(in: presentedRoot, tracks: allTracks, at: time) }

    /// The flights drawn at `time`, now or in the past, exactly as they flew then (needs
    /// `keepsReplayHistory`, else those of now): what the inspector shows at its playhead.
    public func flights(replaying time: Double) -> [Flight] {
        let moment = min(time, self.time)
        guard moment < self.time, let update = replay.update(drawing: moment) else { return flights }
        return FlightSurvey.flights(in: update.presented(at: max(moment, update.time)), tracks: DepartingView.merging(update.tracks, update.departingViews),
                                    at: moment)
    }
}
