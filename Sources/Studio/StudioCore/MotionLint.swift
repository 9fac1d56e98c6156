import Foundation
import Headless
import StudioSettings

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
    /// A visible view's corner radius changes more between two frames than the threshold allows.
    case radiusSnap = "radius-snap"
    /// The clip around a visible view moves, appears or goes between two frames by more than the threshold.
    case clipSnap = "clip-snap"
    /// A view whose flight starts and ends with one aspect ratio has another one on the way.
    case aspectDrift = "aspect-drift"
    /// Two overlapping visible views swap their draw order while one of them moves.
    case zOrder = "z-order"
    /// The last instant of a transition, with its leaving views still drawn, differs in pixels from the
    /// settled scene that replaces it (found while running the scene: `MotionLint.run`).
    case handOff = "hand-off"

    /// What the rule checks, in one line.
    public var summary: String {
        switch self {
        case .twoSources: return "two sources for one matched-geometry id"
        case .duplicateVisible: return "one id drawn opaque twice"
        case .jump: return "a flying view jumps between frames"
        case .flightStart: return "a flight does not start at its source"
        case .flightEnd: return "a flight ends with a jump to where the view rests"
        case .radiusSnap: return "a corner radius snaps between frames"
        case .clipSnap: return "a clip snaps between frames"
        case .aspectDrift: return "a view's aspect ratio drifts mid-flight"
        case .zOrder: return "overlapping views swap draw order mid-flight"
        case .handOff: return "the hand-off frame differs from the settled scene"
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

    /// A finding (made by the lints, here and in the studio's hand-off check).
    package init(rule: LintRule, frame: Int, time: Double, ids: [String], detail: String) {
        self.rule = rule
        self.frame = frame
        self.time = time
        self.ids = ids
        self.detail = detail
    }

    /// `frame 16 (0.267 s) two-sources [trash]: …`.
    public var description: String {
        "frame \(frame) (\(String(format: "%.3f", time)) s) \(rule.rawValue) [\(ids.joined(separator: ", "))]: \(detail)"
    }
}

/// Collects findings: each rule reports the first frame of every run of frames where it holds, once per id.
struct LintReporter {
    private(set) var findings: [LintFinding] = []
    private var active: Set<String> = []   // "rule ids" pairs reported in the run going on
    private var holding: Set<String> = []

    /// Reports `rule` for `ids` in `entry`, unless it held in the frame before too.
    mutating func report(_ rule: LintRule, _ entry: SceneTraceEntry, _ ids: [String], _ detail: String) {
        let key = "\(rule.rawValue) \(ids.joined(separator: " "))"
        holding.insert(key)
        if !active.contains(key) {
            findings.append(LintFinding(rule: rule, frame: entry.frame, time: entry.time, ids: ids, detail: detail))
        }
    }

    /// Ends a frame: what did not hold in it may be reported again later.
    mutating func endFrame() {
        active = holding
        holding = []
    }
}

/// Checks a trace against the lint rules. Each rule reports the first frame of every run of frames where
/// it holds, once per id.
public enum MotionLint {
    /// The findings in `trace`, in frame order (for one frame, in the order of `LintRule`).
    public static func findings(in trace: [SceneTraceEntry], thresholds: LintThresholds = LintThresholds()) -> [LintFinding] {
        ordered(heroFindings(in: trace, thresholds: thresholds) + GeometryLint.findings(in: trace, thresholds: thresholds))
    }

    /// `findings` by frame, then in the order of `LintRule`, else as they came.
    package static func ordered(_ findings: [LintFinding]) -> [LintFinding] {
        let order = Dictionary(uniqueKeysWithValues: LintRule.allCases.enumerated().map { ($1, $0) })
        return findings.enumerated().sorted { ($0.element.frame, order[$0.element.rule]!, $0.offset) < ($1.element.frame, order[$1.element.rule]!, $1.offset) }
            .map(\.element)
    }

    /// The rules about matched-geometry groups: two sources, duplicates, jumps, flight start and end.
    private static func heroFindings(in trace: [SceneTraceEntry], thresholds: LintThresholds) -> [LintFinding] {
        var reporter = LintReporter()
        var previousFlying: [String: TraceRect] = [:], twoFramesAgo: [String: TraceRect] = [:]
        for (index, entry) in trace.enumerated() {
            let groups = Dictionary(grouping: entry.matchedGeometry, by: \.id)
            let diagonal = entry.size.diagonal
            var flyingNow: [String: TraceRect] = [:]
            for id in groups.keys.sorted() {
                let views = groups[id]!
                let sources = views.filter { $0.isSource && !$0.removed }
                if sources.count > 1 {
                    reporter.report(.twoSources, entry, [id], "\(sources.count) views are its source")
                }
                // Opaque twice in the same place looks like once (a hand-off frame); apart, it is two heroes.
                let opaque = views.filter { $0.opacity >= 0.99 }
                if opaque.count > 1, opaque.contains(where: { $0.frame.largestEdgeMove(to: opaque[0].frame) > thresholds.geometryTolerance }) {
                    reporter.report(.duplicateVisible, entry, [id], "drawn opaque \(opaque.count) times, at \(opaque.map { $0.frame.text }.joined(separator: " and "))")
                }
                guard views.count > 1, let flying = views.last else { continue }
                flyingNow[id] = flying.frame
                if let before = previousFlying[id] {
                    let move = before.largestEdgeMove(to: flying.frame)
                    if move > thresholds.maximumJump * diagonal {
                        reporter.report(.jump, entry, [id], "moved \(move.oneDecimal) points in one frame; at most \((thresholds.maximumJump * diagonal).oneDecimal) (lint.maximumJump \(thresholds.maximumJump.formatted()) of the diagonal)")
                    }
                } else if let source = views.first(where: { $0.isSource && $0.frame != flying.frame }) ?? views.first,
                          source.frame.largestEdgeMove(to: flying.frame) > thresholds.geometryTolerance,
                          index > 0, trace[index - 1].matchedGeometry.contains(where: { $0.id == id }) {
                    reporter.report(.flightStart, entry, [id], "starts at \(flying.frame.text), its source is at \(source.frame.text)")
                }
            }
            // A flight that ended: from its last flying frame to where the view rests now, it may move as far
            // as its last step did (the frame that ends a flight is drawn by the view it lands on).
            for (id, last) in previousFlying.sorted(by: { $0.key < $1.key }) where flyingNow[id] == nil {
                guard let rest = groups[id]?.last?.frame else { continue }
                let move = last.largestEdgeMove(to: rest)
                let lastStep = twoFramesAgo[id].map { $0.largestEdgeMove(to: last) } ?? 0
                if move > thresholds.geometryTolerance + lastStep {
                    reporter.report(.flightEnd, entry, [id], "its last flying frame was \(last.text), it rests at \(rest.text) (\(move.oneDecimal) points away)")
                }
            }
            twoFramesAgo = previousFlying
            previousFlying = flyingNow
            reporter.endFrame()
        }
        return reporter.findings
    }
}

extension TraceSize {
    /// The window's diagonal, points.
    var diagonal: Double { (width * width + height * height).squareRoot() }
}

extension Double {
    /// One decimal: `210.0`.
    var oneDecimal: String { formatted(.number.precision(.fractionLength(1))) }
}

extension TraceRect {
    /// The largest distance any edge moves from this rectangle to `other`, in points.
    package func largestEdgeMove(to other: TraceRect) -> Double {
        max(abs(x - other.x), abs(y - other.y), abs(x + width - other.x - other.width), abs(y + height - other.y - other.height))
    }

    /// `(x, y, width×height)` with one decimal.
    var text: String {
        func f(_ v: Double) -> String { v.formatted(.number.precision(.fractionLength(0...1))) }
        return "(\(f(x)), \(f(y)), \(f(width))×\(f(height)))"
    }
}
