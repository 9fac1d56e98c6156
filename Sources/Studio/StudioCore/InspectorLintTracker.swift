import Foundation
import Headless
import StudioSettings
import ViewRuntime

/// The lint the inspector shows: that of the transition shown (the last transaction that started at or
/// before the moment shown), never an earlier one's. While that transition runs there is nothing to show;
/// once it has ended its recorded moments are checked a few at a time (`work`), and the findings are kept
/// for the last few transitions, so scrubbing back to one shows its result at once.
public struct InspectorLintTracker {
    /// What the inspector can say about the lint of the transition shown.
    public enum Status: Hashable, Sendable {
        /// No transition started at or before the moment shown.
        case none
        /// The transition shown is still running, or its moments are still being checked.
        case running
        /// The findings of the transition shown (empty: clean).
        case done([LintFinding])
    }

    /// How many transitions' findings are kept.
    public static let kept = 8

    /// The thresholds the rules use; changing them forgets every result.
    public var thresholds: LintThresholds {
        didSet { runs = [:] }
    }
    /// The runs by their transition's start, finished or not.
    private var runs: [Double: InspectorLintRun] = [:]

    /// A tracker using `thresholds`.
    public init(thresholds: LintThresholds = LintThresholds()) { self.thresholds = thresholds }

    /// The transition shown at `time`: the last transaction of `animations` that started at or before it,
    /// from its start to the latest end of the animations that start with it; nil before the first.
    package static func transition(shownAt time: Double, in animations: [RecordedAnimation]) -> (start: Double, end: Double)? {
        guard let start = animations.lazy.map(\.start).filter({ $0 <= time }).max() else { return nil }
        let end = animations.filter { $0.start == start }.map(\.end).max() ?? start
        return (start, end)
    }

    /// What to say about the lint of the transition shown at `time` in `graph` (which keeps its replay history).
    package func status(in graph: ViewGraph, shownAt time: Double) -> Status {
        guard let transition = InspectorLintTracker.transition(shownAt: time, in: graph.recordedAnimations) else { return .none }
        guard transition.end <= graph.time, let findings = runs[transition.start]?.findings else { return .running }
        return .done(findings)
    }

    /// Whether the transition shown at `time` has ended and its findings are not known yet: `work` has
    /// something to do.
    package func needsWork(in graph: ViewGraph, shownAt time: Double) -> Bool {
        guard let transition = InspectorLintTracker.transition(shownAt: time, in: graph.recordedAnimations),
              transition.end <= graph.time else { return false }
        return runs[transition.start]?.findings == nil
    }

    /// Checks up to `moments` more moments of the transition shown at `time`, once it has ended (nothing
    /// while it runs). Returns whether its findings became known in this call.
    @discardableResult
    package mutating func work(in graph: ViewGraph, shownAt time: Double, moments: Int) -> Bool {
        guard needsWork(in: graph, shownAt: time),
              let transition = InspectorLintTracker.transition(shownAt: time, in: graph.recordedAnimations) else { return false }
        var run = runs[transition.start] ?? InspectorLintRun(from: transition.start, to: transition.end, thresholds: thresholds)
        run.sample(in: graph, moments: moments)
        runs[transition.start] = run
        if runs.count > InspectorLintTracker.kept, let oldest = runs.keys.filter({ $0 != transition.start }).min() { runs[oldest] = nil }
        return run.findings != nil
    }
}
