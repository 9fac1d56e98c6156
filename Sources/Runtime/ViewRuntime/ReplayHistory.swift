import LayoutCore
import Motion

/// What one update of the view tree left to draw: its laid-out tree, animations and leaving views. Any
/// moment from the update to the next one is drawn again from it, exactly as it was drawn live.
struct RecordedUpdate {
    /// When the update happened (seconds).
    let time: Double
    let root: PlacedNode
    let engine: LayoutEngine
    let host: LayoutHost
    let tracks: [TrackKey: AnimationTrack]
    let departingViews: [DepartingView]
    /// The flights as the update left them.
    let flights: FlightTable

    /// What one placed node of a recorded tree is counted as holding: its storage, its size and container
    /// memos and its place. Measured on the demo (255 nodes a tree): 20 recorded updates raised its private
    /// dirty memory by 8.7 MB, 1,706 bytes a node.
    static let bytesPerNode = 1_750
    /// What an animation track is counted as holding.
    static let bytesPerTrack = 256

    /// The bytes this update is counted as keeping alive: every node of its tree and of its leaving views,
    /// as if none were shared with another update's (so the count errs high). Counted once, when recorded.
    let estimatedBytes: Int

    init(time: Double, root: PlacedNode, engine: LayoutEngine, host: LayoutHost, tracks: [TrackKey: AnimationTrack],
         departingViews: [DepartingView], flights: FlightTable) {
        self.time = time
        self.flights = flights
        self.root = root
        self.engine = engine
        self.host = host
        self.tracks = tracks
        self.departingViews = departingViews
        func nodes(_ placed: PlacedNode) -> Int { placed.children.reduce(1) { $0 + nodes($1) } }
        let count = nodes(root) + departingViews.reduce(0) { $0 + nodes($1.placed) }
        estimatedBytes = count * RecordedUpdate.bytesPerNode
            + (tracks.count + departingViews.reduce(0) { $0 + $1.tracks.count }) * RecordedUpdate.bytesPerTrack
    }

    /// The moment `time` (at or after the update): its animations at that time, the leaving views whose
    /// animations have not ended.
    func moment(at time: Double) -> Moment {
        let live = departingViews.filter { !$0.isFinished(at: time) }
        let presenter = Presenter(engine: engine, host: host, time: time, tracks: tracks, departingViews: live)
        let root = presenter.present(root, plan: PresentationPlan(root, tracks: tracks, departingViews: live))
        return Moment(time: time, root: root, host: host, tracks: tracks, departingViews: departingViews, flights: flights)
    }
}

/// The updates of the last `limit` seconds, at most `capacity` of them and about `byteLimit` bytes of their
/// trees, newest last; the two newest are always kept, so the last transition can be drawn again.
struct ReplayHistory {
    static let capacity = 64
    static let limit = 120.0
    /// The most bytes of recorded trees kept (estimated: `RecordedUpdate.estimatedBytes`).
    static let byteLimit = 4 << 20
    private(set) var updates: [RecordedUpdate] = []
    private(set) var animations: [RecordedAnimation] = []
    /// The estimated bytes of `updates`.
    private(set) var bytes = 0

    mutating func append(_ update: RecordedUpdate, animations new: [RecordedAnimation]) {
        updates.append(update)
        bytes += update.estimatedBytes
        animations += new
        let horizon = update.time - ReplayHistory.limit
        // Keep the last update older than the horizon: it draws the moments up to the next one.
        let beforeHorizon = updates.lastIndex { $0.time <= horizon } ?? 0
        var drop = max(beforeHorizon, updates.count - ReplayHistory.capacity)
        var kept = bytes - updates[..<drop].reduce(0) { $0 + $1.estimatedBytes }
        while kept > ReplayHistory.byteLimit, updates.count - drop > 2 {
            kept -= updates[drop].estimatedBytes
            drop += 1
        }
        if drop > 0 {
            updates.removeFirst(drop)
            bytes = kept
        }
        let oldest = updates.first?.time ?? update.time
        animations.removeAll { $0.end < oldest }
    }

    /// The update that draws `time`: the last one at or before it.
    func update(drawing time: Double) -> RecordedUpdate? { updates.last { $0.time <= time } }
}

extension ViewGraph {
    /// The earliest moment that can still be drawn again (seconds) while `keepsReplayHistory` is on: history
    /// keeps the last 120 s, at most 64 updates and about 4 MB of them, and always the last two.
    public var replayableSince: Double { replay.updates.first?.time ?? time }

    /// How many updates the replay history holds, and the bytes it counts them as (`RecordedUpdate.estimatedBytes`).
    package var replayHistorySize: (updates: Int, bytes: Int) { (replay.updates.count, replay.bytes) }

    /// Every animation of the recorded transactions, oldest first (the timeline's bars).
    package var recordedAnimations: [RecordedAnimation] { replay.animations }
}
