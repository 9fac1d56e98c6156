import Foundation
import Headless
import StudioFiles
import Raster

/// Watches a run for the moments leaving views stop being drawn (a hero's flight ends and hands off to the
/// view it lands on), and compares the pixels of that last instant, leaving views still drawn, with the
/// settled scene that replaces it.
final class HandOffProbe {
    /// What one hand-off looked like, when it differed.
    struct Difference {
        var time: Double
        var ids: [String]
        var detail: String
    }

    private let tolerance: Int
    private(set) var differences: [Difference] = []

    init(tolerance: Int) { self.tolerance = tolerance }

    /// Checks every hand-off before `host`'s clock reaches `time`, moving the clock to each in turn.
    func advance(_ host: HeadlessHost, to time: Double) {
        while let removal = host.graph.nextRemoval, removal.time > host.time, removal.time <= time {
            let leaving = host.graph.moment(at: removal.time).traceEntry(size: TraceSize(width: host.size.width, height: host.size.height),
                                                                         animating: true).views.filter { view in
                view.removed && removal.paths.contains { view.path.hasPrefix($0) }
            }
            let ids = Array(Set(leaving.filter { $0.kind == .matchedGeometry }.map(\.id))).sorted()
            let last = host.render(at: removal.time)
            host.advance(to: removal.time)
            let settled = host.render()
            let difference = ImageComparison.compare(last, settled)
            guard difference.sizeMismatch || difference.maximumChannelDelta > tolerance else { continue }
            let names = ids.isEmpty ? Array(Set(leaving.prefix(1).map(\.id))) : ids
            differences.append(Difference(time: removal.time, ids: names,
                detail: "the last instant of the transition (\(String(format: "%.3f", removal.time)) s), its leaving views still drawn, differs from the settled scene by up to \(difference.maximumChannelDelta) levels in \(difference.differingPixels) pixels (lint.handOffTolerance \(tolerance))"))
        }
    }
}

extension MotionLint {
    /// Runs `scenario` on `host` at `fps` and checks it: every rule on its trace, and the pixels of every
    /// hand-off. Returns the trace and the findings in frame order.
    public static func run(_ scenario: Scenario, on host: HeadlessHost, fps: Double,
                           thresholds: LintThresholds = LintThresholds()) throws -> (trace: [SceneTraceEntry], findings: [LintFinding]) {
        var trace: [SceneTraceEntry] = []
        let probe = HandOffProbe(tolerance: thresholds.handOffTolerance)
        try SceneRecorder().run(scenario, on: host, fps: fps, beforeAdvance: probe.advance) { _, _, entry in trace.append(entry) }
        let handOffs = probe.differences.compactMap { difference -> LintFinding? in
            // Reported at the first frame drawn at or after the hand-off.
            guard let entry = trace.first(where: { $0.time >= difference.time - 1e-9 }) else { return nil }
            return LintFinding(rule: .handOff, frame: entry.frame, time: entry.time, ids: difference.ids, detail: difference.detail)
        }
        return (trace, ordered(findings(in: trace, thresholds: thresholds) + handOffs))
    }
}
