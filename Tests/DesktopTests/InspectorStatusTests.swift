@testable import Desktop
@testable import Inspector
@testable import Headless
@testable import Studio
import Testing
@testable import ViewRuntime

/// The status line says what is true now: the live time, `idle` instead of a stale frame rate, and the
/// lint of the transition shown (`running…` until it is known); the badge's facts are not repeated.
@Suite struct InspectorStatusTests {
    func model(lint: InspectorLintTracker.Status = .none, fps: Double? = nil, replaying: Bool = false, speed: Double = 1) -> InspectorModel {
        InspectorModel(shownTime: replaying ? 1 : 4.25, liveTime: 4.25, speed: speed, isPaused: false, isReplaying: replaying,
                       badge: nil, animations: [], policy: .retrace, path: .straight, lint: lint, framesPerSecond: fps,
                       frameWorkMilliseconds: nil, groups: [])
    }
    func status(_ model: InspectorModel) -> [String] { model.statusItems.map(\.text) }

    @Test func anIdleWindowSaysIdleAndTheLiveTime() {
        #expect(status(model()) == ["live 4.250 s", "100 %", "retrace, straight", "idle"])
        #expect(status(model(fps: 60)) == ["live 4.250 s", "100 %", "retrace, straight", "60 fps"])
    }

    @Test func theLintOfTheTransitionShown() {
        #expect(status(model(lint: .running)).last == "lint: running…")
        #expect(status(model(lint: .done([]))).last == "lint: clean")
        let finding = LintFinding(rule: .twoSources, frame: 3, time: 0.2, ids: ["trash"], detail: "")
        #expect(status(model(lint: .done([finding, finding]))).suffix(2) == ["lint: two-sources trash", "two-sources trash"])
    }

    @Test func whatTheBadgeSaysIsNotRepeated() {
        #expect(status(model(replaying: true, speed: 0.25)) == ["retrace, straight", "idle"])
    }

    @Test func theTimelineKeepsTheLastTransitionInViewWhileIdle() {
        let flight = RecordedAnimation(start: 10, end: 10.5, curve: "easeInOut 0.5s", code: ".easeInOut(duration: 0.5)",
                                       animation: .curve(.easeInOut, duration: 0.5), changes: ["id 3 frame"])
        #expect(InspectorModel.axis(liveTime: 4.25, shownTime: 4.25, animations: []) == 2.25...5.25)   // none yet: now
        #expect(InspectorModel.axis(liveTime: 10.2, shownTime: 10.2, animations: [flight]) == 8.5...11.5)
        #expect(InspectorModel.axis(liveTime: 30, shownTime: 30, animations: [flight]) == 8.5...11.5)   // idle long after
        #expect(InspectorModel.axis(liveTime: 30, shownTime: 10, animations: [flight]) == 8.5...11.5)   // Home
        #expect(InspectorModel.axis(liveTime: 30, shownTime: 5, animations: [flight]) == 4...7)         // stepped back before it
    }
}
