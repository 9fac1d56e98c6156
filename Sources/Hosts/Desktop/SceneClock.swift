import Foundation

/// A window's clock: wall time in, scene time out. The window owns it and advances it every frame; the
/// inspector's keys and timeline change how it runs: speeds of 100 %, 25 % and 10 % (or any), pause,
/// one-frame steps forwards and back, scrubbing, and replay of what was drawn before. A past moment is shown
/// from the graph's replay history; the live scene waits meanwhile.
public struct SceneClock: Sendable, Codable {
    /// The speeds S goes through, fastest first.
    public static let speeds: [Double] = [1, 0.25, 0.1]
    /// One frame of a step, seconds.
    public static let frameStep = 1.0 / 60

    /// The live simulation time (seconds): where the scene is.
    public private(set) var now = 0.0
    /// Wall time since the first tick (seconds).
    public private(set) var wallElapsed = 0.0
    /// Simulation seconds per wall second.
    public private(set) var speed = 1.0
    /// One more speed for `cycleSpeed`, after 10 % (a config's `inspector.speed`).
    public var extraSpeed: Double?
    /// Whether time stands still.
    public private(set) var isPaused = false
    /// The past moment shown instead of now (scrubbed, stepped back to, or replaying); nil when live.
    public private(set) var replayTime: Double?
    private var lastWall: Double?

    /// A clock at 0, live, at full speed.
    public init() {}

    /// What is kept of a clock: everything but the wall time of its last tick, which belongs to one process.
    private enum CodingKeys: String, CodingKey {
        case now, wallElapsed, speed, extraSpeed, isPaused, replayTime
    }

    /// The moment the window shows.
    public var shownTime: Double { replayTime ?? now }

    /// Whether a past moment is playing towards now.
    public var isReplaying: Bool { replayTime != nil && !isPaused }

    /// Advances by the wall time since the last call times the speed (not while paused): a replay moves
    /// towards now and goes live when it gets there; else the live time moves.
    public mutating func advance(to wall: Double) {
        defer { lastWall = wall }
        guard let last = lastWall else { return }
        let delta = max(0, wall - last)
        wallElapsed += delta
        move(by: delta * speed)
    }

    /// Advances wall time to `wall` and simulation time by exactly `step` times the speed (not while
    /// paused): frames drawn back to back, each a fixed step after the last.
    public mutating func advance(to wall: Double, step: Double) {
        defer { lastWall = wall }
        if let last = lastWall { wallElapsed += max(0, wall - last) }
        move(by: step * speed)
    }

    private mutating func move(by seconds: Double) {
        guard !isPaused else { return }
        if let replay = replayTime {
            replayTime = replay + seconds < now ? replay + seconds : nil
        } else {
            now += seconds
        }
    }

    /// 100 % → 25 % → 10 % (→ the extra speed) → 100 %.
    public mutating func cycleSpeed() {
        var speeds = SceneClock.speeds
        if let extraSpeed, extraSpeed.isFinite, extraSpeed > 0, !speeds.contains(extraSpeed) { speeds.append(extraSpeed) }
        let index = speeds.firstIndex(of: speed) ?? 0
        speed = speeds[(index + 1) % speeds.count]
    }

    /// Sets the speed (simulation seconds per wall second, above 0).
    public mutating func setSpeed(_ value: Double) {
        guard value.isFinite, value > 0 else { return }
        speed = value
    }

    /// Stops or restarts time.
    public mutating func togglePause() { isPaused.toggle() }

    /// Pauses and shows the next frame: a step further into a replay (live again at now), or live time
    /// one step on.
    public mutating func stepForward() {
        isPaused = true
        if let replay = replayTime {
            replayTime = replay + SceneClock.frameStep < now - 1e-9 ? replay + SceneClock.frameStep : nil
        } else {
            now += SceneClock.frameStep
        }
    }

    /// Pauses and shows the frame one step before the one shown, no earlier than `earliest`.
    public mutating func stepBack(earliest: Double) {
        isPaused = true
        replayTime = max(min(earliest, now), shownTime - SceneClock.frameStep)
    }

    /// Shows `time` (no earlier than `earliest`; at or after now is live).
    public mutating func scrub(to time: Double, earliest: Double) {
        guard time.isFinite else { return }
        replayTime = time < now ? max(min(earliest, now), time) : nil
    }

    /// Plays again from `time` at the current speed, unpaused, until it reaches now.
    public mutating func replay(from time: Double) {
        scrub(to: time, earliest: time)
        isPaused = false
    }

    /// Shows the first frame of a transition that started at `start` (no earlier than `earliest`), paused:
    /// what **Home** does, during a replay too.
    public mutating func showFirstFrame(of start: Double, earliest: Double) {
        scrub(to: start, earliest: earliest)
        isPaused = true
    }

    /// Shows now again, paused or not as it was (a click or a key for the scene).
    public mutating func goLive() { replayTime = nil }

    /// Shows now again and lets time run: what **End** does.
    public mutating func resumeLive() {
        replayTime = nil
        isPaused = false
    }
}
