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

    /// The tree as drawn at `time` (at or after the update): its animations at that time, the leaving views
    /// whose animations have not ended.
    func presented(at time: Double) -> PlacedNode {
        let live = departingViews.filter { !$0.isFinished(at: time) }
        let presenter = Presenter(engine: engine, host: host, time: time, tracks: tracks, departingViews: live)
        return presenter.present(root, plan: PresentationPlan(root, tracks: tracks, departingViews: live))
    }
}

/// The updates of the last `limit` seconds (and at most `capacity` of them), newest last.
struct ReplayHistory {
    static let capacity = 64
    static let limit = 120.0
    private(set) var updates: [RecordedUpdate] = []
    private(set) var animations: [RecordedAnimation] = []

    mutating func append(_ update: RecordedUpdate, animations new: [RecordedAnimation]) {
        updates.append(update)
        animations += new
        let horizon = update.time - ReplayHistory.limit
        if updates.count > ReplayHistory.capacity || (updates.first.map { $0.time < horizon } ?? false) {
            // Keep the last update older than the horizon: it draws the moments up to the next one.
            let keep = updates.lastIndex { $0.time <= horizon } ?? 0
            updates.removeFirst(max(keep, updates.count - ReplayHistory.capacity))
        }
        let oldest = updates.first?.time ?? update.time
        animations.removeAll { $0.end < oldest }
    }

    /// The update that draws `time`: the last one at or before it.
    func update(drawing time: Double) -> RecordedUpdate? { updates.last { $0.time <= time } }
}

extension ViewGraph {
    /// The earliest moment that can still be drawn again (seconds) while `keepsReplayHistory` is on: history
    /// keeps the last 120 s, and at most 64 updates.
    public var replayableSince: Double { replay.updates.first?.time ?? time }

    /// Every animation of the recorded transactions, oldest first (the timeline's bars).
    package var recordedAnimations: [RecordedAnimation] { replay.animations }

    /// The display list of the frame drawn at `time`, now or in the past, exactly as it was drawn then
    /// (inputs after `time` play no part). Times before `replayableSince` draw that moment; times after
    /// now draw now.
    public func displayList(replaying time: Double) -> DisplayList {
        let moment = min(time, self.time)
        guard moment < self.time, let update = replay.update(drawing: moment) else { return displayList }
        return displayList(of: update.presented(at: max(moment, update.time)), host: update.host)
    }
}
