import Foundation
import Headless
import StudioFiles
import LayoutCore

/// Interrupts a transition at every frame of its flight (and at seeded random times) and measures how
/// smoothly the hero moves afterwards: the largest move in one frame and the largest change of its
/// per-frame velocity. The worst case comes with a scenario that reproduces it.
public struct InterruptionFuzzer {
    /// How a flight is interrupted.
    public enum Kind: String, CaseIterable, Sendable {
        /// A tap on the flying view (in SwiftUI-style heroes: send it back).
        case tapHero = "tap-hero"
        /// The Escape key.
        case escape
        /// The window made 20 % narrower (the hero's target moves).
        case resize
    }

    /// One interrupted run and what it measured.
    public struct Run: Sendable {
        /// How it was interrupted.
        public var kind: Kind
        /// The frame of the base run at which the interruption happened.
        public var frame: Int
        /// The scenario of the run.
        public var scenario: Scenario
        /// The largest move of the hero in one frame (its largest edge), in points.
        public var worstJump: Double
        /// The frame of that move.
        public var jumpFrame: Int
        /// The largest change of the hero's per-frame move between two frames, in points per frame.
        public var worstVelocityBreak: Double
        /// The frame of that change.
        public var velocityBreakFrame: Int
    }

    /// A fresh host showing the scene at the start.
    public var makeHost: () -> HeadlessHost
    /// The run to interrupt.
    public var base: Scenario
    /// Frames per second.
    public var fps: Double
    /// Seconds each interrupted run goes on after the interruption.
    public var settle: Double = 1.5

    /// A fuzzer of `base` on hosts from `makeHost`, at `fps`.
    public init(base: Scenario, fps: Double = 60, makeHost: @escaping () -> HeadlessHost) {
        self.base = base
        self.fps = fps
        self.makeHost = makeHost
    }

    /// The hero of a trace: the id of its first flight (`SceneTraceEntry.flyingHeroes`), and the frames where
    /// it flies and has moved since the frame before (or the first such frame, where the flight starts).
    public static func hero(of trace: [SceneTraceEntry]) -> (id: String, frames: [Int])? {
        var hero: String?
        var frames: [Int] = []
        var previous: TraceRect?
        for entry in trace {
            let flying = entry.flyingHeroes
            if hero == nil { hero = flying.first?.id }
            let rect = hero.flatMap { Self.rect(of: $0, in: entry) }
            if let hero, flying.contains(where: { $0.id == hero }), let rect, previous.map({ $0 != rect }) ?? true || frames.isEmpty {
                frames.append(entry.frame)
            }
            previous = rect
        }
        return hero.map { ($0, frames) }
    }

    /// Where hero `id` is in `entry`: its flying view while it flies, seen or not; else where the eye finds it.
    static func rect(of id: String, in entry: SceneTraceEntry) -> TraceRect? {
        (entry.flyingHeroes.last { $0.id == id }?.view ?? entry.heroView(id))?.frame
    }

    /// The base run's trace.
    public func baseTrace() throws -> [SceneTraceEntry] {
        var trace: [SceneTraceEntry] = []
        try SceneRecorder().run(base, on: makeHost(), fps: fps) { _, _, entry in trace.append(entry) }
        return trace
    }

    /// Interrupts the flight of the base run's hero at every frame it flies, with every kind, and at
    /// `randomCount` further times drawn with `seed`; returns every run, worst jump first.
    public func runs(randomCount: Int = 0, seed: UInt64 = 1) throws -> [Run] {
        let trace = try baseTrace()
        guard let hero = Self.hero(of: trace), let first = hero.frames.first, let last = hero.frames.last else { return [] }
        // Every frame after the one that starts the flight (an interruption there would be simultaneous
        // with what started it).
        var times = hero.frames.dropFirst().map { Double($0) / fps }
        var generator = SplitMix(seed: seed)
        for _ in 0..<randomCount {
            times.append(Double(first) / fps + Double(generator.next() % 1_000_000) / 1_000_000 * Double(last - first) / fps)
        }
        var runs: [Run] = []
        for time in times {
            let frame = Int((time * fps).rounded(.down))
            guard frame < trace.count, let flying = Self.rect(of: hero.id, in: trace[frame]) else { continue }
            for kind in Kind.allCases {
                let input: ScenarioInput
                switch kind {
                case .tapHero: input = .tapPoint(CGPoint(x: flying.x + flying.width / 2, y: flying.y + flying.height / 2))
                case .escape: input = .key(.escape)
                case .resize: input = .resize(CGSize(width: (trace[frame].size.width * 0.8).rounded(), height: trace[frame].size.height))
                }
                var scenario = base
                scenario.name = "\(base.name)-\(kind.rawValue)-at-\(String(format: "%.4f", time))s"
                scenario.steps = base.steps.filter { $0.time <= time } + [Scenario.Step(time: time, input: input)]
                scenario.duration = time + settle
                runs.append(try measure(scenario, kind: kind, frame: frame, hero: hero.id))
            }
        }
        return runs.sorted { ($0.worstJump, $0.worstVelocityBreak) > ($1.worstJump, $1.worstVelocityBreak) }
    }

    /// Runs `scenario` and measures the hero's largest move and velocity change between frames.
    func measure(_ scenario: Scenario, kind: Kind, frame: Int, hero: String) throws -> Run {
        var rects: [TraceRect?] = []
        try SceneRecorder().run(scenario, on: makeHost(), fps: fps) { _, _, entry in
            rects.append(Self.rect(of: hero, in: entry))
        }
        var run = Run(kind: kind, frame: frame, scenario: scenario, worstJump: 0, jumpFrame: 0, worstVelocityBreak: 0, velocityBreakFrame: 0)
        var previousStep: [Double]?
        for index in rects.indices.dropFirst() {
            guard let a = rects[index - 1], let b = rects[index] else { previousStep = nil; continue }
            let step = [b.x - a.x, b.y - a.y, b.x + b.width - a.x - a.width, b.y + b.height - a.y - a.height]
            let jump = step.map(abs).max()!
            if jump > run.worstJump { (run.worstJump, run.jumpFrame) = (jump, index) }
            if let previousStep {
                let change = zip(step, previousStep).map { abs($0 - $1) }.max()!
                if change > run.worstVelocityBreak { (run.worstVelocityBreak, run.velocityBreakFrame) = (change, index) }
            }
            previousStep = step
        }
        return run
    }
}
