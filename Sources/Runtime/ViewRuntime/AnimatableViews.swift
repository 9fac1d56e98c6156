import LayoutCore
import Motion

/// The animations of custom views that conform to `Animatable`, by path: when such a view's
/// `animatableData` changes inside an animated transaction, its body is built for each frame with the data
/// between where it was and the new value, as SwiftUI does (a counting label, a progress ring).
struct AnimatableViews {
    /// What one view's data is heading for, and the track taking it there.
    private struct Entry {
        var target: [Double]
        var track: AnimationTrack?
    }

    private var entries: [ViewPath: Entry] = [:]
    private var seen: Set<ViewPath> = []

    /// The data to build the view at `path` with at `time`, now that its data is `target` and the build's
    /// animation is `animation`: the data itself, or where a running animation has it; and when that
    /// animation ends (nil when nothing runs).
    mutating func data(_ target: [Double], at path: ViewPath, animation: Animation?, time: Double) -> (data: [Double], until: Double?) {
        seen.insert(path)
        guard var entry = entries[path] else {
            entries[path] = Entry(target: target)
            return (target, nil)
        }
        if entry.target != target {
            let running = entry.track.flatMap { $0.isFinished(at: time) ? nil : $0 }
            if let animation {
                if let running, running.target.count == target.count {
                    entry.track = running.retargeted(to: target, animation: animation.resolvedSpec, at: time)
                } else if entry.target.count == target.count {
                    entry.track = animation.track(from: running?.value(at: time) ?? entry.target, to: target, at: time)
                } else {
                    entry.track = nil
                }
            } else {
                entry.track = nil
            }
            entry.target = target
            entries[path] = entry
        }
        guard let track = entry.track, !track.isFinished(at: time) else { return (target, nil) }
        return (track.value(at: time), track.finishTime)
    }

    /// A build starts.
    mutating func beginBuild() { seen.removeAll(keepingCapacity: true) }

    /// A build ended: views it did not build again keep their entries only while they are still in the
    /// tree (`isLive`).
    mutating func endBuild(isLive: (ViewPath) -> Bool) {
        entries = entries.filter { seen.contains($0.key) || isLive($0.key) }
    }
}
