import Foundation
import Headless
import Studio
import StudioFiles
import HeroScenes
import Testing

/// The inspector's lint is that of the transition shown: nothing while it runs, its findings once it has
/// ended and its moments are checked, never the previous transition's.
@Suite struct InspectorLintTrackerTests {
    /// The icon grid keeping its history, with card 3 opened at 0.2 s (0.35 s flight) and run to 1 s.
    func opened() throws -> HeadlessHost {
        let host = HeadlessHost(IconGrid(config: HeroConfig()), size: CGSize(width: 640, height: 400))
        host.graph.keepsReplayHistory = true
        host.advance(to: 0.2)
        try SceneRecorder().apply(.tapIcon(3), to: host)
        return host
    }

    /// Thresholds under which the demo's flight has one finding (its corner radius steps more than 0.5 pt).
    var strict: LintThresholds {
        var thresholds = LintThresholds()
        thresholds.maximumRadiusStep = 0.5
        return thresholds
    }

    /// Works until the transition shown at `time` is checked; returns the calls it took.
    func finish(_ tracker: inout InspectorLintTracker, _ host: HeadlessHost, at time: Double) -> Int {
        var calls = 0
        while tracker.needsWork(in: host.graph, shownAt: time) {
            tracker.work(in: host.graph, shownAt: time, moments: 5)
            calls += 1
        }
        return calls
    }

    @Test func nothingBeforeTheFirstTransitionAndRunningWhileItRuns() throws {
        let host = HeadlessHost(IconGrid(config: HeroConfig()), size: CGSize(width: 640, height: 400))
        host.graph.keepsReplayHistory = true
        var tracker = InspectorLintTracker(thresholds: strict)
        #expect(tracker.status(in: host.graph, shownAt: host.time) == .none)
        host.advance(to: 0.2)
        try SceneRecorder().apply(.tapIcon(3), to: host)
        host.advance(to: 0.4)
        #expect(tracker.status(in: host.graph, shownAt: host.time) == .running)
        #expect(!tracker.needsWork(in: host.graph, shownAt: host.time))   // nothing to check before it ends
        let finished = tracker.work(in: host.graph, shownAt: host.time, moments: 100)
        #expect(!finished)
    }

    @Test func theFindingsOfTheTransitionShownOnceChecked() throws {
        let host = try opened()
        host.advance(to: 1)
        var tracker = InspectorLintTracker(thresholds: strict)
        #expect(tracker.status(in: host.graph, shownAt: 1) == .running)   // ended, not checked yet
        #expect(finish(&tracker, host, at: 1) == 5)   // 23 moments, 5 at a time
        let expected = InspectorLint.findings(in: host.graph, from: 0.2, to: 0.2 + 0.35, thresholds: strict)
        #expect(expected.map(\.rule) == [.radiusSnap])
        #expect(tracker.status(in: host.graph, shownAt: 1) == .done(expected))
    }

    @Test func theNextTransitionDoesNotShowThePreviousResult() throws {
        let host = try opened()
        host.advance(to: 1)
        var tracker = InspectorLintTracker(thresholds: strict)
        _ = finish(&tracker, host, at: 1)
        let first = tracker.status(in: host.graph, shownAt: 1)
        host.key(.escape)   // the card flies back from 1 s
        host.advance(to: 1.1)
        #expect(tracker.status(in: host.graph, shownAt: 1.1) == .running)
        host.advance(to: 2)
        #expect(tracker.status(in: host.graph, shownAt: 2) == .running)   // ended, being checked
        _ = finish(&tracker, host, at: 2)
        guard case .done = tracker.status(in: host.graph, shownAt: 2) else { Issue.record("not checked"); return }
        // Scrubbed back into the first flight: its own result, kept.
        #expect(tracker.status(in: host.graph, shownAt: 0.3) == first)
        #expect(!tracker.needsWork(in: host.graph, shownAt: 0.3))
    }

    @Test func theTransitionShownIsTheLastStartedAtOrBeforeTheMoment() throws {
        let host = try opened()
        host.advance(to: 1)
        host.key(.escape)
        host.advance(to: 2)
        let animations = host.graph.recordedAnimations
        #expect(InspectorLintTracker.transition(shownAt: 0.1, in: animations) == nil)
        #expect(InspectorLintTracker.transition(shownAt: 0.2, in: animations)?.start == 0.2)
        #expect(InspectorLintTracker.transition(shownAt: 0.99, in: animations)?.start == 0.2)
        #expect(InspectorLintTracker.transition(shownAt: 1.5, in: animations)?.start == 1)
    }
}
