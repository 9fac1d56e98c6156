import Foundation
import Headless

/// How far the flying view of each frame of a trace has gone: for each run of frames in which the same id
/// flies first (`SceneTraceEntry.flyingHeroes`), its flying view's rectangle projected on the line from its
/// first rectangle of the run to its last (0 at the start, 1 at the end; beyond them while it overshoots), or
/// to its farthest when the run turns back.
public enum FlightProgress {
    /// One value per trace entry: the progress of the first flying id, or nil when nothing flies.
    public static func of(_ trace: [SceneTraceEntry]) -> [Double?] {
        /// The flying view of an entry: its first flight's.
        func flying(_ entry: SceneTraceEntry) -> (id: String, rect: [Double])? {
            entry.flyingHeroes.first.map { hero in (hero.id, [hero.view.frame.x, hero.view.frame.y, hero.view.frame.width, hero.view.frame.height]) }
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
