import Foundation
import Headless
import StudioSettings
import ViewRuntime

/// The lint rules on a transition the inspector recorded: its moments from the replay history, sampled on
/// a frame grid from its start, checked like a rendered trace. The hand-off rule needs the running scene
/// and is left to `herosim lint`.
public enum InspectorLint {
    /// The findings in `graph`'s history between `start` and `end` (seconds), sampled at `fps`.
    package static func findings(in graph: ViewGraph, from start: Double, to end: Double, fps: Double = 60,
                                thresholds: LintThresholds = LintThresholds()) -> [LintFinding] {
        var run = InspectorLintRun(from: start, to: end, fps: fps, thresholds: thresholds)
        run.sample(in: graph, moments: .max)
        return run.findings ?? []
    }
}

/// A lint of one recorded transition made a few moments at a time, so that a window showing its result
/// never stalls a frame for it: each call samples some of the transition's moments, and the findings are
/// there once all are sampled. The findings are `InspectorLint.findings`'s.
public struct InspectorLintRun {
    /// When the transition starts and ends (seconds).
    public let start: Double
    public let end: Double
    private let fps: Double
    private let thresholds: LintThresholds
    /// The moments to sample: one at rest before the transition, then every frame of it.
    private let frames: ClosedRange<Int>
    private var entries: [SceneTraceEntry] = []
    /// The findings, once every moment is sampled.
    public private(set) var findings: [LintFinding]?

    /// A run over the transition from `start` to `end` (seconds), sampled at `fps`.
    public init(from start: Double, to end: Double, fps: Double = 60, thresholds: LintThresholds = LintThresholds()) {
        (self.start, self.end, self.fps, self.thresholds) = (start, end, fps, thresholds)
        let count = end > start && fps > 0 ? Int(((end - start) * fps).rounded(.up)) : -2
        frames = -1...max(-1, count)
        if count < 0 { findings = [] }
    }

    /// Samples up to `moments` more moments of the transition from `graph`'s replay history; the last one
    /// runs the rules.
    package mutating func sample(in graph: ViewGraph, moments: Int) {
        guard findings == nil else { return }
        let count = frames.upperBound
        let size = TraceSize(width: graph.host.size.width, height: graph.host.size.height)
        var taken = 0
        while taken < moments, entries.count < frames.count {
            let index = frames.lowerBound + entries.count
            let time = min(end, start + Double(index) / fps)
            entries.append(graph.moment(replaying: time).traceEntry(frame: index + 1, size: size, animating: index >= 0 && index < count))
            taken += 1
        }
        if entries.count == frames.count {
            findings = MotionLint.findings(in: entries, thresholds: thresholds)
            // The moments are not needed once their findings are known (a window keeps several runs).
            entries = []
        }
    }
}
