import Foundation
import Headless
import StudioFiles
import Motion
import Raster

/// How smoothly one run's hero moved: its worst move in one frame, its worst change of velocity between
/// two frames, and its worst jerk, each with the frame where it happens.
public struct MotionMetrics: Hashable, Sendable {
    /// The largest distance any edge of the hero moved between two frames (points), and the later frame.
    public var worstJump: Double
    public var worstJumpFrame: Int
    /// The largest change of the hero's centre velocity between two frames (points per second).
    public var velocityBreak: Double
    public var velocityBreakFrame: Int
    /// The largest change of its centre acceleration between two frames, per second (points per second³).
    public var jerk: Double
    public var jerkFrame: Int

    /// The metrics of matched-geometry id `id` in `trace` (sampled at `fps`), over every pair of consecutive
    /// frames that draw it: its view that is seen and moving, else the one seen, else the last.
    public static func of(_ trace: [SceneTraceEntry], id: String, fps: Double) -> MotionMetrics {
        var metrics = MotionMetrics(worstJump: 0, worstJumpFrame: 0, velocityBreak: 0, velocityBreakFrame: 0, jerk: 0, jerkFrame: 0)
        var previous: TracedViewEntry?
        for entry in trace {
            guard let view = entry.heroView(id) else { previous = nil; continue }
            defer { previous = view }
            guard let before = previous else { continue }
            let jump = before.frame.largestEdgeMove(to: view.frame)
            let velocityChange = hypot(view.centreVelocity.x - before.centreVelocity.x, view.centreVelocity.y - before.centreVelocity.y)
            let jerk = hypot(view.centreAcceleration.x - before.centreAcceleration.x, view.centreAcceleration.y - before.centreAcceleration.y) * fps
            if jump > metrics.worstJump { (metrics.worstJump, metrics.worstJumpFrame) = (jump, entry.frame) }
            if velocityChange > metrics.velocityBreak { (metrics.velocityBreak, metrics.velocityBreakFrame) = (velocityChange, entry.frame) }
            if jerk > metrics.jerk { (metrics.jerk, metrics.jerkFrame) = (jerk, entry.frame) }
        }
        return metrics
    }
}

extension TracedViewEntry {
    /// The velocity of its centre (points per second).
    var centreVelocity: (x: Double, y: Double) { (velocity.x + velocity.width / 2, velocity.y + velocity.height / 2) }
    /// The acceleration of its centre (points per second²).
    var centreAcceleration: (x: Double, y: Double) { (acceleration.x + acceleration.width / 2, acceleration.y + acceleration.height / 2) }
}

/// One scripted interruption run under every interruption policy: each run's trace, frames and metrics,
/// a table and a picture of them side by side.
public struct PolicyComparison {
    /// One policy's run.
    public struct Run {
        /// The policy.
        package var policy: InterruptionPolicy
        /// Its trace.
        public var trace: [SceneTraceEntry]
        /// How its hero moved.
        public var metrics: MotionMetrics
        /// Frames of the run, by frame number (those the strip shows).
        public var frames: [Int: RasterImage]
    }

    /// The hero compared.
    public let id: String
    /// The runs, in the order of `InterruptionPolicy.allCases`.
    public let runs: [Run]
    /// The frames each strip shows: evenly spaced over the frames where any run's hero moves.
    public let stripFrames: [Int]

    /// Runs `scenario` at `fps` on a host from `makeHost` under each policy. The hero is `id`, else the
    /// first matched-geometry id that flies in the first run (`InterruptionFuzzer.hero(of:)`). Strips show `columns` frames.
    package init(_ scenario: Scenario, fps: Double, id: String? = nil, columns: Int = 8,
                makeHost: (InterruptionPolicy) -> HeadlessHost) throws {
        var traces: [(InterruptionPolicy, [SceneTraceEntry])] = []
        for policy in InterruptionPolicy.allCases {
            var trace: [SceneTraceEntry] = []
            try SceneRecorder().run(scenario, on: makeHost(policy), fps: fps) { _, _, entry in trace.append(entry) }
            traces.append((policy, trace))
        }
        guard let hero = id ?? InterruptionFuzzer.hero(of: traces[0].1)?.id else {
            throw ScenarioError(description: "no matched-geometry view flies in this scenario; name one with --id")
        }
        self.id = hero
        // Frames where the hero moves in any run.
        var moving: [Int] = []
        for (_, trace) in traces {
            for (index, entry) in trace.enumerated() where index > 0 {
                if let now = entry.heroView(hero)?.frame, let before = trace[index - 1].heroView(hero)?.frame, now != before {
                    moving.append(index)
                }
            }
        }
        let first = max(0, (moving.min() ?? 0) - 1), last = moving.max() ?? 0
        let count = max(1, min(columns, last - first + 1))
        stripFrames = (0..<count).map { first + Int((Double($0) * Double(last - first) / Double(max(1, count - 1))).rounded()) }
        var runs: [Run] = []
        for (policy, trace) in traces {
            var frames: [Int: RasterImage] = [:]
            let wanted = Set(stripFrames)
            try SceneRecorder().run(scenario, on: makeHost(policy), fps: fps) { index, host, _ in
                if wanted.contains(index) { frames[index] = host.render() }
            }
            runs.append(Run(policy: policy, trace: trace, metrics: .of(trace, id: hero, fps: fps), frames: frames))
        }
        self.runs = runs
    }

    /// The metrics as a Markdown table, one row per policy.
    public var table: String {
        func f(_ v: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", v) }
        var lines = ["| policy | worst jump (pt/frame) | velocity break (pt/s) | jerk (pt/s³) |", "|---|---|---|---|"]
        for run in runs {
            let m = run.metrics
            lines.append("| \(run.policy.rawValue) | \(f(m.worstJump)) at frame \(m.worstJumpFrame) | \(f(m.velocityBreak)) at frame \(m.velocityBreakFrame) | \(f(m.jerk, 0)) at frame \(m.jerkFrame) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The strips: one row per policy, the same frames in each, captioned with the policy, frame and time.
    public func sheet(fps: Double, thumbnailWidth: Int = 200) -> RasterImage {
        var cells: [ContactSheet.Cell] = []
        for run in runs {
            for frame in stripFrames {
                guard let image = run.frames[frame] else { continue }
                cells.append(ContactSheet.Cell(image: image, caption: "\(run.policy.rawValue)  #\(frame)  \(String(format: "%.3f", Double(frame) / fps)) s",
                                               isMoving: run.trace[frame].animating))
            }
        }
        return ContactSheet(cells: cells, columns: stripFrames.count, thumbnailWidth: thumbnailWidth).render()
    }
}
