import Foundation
import Hero

/// A rule of `herosim lint`: something a hero transition should not do.
public enum LintRule: String, CaseIterable, Sendable {
    /// Two views are sources of one matched-geometry id at once: which one the others follow is undefined.
    case twoSources = "two-sources"
    /// One id is drawn fully opaque twice at once: the hero is visibly duplicated.
    case duplicateVisible = "duplicate-visible"
    /// A flying view moves further between two frames than the threshold allows.
    case jump
    /// A flight's first frame is not where its source is drawn.
    case flightStart = "flight-start"
    /// A flight ends further from where the view comes to rest than its last step moved: the hand-off jumps.
    case flightEnd = "flight-end"

    /// What the rule checks, in one line.
    public var summary: String {
        switch self {
        case .twoSources: return "two sources for one matched-geometry id"
        case .duplicateVisible: return "one id drawn opaque twice"
        case .jump: return "a flying view jumps between frames"
        case .flightStart: return "a flight does not start at its source"
        case .flightEnd: return "a flight ends with a jump to where the view rests"
        }
    }
}

/// One thing `herosim lint` found: the rule, where, the ids involved and what it measured.
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
    /// The rule broken.
    public var rule: LintRule
    /// The first frame where it happens.
    public var frame: Int
    /// That frame's time in seconds.
    public var time: Double
    /// The matched-geometry ids involved.
    public var ids: [String]
    /// What was measured.
    public var detail: String

    /// `frame 16 (0.267 s) two-sources [trash]: …`.
    public var description: String {
        "frame \(frame) (\(String(format: "%.3f", time)) s) \(rule.rawValue) [\(ids.joined(separator: ", "))]: \(detail)"
    }
}

/// Checks a trace against the lint rules. Each rule reports the first frame of every run of frames where
/// it holds, once per id.
public enum MotionLint {
    /// The findings in `trace`, in frame order.
    public static func findings(in trace: [SceneTraceEntry], thresholds: LintThresholds = LintThresholds()) -> [LintFinding] {
        var findings: [LintFinding] = []
        var active: Set<String> = []   // "rule id" pairs already reported in the current run
        func report(_ rule: LintRule, _ entry: SceneTraceEntry, _ id: String, _ detail: String, holding: inout Set<String>) {
            let key = "\(rule.rawValue) \(id)"
            holding.insert(key)
            if !active.contains(key) {
                findings.append(LintFinding(rule: rule, frame: entry.frame, time: entry.time, ids: [id], detail: detail))
            }
        }
        var previousFlying: [String: TraceRect] = [:], twoFramesAgo: [String: TraceRect] = [:]
        for (index, entry) in trace.enumerated() {
            var holding: Set<String> = []
            let groups = Dictionary(grouping: entry.matchedGeometry, by: \.id)
            let diagonal = (entry.size.width * entry.size.width + entry.size.height * entry.size.height).squareRoot()
            var flyingNow: [String: TraceRect] = [:]
            for id in groups.keys.sorted() {
                let views = groups[id]!
                let sources = views.filter { $0.isSource && !$0.removed }
                if sources.count > 1 {
                    report(.twoSources, entry, id, "\(sources.count) views are its source", holding: &holding)
                }
                // Opaque twice in the same place looks like once (a hand-off frame); apart, it is two heroes.
                let opaque = views.filter { $0.opacity >= 0.99 }
                if opaque.count > 1, opaque.contains(where: { $0.frame.largestEdgeMove(to: opaque[0].frame) > thresholds.geometryTolerance }) {
                    report(.duplicateVisible, entry, id, "drawn opaque \(opaque.count) times, at \(opaque.map { $0.frame.text }.joined(separator: " and "))", holding: &holding)
                }
                guard views.count > 1, let flying = views.last else { continue }
                flyingNow[id] = flying.frame
                if let before = previousFlying[id] {
                    let move = before.largestEdgeMove(to: flying.frame)
                    if move > thresholds.maximumJump * diagonal {
                        report(.jump, entry, id, "moved \(move.formatted(.number.precision(.fractionLength(1)))) points in one frame; at most \((thresholds.maximumJump * diagonal).formatted(.number.precision(.fractionLength(1)))) (lint.maximumJump \(thresholds.maximumJump.formatted()) of the diagonal)", holding: &holding)
                    }
                } else if let source = views.first(where: { $0.isSource && $0.frame != flying.frame }) ?? views.first,
                          source.frame.largestEdgeMove(to: flying.frame) > thresholds.geometryTolerance,
                          index > 0, trace[index - 1].matchedGeometry.contains(where: { $0.id == id }) {
                    report(.flightStart, entry, id, "starts at \(flying.frame.text), its source is at \(source.frame.text)", holding: &holding)
                }
            }
            // A flight that ended: from its last flying frame to where the view rests now, it may move as far
            // as its last step did (the frame that ends a flight is drawn by the view it lands on).
            for (id, last) in previousFlying where flyingNow[id] == nil {
                guard let rest = groups[id]?.last?.frame else { continue }
                let move = last.largestEdgeMove(to: rest)
                let lastStep = twoFramesAgo[id].map { $0.largestEdgeMove(to: last) } ?? 0
                if move > thresholds.geometryTolerance + lastStep {
                    report(.flightEnd, entry, id, "its last flying frame was \(last.text), it rests at \(rest.text) (\(move.formatted(.number.precision(.fractionLength(1)))) points away)", holding: &holding)
                }
            }
            twoFramesAgo = previousFlying
            previousFlying = flyingNow
            active = holding
        }
        return findings
    }
}

extension TraceRect {
    /// The largest distance any edge moves from this rectangle to `other`, in points.
    func largestEdgeMove(to other: TraceRect) -> Double {
        max(abs(x - other.x), abs(y - other.y), abs(x + width - other.x - other.width), abs(y + height - other.y - other.height))
    }

    /// `(x, y, width×height)` with one decimal.
    var text: String {
        func f(_ v: Double) -> String { v.formatted(.number.precision(.fractionLength(0...1))) }
        return "(\(f(x)), \(f(y)), \(f(width))×\(f(height)))"
    }
}
