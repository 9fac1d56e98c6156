@testable import Desktop
import Testing

/// Frames of something moving are paced a frame interval apart, or right after a frame that took longer;
/// the first frame of a run has no interval and waits for nothing.
@Suite struct FramePacerTests {
    @Test func aRunOfFrames() {
        var pacer = FramePacer(unpaced: false)
        #expect(!pacer.waitForNextFrame(moving: true))   // the run's first frame
        #expect(pacer.drewMovingFrame(start: 10, end: 10.004) == nil)
        #expect(!pacer.waitForNextFrame(moving: false))   // nothing moves: no pacing
        #expect(pacer.waitForNextFrame(moving: true))   // due long ago on the monotonic clock: no sleep
        let interval = pacer.drewMovingFrame(start: 10.02, end: 10.021)
        #expect(interval.map { abs($0 - 0.02) < 1e-9 } == true)
        pacer.stop()
        #expect(!pacer.waitForNextFrame(moving: true))
        #expect(pacer.drewMovingFrame(start: 20, end: 20.001) == nil)
    }

    @Test func anUnpacedWindowNeverWaits() {
        var pacer = FramePacer(unpaced: true)
        _ = pacer.drewMovingFrame(start: 1, end: 1.001)
        #expect(!pacer.waitForNextFrame(moving: true))
    }
}
