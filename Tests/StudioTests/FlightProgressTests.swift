import Foundation
import Headless
import Studio
import Testing

/// The flight progress of a render's frames (the contact sheet's captions): from the first rectangle of a
/// flight to its last, or to its farthest when it turns back.
@Suite struct FlightProgressTests {
    /// Frame `frame`: a cell at rest, and (when `x` is given) its card flying from it, drawn at `x`.
    func entry(_ frame: Int, flying x: Double?) -> SceneTraceEntry {
        let cellFrame = TraceRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let cell = TracedViewEntry(id: "0", frame: cellFrame, isSource: true, opacity: x == nil ? 1 : 0, removed: false, path: "cell")
        guard let x else {
            return SceneTraceEntry(frame: frame, time: Double(frame) / 10, size: TraceSize(width: 100, height: 100), animating: false, views: [cell],
                                   flights: [])
        }
        let cardFrame = TraceRect(CGRect(x: x, y: 0, width: 10, height: 10))
        let card = TracedViewEntry(id: "0", frame: cardFrame, isSource: false, opacity: 1, removed: false, path: "card")
        let flight = TraceFlight(id: "0", namespace: "n", phase: .presenting, from: TraceFlight.End(path: "cell", frame: cellFrame),
                                 to: TraceFlight.End(path: "card", frame: cardFrame), curve: "linear 1s", start: 0, end: 1, progress: 0)
        return SceneTraceEntry(frame: frame, time: Double(frame) / 10, size: TraceSize(width: 100, height: 100), animating: true,
                               views: [cell, card], flights: [flight])
    }

    @Test func progressRunsFromTheFirstRectangleOfAFlightToItsLast() {
        let trace = [entry(0, flying: nil), entry(1, flying: 0), entry(2, flying: 25), entry(3, flying: 110), entry(4, flying: 100), entry(5, flying: nil)]
        #expect(FlightProgress.of(trace) == [nil, 0, 0.25, 1.1, 1, nil])
    }

    @Test func aFlightThatTurnsBackIsMeasuredAgainstItsFarthestPoint() {
        let trace = [entry(0, flying: 0), entry(1, flying: 30), entry(2, flying: 60), entry(3, flying: 30), entry(4, flying: 3)]
        #expect(FlightProgress.of(trace) == [0, 0.5, 1, 0.5, 0.05])
    }
}
