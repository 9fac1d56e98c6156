import LayoutCore
import Motion

extension ViewGraph {
    /// The hero flights drawn now, in draw order of their flying views (see `Flight`).
    public var flights: [Flight] { flightTable.flights(in: presentedRoot, at: time, frameTrack: frameTrack) }

    /// The flights drawn at `time`, now or in the past, exactly as they flew then (needs
    /// `keepsReplayHistory`, else those of now): what the inspector shows at its playhead.
    public func flights(replaying time: Double) -> [Flight] {
        let moment = min(time, self.time)
        guard moment < self.time, let update = replay.update(drawing: moment) else { return flights }
        return update.flights.flights(in: update.presented(at: max(moment, update.time)), at: moment, frameTrack: update.frameTrack)
    }
}
