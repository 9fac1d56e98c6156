import Foundation

/// Paces the frames of something moving at 60 Hz of wall time: each frame starts a frame interval after
/// the one before (or as soon as the one before has ended, when it took longer). An unpaced window draws
/// frames back to back. A window that draws nothing starts the next run of frames afresh.
struct FramePacer {
    /// Seconds between two frames.
    static let frameInterval = 1.0 / 60
    /// Whether frames are drawn back to back instead of paced.
    let unpaced: Bool
    /// When the next frame of the run is due (monotonic seconds); nil before a run's first frame.
    private var nextTick: Double?
    /// When the last frame of the run started (monotonic seconds).
    private var lastStart = 0.0

    /// A pacer; `unpaced` draws back to back.
    init(unpaced: Bool) { self.unpaced = unpaced }

    /// Sleeps until the next frame of a run is due; returns whether the frame belongs to a run (its clock
    /// is then read again). Frames of nothing moving, first frames and unpaced frames do not wait.
    func waitForNextFrame(moving: Bool) -> Bool {
        guard moving, !unpaced, let tick = nextTick else { return false }
        let wait = tick - monotonicSeconds()
        if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
        return true
    }

    /// Ends the run of frames: nothing moves, or nothing was drawn.
    mutating func stop() { nextTick = nil }

    /// Notes that a frame of a run started at `start` and ended at `end` (monotonic seconds); returns the
    /// seconds since the run's frame before, nil for its first frame.
    mutating func drewMovingFrame(start: Double, end: Double) -> Double? {
        let interval = nextTick.map { _ in start - lastStart }
        lastStart = start
        nextTick = max((nextTick ?? start) + FramePacer.frameInterval, end)
        return interval
    }
}
