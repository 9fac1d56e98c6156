import Foundation
import Hero
import ViewRuntime

/// The lint rules on a transition the inspector recorded: its moments from the replay history, sampled on
/// a frame grid from its start, checked like a rendered trace. The hand-off rule needs the running scene
/// and is left to `herosim lint`.
public enum InspectorLint {
    /// The findings in `graph`'s history between `start` and `end` (seconds), sampled at `fps`.
    public static func findings(in graph: ViewGraph, from start: Double, to end: Double, fps: Double = 60,
                                thresholds: LintThresholds = LintThresholds()) -> [LintFinding] {
        guard end > start, fps > 0 else { return [] }
        let count = Int(((end - start) * fps).rounded(.up))
        let size = TraceSize(width: graph.host.size.width, height: graph.host.size.height)
        // One frame at rest before the transition (where its flights start from), then every frame of it.
        let trace = (-1...count).map { index -> SceneTraceEntry in
            let time = min(end, start + Double(index) / fps)
            return SceneTraceEntry(frame: index + 1, time: time, size: size, animating: index >= 0 && index < count,
                                   views: graph.tracedViews(replaying: time).map { TracedViewEntry($0) })
        }
        return MotionLint.findings(in: trace, thresholds: thresholds)
    }
}
