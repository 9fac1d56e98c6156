import Foundation
import Headless
import StudioSettings

/// The lint rules about how each traced view is drawn from frame to frame: corner radius and clip snaps,
/// aspect-ratio drift and draw-order swaps.
enum GeometryLint {
    /// A view's identity across frames: whether it is leaving, its path, and how many views before it in
    /// the frame share both.
    static func keyed(_ entry: SceneTraceEntry) -> [String: TracedViewEntry] {
        var table: [String: TracedViewEntry] = [:]
        var seen: [String: Int] = [:]
        for view in entry.views {
            let base = "\(view.removed ? "-" : "+")\(view.path)"
            let repeats = seen[base, default: 0]
            seen[base] = repeats + 1
            table["\(base)#\(repeats)"] = view
        }
        return table
    }

    /// The findings of these rules in `trace`.
    static func findings(in trace: [SceneTraceEntry], thresholds: LintThresholds) -> [LintFinding] {
        var reporter = LintReporter()
        var drift = AspectDriftTracker(tolerance: thresholds.aspectRatioDrift)
        var previous: [String: TracedViewEntry] = [:]
        for entry in trace {
            let now = keyed(entry)
            for key in now.keys.sorted() {
                let view = now[key]!
                guard let before = previous[key] else { continue }
                let visible = view.opacity >= 0.01 && before.opacity >= 0.01
                if visible { snaps(before, view, entry, thresholds, &reporter) }
            }
            zOrderSwaps(previous, now, entry, &reporter)
            drift.add(entry, now)
            previous = now
            reporter.endFrame()
        }
        return reporter.findings + drift.finish()
    }

    /// Radius and clip snaps of one view from `before` to `view`.
    private static func snaps(_ before: TracedViewEntry, _ view: TracedViewEntry, _ entry: SceneTraceEntry,
                              _ thresholds: LintThresholds, _ reporter: inout LintReporter) {
        let step = thresholds.maximumRadiusStep
        if abs(view.cornerRadius - before.cornerRadius) > step {
            reporter.report(.radiusSnap, entry, [view.id], "corner radius went from \(before.cornerRadius.oneDecimal) to \(view.cornerRadius.oneDecimal) in one frame; at most \(step.formatted()) (lint.maximumRadiusStep)")
        }
        switch (before.clip, view.clip) {
        case (nil, let clip?) where clip.cut(view.frame) > thresholds.geometryTolerance + before.frame.largestEdgeMove(to: view.frame):
            reporter.report(.clipSnap, entry, [view.id], "a clip at \(clip.frame.text) appears and cuts \(clip.cut(view.frame).oneDecimal) points off it")
        case (let clip?, nil) where clip.cut(before.frame) > thresholds.geometryTolerance + before.frame.largestEdgeMove(to: view.frame):
            reporter.report(.clipSnap, entry, [view.id], "the clip at \(clip.frame.text) that cut \(clip.cut(before.frame).oneDecimal) points off it goes")
        case (let old?, let new?) where old.cut(before.frame) > 0 || new.cut(view.frame) > 0:
            let move = old.frame.largestEdgeMove(to: new.frame)
            let limit = thresholds.maximumJump * entry.size.diagonal
            if move > limit {
                reporter.report(.clipSnap, entry, [view.id], "its clip moved \(move.oneDecimal) points in one frame; at most \(limit.oneDecimal) (lint.maximumJump)")
            } else if abs(new.cornerRadius - old.cornerRadius) > step {
                reporter.report(.clipSnap, entry, [view.id], "its clip's corner radius went from \(old.cornerRadius.oneDecimal) to \(new.cornerRadius.oneDecimal) in one frame; at most \(step.formatted()) (lint.maximumRadiusStep)")
            }
        default:
            break
        }
    }

    /// Overlapping visible views whose draw order flipped since the frame before while one of them moved.
    private static func zOrderSwaps(_ previous: [String: TracedViewEntry], _ now: [String: TracedViewEntry], _ entry: SceneTraceEntry,
                                    _ reporter: inout LintReporter) {
        let both = now.keys.filter { previous[$0] != nil && now[$0]!.opacity >= 0.01 && previous[$0]!.opacity >= 0.01 }
            .sorted { now[$0]!.z < now[$1]!.z }
        for (i, lowerKey) in both.enumerated() {
            for upperKey in both[(i + 1)...] {
                let lower = now[lowerKey]!, upper = now[upperKey]!
                let (wasLower, wasUpper) = (previous[lowerKey]!, previous[upperKey]!)
                guard wasLower.z > wasUpper.z, lower.frame.overlapArea(upper.frame) > 0,
                      wasLower.frame != lower.frame || wasUpper.frame != upper.frame else { continue }
                reporter.report(.zOrder, entry, [upper.id, lower.id], "'\(upper.id)' is now drawn over '\(lower.id)' where they overlap; the frame before it was under it")
            }
        }
    }
}

/// Follows each view's runs of moving frames and reports a run that starts and ends with one aspect ratio
/// but has another on the way, at its first frame off by more than the tolerance.
struct AspectDriftTracker {
    let tolerance: Double
    private struct Run {
        var start: TracedViewEntry
        var frames: [(entry: SceneTraceEntry, view: TracedViewEntry)] = []
    }
    private var runs: [String: Run] = [:]
    private var last: [String: TracedViewEntry] = [:]
    private var findings: [LintFinding] = []

    init(tolerance: Double) { self.tolerance = tolerance }

    /// Takes the next frame.
    mutating func add(_ entry: SceneTraceEntry, _ views: [String: TracedViewEntry]) {
        for key in Set(runs.keys).union(last.keys).sorted() {
            guard let view = views[key] else { close(key); last[key] = nil; continue }
            guard let before = last[key], before.frame != view.frame else { close(key); continue }
            runs[key, default: Run(start: before)].frames.append((entry, view))
        }
        for (key, view) in views { last[key] = view }
    }

    /// Ends the trace; returns the findings.
    mutating func finish() -> [LintFinding] {
        for key in runs.keys.sorted() { close(key) }
        return findings.sorted { $0.frame < $1.frame }
    }

    private mutating func close(_ key: String) {
        guard let run = runs.removeValue(forKey: key), let end = run.frames.last?.view,
              let first = run.start.frame.aspect, let final = end.frame.aspect, abs(final / first - 1) <= tolerance else { return }
        for (entry, view) in run.frames.dropLast() where view.opacity >= 0.01 {
            guard let aspect = view.frame.aspect, abs(aspect / first - 1) > tolerance else { continue }
            findings.append(LintFinding(rule: .aspectDrift, frame: entry.frame, time: entry.time, ids: [view.id],
                                        detail: "its aspect ratio is \(aspect.formatted(.number.precision(.fractionLength(3)))) mid-flight; its flight starts and ends at \(first.formatted(.number.precision(.fractionLength(3)))) (lint.aspectRatioDrift \(tolerance.formatted()))"))
            return
        }
    }
}

extension TraceRect {
    /// Width over height, or nil for a rectangle under half a point high or wide.
    var aspect: Double? { width >= 0.5 && height >= 0.5 ? width / height : nil }

    /// The area `self` and `other` share.
    func overlapArea(_ other: TraceRect) -> Double {
        max(0, min(x + width, other.x + other.width) - max(x, other.x)) * max(0, min(y + height, other.y + other.height) - max(y, other.y))
    }
}

extension TraceClip {
    /// How many points the clip cuts off `rect` at its deepest edge (0 when the rect is inside it).
    func cut(_ rect: TraceRect) -> Double {
        max(0, frame.x - rect.x, frame.y - rect.y, rect.x + rect.width - frame.x - frame.width, rect.y + rect.height - frame.y - frame.height)
    }
}
