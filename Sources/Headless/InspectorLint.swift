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

extension TracedViewEntry {
    /// A traced view as a trace entry, with the given rates of change (none by default).
    /// `id` and `path`, when given, are the view's names already made.
    init(_ view: TracedView, id: String? = nil, path: String? = nil, velocity: [Double] = [0, 0, 0, 0], acceleration: [Double] = [0, 0, 0, 0]) {
        self.init(kind: view.kind == .matchedGeometry ? .matchedGeometry : .animating, id: id ?? view.id, namespace: view.namespace,
                  frame: TraceRect(view.frame), isSource: view.isSource ?? false, opacity: view.opacity, removed: view.isRemoved,
                  path: path ?? view.path, cornerRadius: view.cornerRadius, z: view.z,
                  clip: view.clip.map { TraceClip(frame: TraceRect($0.rect), cornerRadius: $0.cornerRadius) },
                  motion: view.motion.map { TraceMotion(curve: $0.curve, start: $0.start, end: $0.end, progress: $0.progress, attributes: $0.attributes) },
                  velocity: TraceRect(vector: velocity), acceleration: TraceRect(vector: acceleration),
                  speed: hypot(velocity[0] + velocity[2] / 2, velocity[1] + velocity[3] / 2))
    }
}
