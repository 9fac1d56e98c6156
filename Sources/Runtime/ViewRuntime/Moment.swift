import LayoutCore
import Motion

/// One moment of a scene as drawn: its time, the presented tree, and the animations, leaving views and
/// flights that drew it. Every reading of a frame is a function of one: its flights, its traced views (what a
/// trace, the onion skin, the HUD and the lints see) and, through the graph, its display list. The graph makes
/// the moment of now, of any time with now's animations, and of a past time from its replay history.
package struct Moment {
    /// When it is (seconds).
    package let time: Double
    /// The tree as drawn then: animated values applied, matched geometry resolved, leaving views in.
    let root: PlacedNode
    /// The window it is drawn in.
    let host: LayoutHost
    /// The animations of the live tree then.
    private let tracks: [TrackKey: AnimationTrack]
    /// The leaving views then.
    private let departingViews: [DepartingView]
    /// The graph's flights then.
    private let flightTable: FlightTable

    /// The moment `time`, drawn as `root` from these animations, leaving views and flights.
    init(time: Double, root: PlacedNode, host: LayoutHost, tracks: [TrackKey: AnimationTrack], departingViews: [DepartingView],
         flights: FlightTable) {
        self.time = time
        self.root = root
        self.host = host
        self.tracks = tracks
        self.departingViews = departingViews
        flightTable = flights
    }

    /// The hero flights drawn at this moment, in draw order of their flying views (see `Flight`).
    package var flights: [Flight] { flightTable.flights(in: root, at: time, frameTrack: frameTrack) }

    /// The frame animation of one end of a flight at this moment.
    func frameTrack(_ endpoint: FlightEndpoint) -> AnimationTrack? { endpoint.frameTrack(tracks: tracks, departingViews: departingViews) }

    /// Every track, of the live tree and of the leaving views (a live view's own wins over a leaving view's at one path).
    var allTracks: [TrackKey: AnimationTrack] { DepartingView.merging(tracks, departingViews) }
}

extension ViewGraph {
    /// The frame animation of one end of a flight now.
    func frameTrack(_ endpoint: FlightEndpoint) -> AnimationTrack? {
        endpoint.frameTrack(tracks: currentTracks, departingViews: currentDepartingViews)
    }

    /// Every track, of the live tree and of the departing views (a live view's own wins over a departing view's at one path).
    var allTracks: [TrackKey: AnimationTrack] { DepartingView.merging(currentTracks, currentDepartingViews) }

    /// The moment drawn now.
    package var moment: Moment {
        Moment(time: time, root: presentedRoot, host: host, tracks: currentTracks, departingViews: currentDepartingViews, flights: flightTable)
    }

    /// The moment `time` (any time, past or future) drawn with the animations of now and no input in between:
    /// what a trace differentiates to measure velocity and acceleration.
    package func moment(at time: Double) -> Moment {
        Moment(time: time, root: presented(at: time), host: host, tracks: currentTracks, departingViews: currentDepartingViews, flights: flightTable)
    }

    /// The moment `time`, now or in the past, exactly as it was drawn then (needs `keepsReplayHistory`, else
    /// now): what the inspector shows at its playhead. Times before `replayableSince` draw that moment; times
    /// after now draw now.
    package func moment(replaying time: Double) -> Moment {
        let moment = min(time, self.time)
        guard moment < self.time, let update = replay.update(drawing: moment) else { return self.moment }
        return update.moment(at: moment)
    }

    /// The hero flights drawn now, in draw order of their flying views (see `Flight`).
    public var flights: [Flight] { moment.flights }

    /// The flights drawn at `time`, now or in the past, exactly as they flew then (needs
    /// `keepsReplayHistory`, else those of now): what the inspector shows at its playhead.
    public func flights(replaying time: Double) -> [Flight] { moment(replaying: time).flights }

    /// The display list of the frame drawn at `time`, now or in the past, exactly as it was drawn then
    /// (inputs after `time` play no part). Times before `replayableSince` draw that moment; times after
    /// now draw now.
    public func displayList(replaying time: Double) -> DisplayList {
        let moment = moment(replaying: time)
        return displayList(of: moment.root, host: moment.host)
    }
}
