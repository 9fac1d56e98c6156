import Foundation
@testable import Desktop
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

    /// The inspector of the seed's hero after the flight, its clock at 2.4 s.
    func inspector() throws -> (InspectorController, HeadlessHost) {
        let seed = try #require(BuiltInScene.named("seed-hero"))
        let host = HeadlessHost(seed.makeView(HeroConfig()), size: scene.size, scale: 1, colorScheme: .light, rendering: kit)
        host.graph.keepsReplayHistory = true
        host.advance(to: 0.2)
        try SceneRecorder().apply(.tapID("trash"), to: host)
        host.advance(to: 2.4)
        let inspector = InspectorController(graph: host.graph, engine: kit.engine, extraSpeed: nil, lint: LintThresholds())
        inspector.clock.advance(to: 0)
        inspector.clock.advance(to: 2.4)
        return (inspector, host)
    }

    @Test func keysChangeTheClockAndTheDock() throws {
        let (inspector, _) = try inspector()
        #expect(inspector.dockHeight(width: 390) == 0 && inspector.badge == nil)
        inspector.perform(.cycleSpeed)
        #expect(inspector.badge == "25 %" && inspector.dockHeight(width: 390) == InspectorBadgeStrip.height)
        inspector.perform(.togglePanel)
        #expect(inspector.dockHeight(width: 390) == InspectorPanelLayout(width: 390, measurer: kit.engine.measurer).height)
        inspector.perform(.stepForward)
        #expect(inspector.clock.isPaused && abs(inspector.clock.now - (2.4 + InspectorClock.frameStep)) < 1e-12)
        inspector.perform(.firstFrame)
        #expect(inspector.clock.replayTime == 0.2 && !inspector.isReplaying)
        inspector.perform(.replay)
        #expect(inspector.isReplaying)
    }

    @Test func theTimelineScrubsOnlyWhileThePanelShows() throws {
        let (inspector, _) = try inspector()
        let layout = InspectorPanelLayout(width: 390, measurer: kit.engine.measurer)
        let onTimeline = CGPoint(x: 100, y: scene.size.height + layout.timelineTop + 20)
        inspector.press(at: onTimeline)
        #expect(inspector.clock.replayTime == nil && !inspector.drag(to: onTimeline))
        inspector.perform(.togglePanel)
        inspector.press(at: onTimeline)
        let scrubbed = try #require(inspector.clock.replayTime)
        #expect(inspector.clock.isPaused && scrubbed < 2.4)
        #expect(inspector.drag(to: CGPoint(x: 50, y: 0)))   // off the timeline: the drag goes on, the moment stays
        #expect(inspector.clock.replayTime == scrubbed)
        inspector.release()
        #expect(!inspector.drag(to: onTimeline))
    }

    @Test func aFrameIsPreparedBeforeItIsPresented() throws {
        let (inspector, _) = try inspector()
        let window = LayoutHost(size: scene.size)
        var frame = inspector.prepare(scene: scene, window: window)
        #expect(frame.onionSkin == nil && frame.dock == nil)   // nothing asked for, time normal
        inspector.perform(.toggleOnionSkin)
        inspector.perform(.togglePanel)
        frame = inspector.prepare(scene: scene, window: LayoutHost(size: CGSize(width: 390, height: 844 + 312)))
        let skin = try #require(frame.onionSkin)
        #expect(skin.items.contains { if case .shape = $0 { return true } else { return false } })
        let dock = try #require(frame.dock)
        #expect(dock.list.items.contains { if case .text(let text, _, _, _, _) = $0 { return text.hasPrefix("live 2.400 s") } else { return false } })
        // The dock is laid out in a host of its own, the window's width and the panel's height.
        #expect(dock.host.size == CGSize(width: 390, height: inspector.dockHeight(width: 390)))
    }
}
