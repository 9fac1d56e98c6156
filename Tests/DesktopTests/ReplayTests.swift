import Foundation
@testable import Headless
@testable import Studio
@testable import Desktop
@testable import Inspector
import StudioFiles
import Raster
import HeroScenes
import Testing
import LayoutCore
@testable import ViewRuntime

/// The inspector's pieces without a window: drawing past moments again, its clock's speeds, steps,
/// scrubbing and replay, and the timeline's record of transactions.
@Suite struct ReplayTests {
    let openReverse = try! Scenario.parse(Scenario.builtIn["open-reverse"]!, file: "open-reverse", name: "open-reverse")

    func grid() -> HeadlessHost { HeadlessHost(IconGrid(config: HeroConfig()), size: CGSize(width: 640, height: 400)) }

    func identical(_ a: RasterImage, _ b: RasterImage) -> Bool {
        let difference = ImageComparison.compare(a, b)
        return !difference.sizeMismatch && difference.maximumChannelDelta == 0
    }

    @Test func scrubbingToAMomentDrawsExactlyWhatRunningToItDrew() throws {
        let frames = [0, 6, 12, 15, 18, 21, 24, 30, 40, 45]
        var expected: [Int: RasterImage] = [:]
        try SceneRecorder().run(openReverse, on: grid(), fps: 60) { index, host, _ in
            if frames.contains(index) { expected[index] = host.render() }
        }
        let scrubbed = grid()
        scrubbed.graph.keepsReplayHistory = true
        try SceneRecorder().run(openReverse, on: scrubbed, fps: 60) { _, _, _ in }
        // Back and forth, out of order: every moment comes from the history, not from running again.
        for index in frames.reversed() + frames {
            #expect(identical(scrubbed.render(replaying: Double(index) / 60), try #require(expected[index])), "frame \(index)")
        }
    }

    @Test func aStepForwardThenBackShowsTheSameFrame() throws {
        let host = grid()
        host.graph.keepsReplayHistory = true
        var clock = SceneClock()
        host.advance(to: 0.2)
        clock.scrub(to: 0.2, earliest: 0)
        for _ in 0..<12 { clock.stepForward() }   // 12 frames from 0: live at 0.2
        host.advance(to: clock.now)
        host.tap(at: CGPoint(x: 320, y: 100))
        clock.stepForward()
        host.advance(to: clock.now)
        let first = host.render()
        clock.stepForward()
        host.advance(to: clock.now)
        #expect(!identical(host.render(), first))
        clock.stepBack(earliest: host.graph.replayableSince)
        #expect(clock.isPaused && clock.replayTime != nil)
        #expect(identical(host.render(replaying: clock.shownTime), first))
        clock.stepForward()
        #expect(clock.replayTime == nil)   // live again
    }

    @Test func speedsScaleTimeExactlyAndPauseStopsIt() {
        var clock = SceneClock()
        clock.advance(to: 10)
        clock.advance(to: 11)
        #expect(clock.now == 1)
        clock.cycleSpeed()
        #expect(clock.speed == 0.25)
        clock.advance(to: 13)
        #expect(clock.now == 1.5)
        clock.cycleSpeed()
        #expect(clock.speed == 0.1)
        clock.advance(to: 14)
        #expect(clock.now == 1.6)
        clock.cycleSpeed()
        #expect(clock.speed == 1)
        clock.togglePause()
        clock.advance(to: 20)
        #expect(clock.now == 1.6 && clock.wallElapsed == 10)
    }

    @Test func aReplayPlaysAtTheSpeedUntilItIsLiveAgain() {
        var clock = SceneClock()
        clock.advance(to: 0)
        clock.advance(to: 2)
        clock.setSpeed(0.25)
        clock.replay(from: 1)
        clock.advance(to: 4)          // 2 s of wall time at 25 %: half a second of replay
        #expect(clock.replayTime == 1.5 && clock.now == 2)
        clock.advance(to: 6.5)        // past now: live again, and now has not moved meanwhile
        #expect(clock.replayTime == nil && clock.now == 2)
        clock.scrub(to: -5, earliest: 0.5)
        #expect(clock.shownTime == 0.5)
        clock.scrub(to: 9, earliest: 0.5)
        #expect(clock.replayTime == nil)
    }

    @Test func theTimelineRecordsEachTransactionsAnimations() throws {
        let host = grid()
        host.graph.keepsReplayHistory = true
        try SceneRecorder().run(openReverse, on: host, fps: 60) { _, _, _ in }
        let animations = host.graph.recordedAnimations
        // The tap at 0.1 s opens card 0; the tap at 0.25 s sends it back, retracing the same curve.
        #expect(animations.map(\.curve) == ["easeInOut 0.35s", "easeInOut 0.35s"])
        #expect(animations.map(\.start) == [0.1, 0.25])
        #expect(animations.map(\.end) == [0.1 + 0.35, 0.25 + 0.15])
        #expect(animations.map(\.code) == ["easeInOut 0.35s", "easeInOut 0.35s"])   // made from the config's curve
        // The card by its matched-geometry id; the overlay's backdrop and tap catcher, which have no id, by
        // the view they are declared in.
        #expect(animations[0].changes == ["IconGrid frame", "IconGrid transition", "id 0 frame"])
        #expect(host.graph.replayableSince == 0)
    }

    @Test func anOnionSkinOutlinesTheFlightAtEvenlySpacedMoments() throws {
        let host = grid()
        host.graph.keepsReplayHistory = true
        var frames: [Double: CGRect] = [:]
        let scenario = try Scenario.parse("steps:\n  - wait: 0.2s\n  - tap: {icon: 3}\n  - wait: 0.6s\n", file: "t", name: "t")
        try SceneRecorder().run(scenario, on: host, fps: 60) { _, host, entry in
            frames[host.time] = entry.matchedGeometry.last { $0.id == "3" }?.frame.cgRect
        }
        let flight = try #require(host.graph.recordedAnimations.first)
        let skin = OnionSkin(of: flight, in: host.graph, outlines: 8, pathPoints: 48)
        let ids: [String] = skin.outlines.map(\.id)
        #expect(ids == Array(repeating: "3", count: 7))   // at its end the card rests: no motion
        let span: Double = flight.end - flight.start
        let times: [Double] = (0..<7).map { (index: Int) -> Double in flight.start + span * Double(index) / 7 }
        #expect(flight.start == 0.2 && abs(span - 0.35) < 1e-12)
        #expect(skin.outlines.map(\.time) == times)
        #expect(skin.outlines.first?.frame == frames[0.2])
        #expect(skin.path.count == 47)
        // Every outline is where running drew the card at that moment.
        let running = HeadlessHost(IconGrid(config: HeroConfig()), size: CGSize(width: 640, height: 400))
        running.advance(to: 0.2)
        running.tap(at: CGPoint(x: try #require(frames[0.2]).midX, y: try #require(frames[0.2]).midY))
        for outline in skin.outlines {
            running.advance(to: outline.time)
            #expect(running.matchedGeometry.last { "\($0.id.base)" == "3" }?.frame == outline.frame, "t = \(outline.time)")
        }
    }

    @Test func theInspectorLintsARecordedTransitionFromItsHistory() throws {
        let host = grid()
        host.graph.keepsReplayHistory = true
        host.advance(to: 0.2)
        try SceneRecorder().apply(.tapIcon(3), to: host)
        host.advance(to: 1)
        let flight = try #require(host.graph.recordedAnimations.last)
        // The demo's flight is clean at the default thresholds; at a 0.5-point limit on a corner radius's
        // step, the card's radius, which follows its size, steps further than that mid-flight.
        #expect(InspectorLint.findings(in: host.graph, from: flight.start, to: flight.end).isEmpty)
        var strict = LintThresholds()
        strict.maximumRadiusStep = 0.5
        let findings = InspectorLint.findings(in: host.graph, from: flight.start, to: flight.end, thresholds: strict)
        #expect(findings.map(\.description) == [
            "frame 11 (0.367 s) radius-snap [3]: corner radius went from 18.4 to 19.5 in one frame; at most 0.5 (lint.maximumRadiusStep)",
        ])
        // A window works the same findings out three moments at a time: none until every moment is checked.
        var run = InspectorLintRun(from: flight.start, to: flight.end, thresholds: strict)
        var calls = 0
        while run.findings == nil {
            run.sample(in: host.graph, moments: 3)
            calls += 1
        }
        #expect(calls == 8) // the moment at rest before, then frames 0 to 21 of 0.35 s at 60 fps: 23 moments
        #expect(run.findings?.map(\.description) == findings.map(\.description))
    }

    @Test func groupStatesFollowTheCardThroughItsTransition() throws {
        let host = grid()
        host.advance(to: 0.2)
        try SceneRecorder().apply(.tapIcon(3), to: host)
        host.advance(to: 0.2 + 0.35 / 2)
        #expect(MatchedGroupState.states(of: host.graph.traceEntry(replaying: host.time)).map(\.description) == ["3 presenting 50 %"])
        host.advance(to: 1)
        #expect(MatchedGroupState.states(of: host.graph.traceEntry(replaying: host.time)).map(\.description) == ["3 presented"])
        host.key(.escape)
        host.advance(to: 1.1)
        #expect(MatchedGroupState.states(of: host.graph.traceEntry(replaying: host.time)).map(\.phase) == [.dismissing])
        host.advance(to: 2)
        #expect(MatchedGroupState.states(of: host.graph.traceEntry(replaying: host.time)).isEmpty)   // every group idle
    }

    /// The history is bounded in bytes as well as in count: after forty flights only as many updates stay as
    /// fit in `ReplayHistory.byteLimit` (counted at `RecordedUpdate.bytesPerNode` a node of each tree), and the
    /// last transition still draws exactly as it was drawn live.
    @Test func theHistoryIsBoundedInBytesAndStillReplaysTheLastTransition() throws {
        let host = grid()
        host.graph.keepsReplayHistory = true
        var live: [Double: DisplayList] = [:]
        for flight in 0..<40 {
            let cell = try #require(host.layout.frame(of: IconGrid.cellID(flight % 6)))
            host.tap(at: CGPoint(x: cell.midX, y: cell.midY))
            for _ in 0..<30 {
                host.advance(by: 1.0 / 60)
                if flight == 39 { live[host.time] = host.graph.displayList }
            }
            host.tap(at: CGPoint(x: 4, y: 4))
            host.advance(by: 0.5)
        }
        let size = host.graph.replayHistorySize
        #expect(size.bytes <= ReplayHistory.byteLimit)
        // 9 updates of 255 nodes (1,750 bytes each) and a few tracks: about 446,000 bytes each, 4,194,304 in all.
        #expect(size.updates == 9)
        #expect(size.bytes > ReplayHistory.byteLimit - 2 * 255 * RecordedUpdate.bytesPerNode)
        for (time, list) in live.sorted(by: { $0.key < $1.key }) {
            #expect(host.graph.displayList(replaying: time).items == list.items, "t = \(time)")
        }
    }
}
