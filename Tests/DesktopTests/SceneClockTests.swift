@testable import Desktop
import Testing

/// The window clock's Home and End: Home pauses on a transition's first frame (during a replay too),
/// End goes back to now and lets time run.
@Suite struct SceneClockTests {
    /// A clock 2 s in, replaying from 1 s at full speed, a quarter of a second into the replay.
    func replaying() -> SceneClock {
        var clock = SceneClock()
        clock.advance(to: 0)
        clock.advance(to: 2)
        clock.replay(from: 1)
        clock.advance(to: 2.25)
        return clock
    }

    @Test func homeDuringAReplayPausesOnTheFirstFrame() {
        var clock = replaying()
        #expect(clock.replayTime == 1.25 && !clock.isPaused)
        clock.showFirstFrame(of: 1, earliest: 0)
        #expect(clock.replayTime == 1 && clock.isPaused)
        clock.advance(to: 5)   // paused: the first frame stays
        #expect(clock.shownTime == 1 && clock.now == 2)
    }

    @Test func homeWhileLivePausesOnTheFirstFrame() {
        var clock = SceneClock()
        clock.advance(to: 0)
        clock.advance(to: 3)
        clock.showFirstFrame(of: 2.5, earliest: 0)
        #expect(clock.replayTime == 2.5 && clock.isPaused)
        // A transition that starts now: its first frame is now, paused.
        clock.showFirstFrame(of: 3, earliest: 0)
        #expect(clock.replayTime == nil && clock.shownTime == 3 && clock.isPaused)
    }

    @Test func endGoesLiveAndPlays() {
        var clock = replaying()
        clock.togglePause()
        clock.resumeLive()
        #expect(clock.replayTime == nil && !clock.isPaused)
        clock.advance(to: 3.25)   // time runs again from now
        #expect(clock.now == 3)
        // From a step (which pauses) too.
        clock.stepBack(earliest: 0)
        #expect(clock.isPaused && clock.replayTime != nil)
        clock.resumeLive()
        #expect(clock.replayTime == nil && !clock.isPaused)
    }

    @Test func aClickGoesLiveButKeepsThePause() {
        var clock = replaying()
        clock.togglePause()
        clock.goLive()
        #expect(clock.replayTime == nil && clock.isPaused)
    }
}
