import Foundation
import Headless

/// How far the flying view of each frame of a trace has gone: for each run of animating frames in which a
/// matched-geometry id is drawn twice (its source and the view flying), the flying view's rectangle
/// projected on the line from its first rectangle of the run to its last (0 at the start, 1 at the end;
/// beyond them while it overshoots), or to its farthest when the run turns back.
public enum FlightProgress {
    /// One value per trace entry: the progress of the first flying id, or nil when nothing flies.
    public static func of(_ trace: [SceneTraceEntry]) -> [Double?] {
        /// The flying view of an entry: the last element of the first id drawn twice.
        func flying(_ entry: SceneTraceEntry) -> (id: String, rect: [Double])? {
            guard entry.animating else { return nil }   // drawn twice at rest (an open card) is not a flight
            var seen: Set<String> = []
            for element in entry.matchedGeometry {
                if !seen.insert(element.id).inserted, let last = entry.matchedGeometry.last(where: { $0.id == element.id }) {
                    return (element.id, [last.frame.x, last.frame.y, last.frame.width, last.frame.height])
                }
            }
            return nil
        }
        let views = trace.map(flying)
        var progress = [Double?](repeating: nil, count: trace.count)
        var start = 0
        while start < views.count {
            guard let first = views[start] else { start += 1; continue }
            var end = start
            while end + 1 < views.count, views[end + 1]?.id == first.id { end += 1 }
            // Towards where the run ends; for a run that turns back (a reversed flight), towards its
            // farthest point, so that progress rises and falls within 0 … 1.
            func distance(_ rect: [Double]) -> Double { zip(rect, first.rect).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) } }
            let farthest = (start...end).map { views[$0]!.rect }.max { distance($0) < distance($1) }!
            let last = distance(views[end]!.rect) >= 0.25 * distance(farthest) ? views[end]!.rect : farthest
            let direction = zip(last, first.rect).map { $0 - $1 }
            let length = direction.reduce(0) { $0 + $1 * $1 }
            for i in start...end {
                let offset = zip(views[i]!.rect, first.rect).map { $0 - $1 }
                progress[i] = length > 0 ? zip(offset, direction).reduce(0) { $0 + $1.0 * $1.1 } / length : 1
            }
            start = end + 1
        }
        return progress
    }
}
