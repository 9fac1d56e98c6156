import Foundation
import ViewRuntime

extension Moment {
    /// This moment as a trace holds it: its traced views (names made from their ids and paths, no velocities)
    /// and its flights. The one model of a traced view the tools read, live, replayed or from a file.
    package func traceEntry(frame: Int = 0, size: TraceSize, animating: Bool) -> SceneTraceEntry {
        let views = tracedViews
        return SceneTraceEntry(frame: frame, time: time, size: size, animating: animating, views: views.map { TracedViewEntry($0) },
                               flights: TraceFlight.flights(of: views))
    }
}

extension TraceFlight {
    /// The flights that `views` (a moment's traced views) carry on their flying views, in draw order.
    package static func flights(of views: [TracedView]) -> [TraceFlight] { views.compactMap { $0.flight.map(TraceFlight.init) } }
}

extension ViewGraph {
    /// The trace entry of the moment `time`, now or in the past, exactly as it was drawn then (see
    /// `moment(replaying:)`).
    package func traceEntry(replaying time: Double, frame: Int = 0) -> SceneTraceEntry {
        moment(replaying: time).traceEntry(frame: frame, size: TraceSize(width: host.size.width, height: host.size.height),
                                           animating: time < self.time || isAnimating)
    }
}
