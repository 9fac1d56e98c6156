@testable import Desktop
import Foundation
import Headless
import StudioFiles
import LayoutCore
import Raster
import Testing
import ViewRuntime

/// The window asks its reload hook every half second of wall time and shows the problem it reported until
/// a reload is applied; a window without a hook asks nothing.
@MainActor
@Suite struct ReloadPollerTests {
    let graph = ViewGraph(AnyView(Color.red), host: LayoutHost(size: CGSize(width: 10, height: 10)), engine: LayoutEngine())

    @Test func asksEveryHalfSecondAndKeepsTheProblem() {
        var answers: [WindowReload?] = [.failed(message: "bad"), nil, .applied(inspectorSpeed: 0.5, lint: LintThresholds())]
        var asked = 0
        var poller = ReloadPoller(hook: { _ in
            asked += 1
            return answers.removeFirst()
        })
        #expect(poller.poll(graph, wall: 0.2) == nil && asked == 0)
        guard case .failed("bad") = poller.poll(graph, wall: 0.5) else { Issue.record("expected the problem"); return }
        #expect(poller.problem == "bad")
        #expect(poller.poll(graph, wall: 0.9) == nil && asked == 1)   // not due
        #expect(poller.poll(graph, wall: 1.0) == nil && poller.problem == "bad")   // nothing changed
        guard case .applied(let speed, _) = poller.poll(graph, wall: 1.6) else { Issue.record("expected the reload"); return }
        #expect(speed == 0.5 && poller.problem == nil && asked == 3)
    }

    @Test func noHookNoReload() {
        var poller = ReloadPoller(hook: nil)
        #expect(poller.poll(graph, wall: 10) == nil && poller.problem == nil)
    }
}
