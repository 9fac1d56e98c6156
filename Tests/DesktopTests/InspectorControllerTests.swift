import Foundation
@testable import Desktop
@testable import Inspector
import Headless
import StudioFiles
import LayoutCore
import Raster
import HeroScenes
@testable import Studio
import Testing
import ViewRuntime

/// The inspector as the window drives it, on the seed's hero with "trash" opened at 0.2 s and the clock at
/// 2.4 s: its keys change the clock and the dock, the timeline scrubs only while the panel shows, and a
/// frame's onion skin and dock are worked out by `prepare`, before anything is presented.
@MainActor
@Suite struct InspectorControllerTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    let kit = RenderingKit(iconDirectory: InspectorControllerTests.packageRoot.appendingPathComponent("Assets/Icons").path)
    let scene = LayoutHost(size: CGSize(width: 390, height: 844))

    /// The inspector of the seed's hero after the flight, and the window's clock at 2.4 s.
    func inspector() throws -> (InspectorController, HeadlessHost, SceneClock) {
        let seed = try #require(BuiltInScene.named("seed-hero"))
        let host = HeadlessHost(seed.makeView(HeroConfig()), size: scene.size, scale: 1, colorScheme: .light, rendering: kit)
        host.keepsReplayHistory = true
        host.advance(to: 0.2)
        try SceneRecorder().apply(.tapID("trash"), to: host)
        host.advance(to: 2.4)
        let inspector = InspectorController(graph: host.graph, engine: kit.engine, lint: LintThresholds())
        var clock = SceneClock()
        clock.advance(to: 0)
        clock.advance(to: 2.4)
        return (inspector, host, clock)
    }

    @Test func keysChangeTheClockAndTheDock() throws {
        var (inspector, _, clock) = try inspector()
        #expect(inspector.dockHeight(width: 390, clock: clock) == 0 && InspectorBadge.text(for: clock) == nil)
        inspector.perform(.cycleSpeed, clock: &clock)
        #expect(InspectorBadge.text(for: clock) == "25 %" && inspector.dockHeight(width: 390, clock: clock) == InspectorBadgeStrip.height)
        inspector.perform(.togglePanel, clock: &clock)
        #expect(inspector.dockHeight(width: 390, clock: clock) == InspectorPanelLayout(width: 390, measurer: kit.engine.measurer).height)
        inspector.perform(.stepForward, clock: &clock)
        #expect(clock.isPaused && abs(clock.now - (2.4 + SceneClock.frameStep)) < 1e-12)
        inspector.perform(.firstFrame, clock: &clock)
        #expect(clock.replayTime == 0.2 && !clock.isReplaying)
        inspector.perform(.replay, clock: &clock)
        #expect(clock.isReplaying)
    }

    @Test func theTimelineScrubsOnlyWhileThePanelShows() throws {
        var (inspector, _, clock) = try inspector()
        let layout = InspectorPanelLayout(width: 390, measurer: kit.engine.measurer)
        let onTimeline = CGPoint(x: 100, y: scene.size.height + layout.timelineTop + 20)
        inspector.press(at: onTimeline, clock: &clock)
        #expect(clock.replayTime == nil && !inspector.drag(to: onTimeline, clock: &clock))
        inspector.perform(.togglePanel, clock: &clock)
        inspector.press(at: onTimeline, clock: &clock)
        let scrubbed = try #require(clock.replayTime)
        #expect(clock.isPaused && scrubbed < 2.4)
        #expect(inspector.drag(to: CGPoint(x: 50, y: 0), clock: &clock))   // off the timeline: the drag goes on, the moment stays
        #expect(clock.replayTime == scrubbed)
        inspector.release()
        #expect(!inspector.drag(to: onTimeline, clock: &clock))
    }

    @Test func aFrameIsPreparedBeforeItIsPresented() throws {
        var (inspector, _, clock) = try inspector()
        let window = LayoutHost(size: scene.size)
        var frame = inspector.prepare(scene: scene, window: window, clock: clock)
        #expect(frame.onionSkin == nil && frame.dock == nil)   // nothing asked for, time normal
        inspector.perform(.toggleOnionSkin, clock: &clock)
        inspector.perform(.togglePanel, clock: &clock)
        frame = inspector.prepare(scene: scene, window: LayoutHost(size: CGSize(width: 390, height: 844 + 312)), clock: clock)
        let skin = try #require(frame.onionSkin)
        #expect(skin.items.contains { if case .shape = $0 { return true } else { return false } })
        let dock = try #require(frame.dock)
        #expect(dock.list.items.contains { if case .text(let text, _, _, _, _) = $0 { return text.hasPrefix("live 2.400 s") } else { return false } })
        // The dock is laid out in a host of its own, the window's width and the panel's height.
        #expect(dock.host.size == CGSize(width: 390, height: inspector.dockHeight(width: 390, clock: clock)))
    }
}
