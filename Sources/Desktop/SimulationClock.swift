/// The demo's clock: wall time in, simulation time out, with slow motion (×0.1) and pause.
struct SimulationClock {
    /// Simulation time in seconds.
    private(set) var now = 0.0
    /// Wall time since the first tick, in seconds.
    private(set) var wallElapsed = 0.0
    private var lastWall: Double?
    private var rate = 1.0
    private var paused = false

    /// Advances by the wall time since the last call, scaled by the rate (zero while paused).
    mutating func advance(to wall: Double) {
        defer { lastWall = wall }
        guard let last = lastWall else { return }
        let delta = max(0, wall - last)
        wallElapsed += delta
        if !paused { now += delta * rate }
    }

    /// Advances wall time to `wall` but simulation time by exactly `step` seconds (scaled by the rate,
    /// zero while paused): frames drawn back to back, each one 60 Hz frame later than the last.
    mutating func advance(to wall: Double, step: Double) {
        defer { lastWall = wall }
        if let last = lastWall { wallElapsed += max(0, wall - last) }
        if !paused { now += step * rate }
    }

    /// Switches between normal speed and ×0.1.
    mutating func toggleSlowMotion() { rate = rate == 1 ? 0.1 : 1 }

    /// Stops or restarts simulation time.
    mutating func togglePause() { paused.toggle() }
}
