import Foundation
@testable import Desktop
@testable import Inspector
@testable import Headless
@testable import Studio
import StudioFiles
import LayoutCore
import Raster
import HeroScenes
import Testing
@testable import ViewRuntime

/// The inspector panel laid out as the window lays it out, with the renderer's own text metrics, in a
/// 390-point phone scene and at the default 1280 points: every text gets at least its measured width and
/// lies inside every clip around it and inside the dock (no word is cut), and nothing the panel or the
/// badge draws is over the scene.
@Suite struct InspectorPanelLayoutTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    let engine = RenderingKit(iconDirectory: InspectorPanelLayoutTests.packageRoot.appendingPathComponent("Assets/Icons").path).engine
    static let sceneHeight: CGFloat = 844

    /// The seed's hero at `width` × 844 with its history, "trash" opened at 0.2 s and sent back at 1.4 s, run to 2.4 s.
    func recordedAnimations(width: CGFloat) throws -> [RecordedAnimation] {
        let scene = try #require(BuiltInScene.named("seed-hero"))
        let host = HeadlessHost(scene.makeView(HeroConfig()), size: CGSize(width: width, height: Self.sceneHeight),
                                scale: 1, colorScheme: .light, rendering: RenderingKit(iconDirectory: Self.packageRoot.appendingPathComponent("Assets/Icons").path))
        host.graph.keepsReplayHistory = true
        host.advance(to: 0.2)
        try SceneRecorder().apply(.tapID("trash"), to: host)
        host.advance(to: 1.4)
        try SceneRecorder().apply(.tapID("trash"), to: host)
        host.advance(to: 2.4)
        return host.graph.recordedAnimations
    }

    /// A busy panel: replaying, paused at 25 %, three lint findings, three groups, and a delayed spring
    /// with five long changes that starts at the timeline's right edge.
    func busyModel(width: CGFloat) throws -> InspectorModel {
        var animations = try recordedAnimations(width: width)
        #expect(animations.count >= 2)
        animations.append(RecordedAnimation(start: 2.39, end: 2.9, curve: "spring(duration: 0.5, bounce: 0.3)",
                                            code: ".spring(duration: 0.5, bounce: 0.3).delay(0.1)", animation: .default,
                                            changes: ["\"lock.doc\" frame", "\"figure.run\" opacity", "ContentView frame",
                                                      "ResponsiveCardView cornerRadius", "id 12 transition"]))
        let findings = [
            LintFinding(rule: .twoSources, frame: 4, time: 0.25, ids: ["trash"], detail: ""),
            LintFinding(rule: .radiusSnap, frame: 11, time: 0.37, ids: ["lock.doc", "figure.run"], detail: ""),
            LintFinding(rule: .flightEnd, frame: 20, time: 0.52, ids: ["trash"], detail: ""),
        ]
        return InspectorModel(shownTime: 1.5, liveTime: 2.4, speed: 0.25, isPaused: true, isReplaying: true,
                              badge: "replay 1.500 s · 25 % · paused", animations: animations, policy: .retarget, path: .arc,
                              lint: .done(findings), framesPerSecond: 60, frameWorkMilliseconds: 0.66,
                              groups: ["trash dismissing 66 %", "pencil presenting 12 %", "3 idle"])
    }

    /// An idle, live panel before any transition.
    var idleModel: InspectorModel {
        InspectorModel(shownTime: 12.345, liveTime: 12.345, speed: 1, isPaused: false, isReplaying: false, badge: nil, animations: [],
                       policy: .retrace, path: .straight, lint: .none, framesPerSecond: nil, frameWorkMilliseconds: 0.41, groups: ["5 idle"])
    }

    /// What is wrong with a dock's drawing: texts narrower than measured or outside a clip or the dock, and
    /// anything drawn over the scene.
    func problems(in list: DisplayList, dock: CGRect) -> [String] {
        var problems: [String] = []
        var clips = [dock]
        for item in list.items {
            switch item {
            case .text(let text, let font, _, let frame, _):
                let measured = engine.measurer.metrics(of: text, font: font).width
                if measured > frame.width { problems.append("'\(text)' is \(measured) wide in a frame \(frame.width) wide") }
                if let clip = clips.last, !clip.contains(frame) { problems.append("'\(text)' at \(frame) is outside \(clip)") }
            case .shape(_, let frame, _, _), .image(_, let frame), .beginClip(_, let frame):
                if frame.minY < dock.minY { problems.append("\(item) is over the scene") }
                if case .beginClip = item { clips.append(clips.last!.intersection(frame)) }
            case .endClip:
                clips.removeLast()
            default:
                break
            }
        }
        return problems
    }

    /// The texts of a dock's drawing.
    func texts(in list: DisplayList) -> [String] {
        list.items.compactMap { if case .text(let text, _, _, _, _) = $0 { return text } else { return nil } }
    }

    /// The dock's drawing with the panel for `model` in a window `width` wide, as the window lays it out.
    func panelList(_ model: InspectorModel, width: CGFloat) -> (list: DisplayList, dock: CGRect, layout: InspectorPanelLayout) {
        let layout = InspectorPanelLayout(width: width, measurer: engine.measurer)
        let host = LayoutHost(size: CGSize(width: width, height: Self.sceneHeight + layout.height))
        let panel = InspectorPanel(model: model, layout: layout, measurer: engine.measurer)
        let list = engine.layout(InspectorDock(panel: panel, badge: model.badge, width: width), in: host).displayList()
        return (list, CGRect(x: 0, y: Self.sceneHeight, width: width, height: layout.height), layout)
    }

    /// The panel's still layer with its live layer drawn over it has exactly the whole panel's pixels, and the
    /// still layer does not change as the moment shown moves through a transition.
    @Test(arguments: [390.0, 1280.0])
    func theStillAndLiveLayersDrawExactlyTheWholePanel(width: Double) throws {
        var model = try busyModel(width: width)
        let kit = RenderingKit(iconDirectory: Self.packageRoot.appendingPathComponent("Assets/Icons").path)
        let layout = InspectorPanelLayout(width: width, measurer: engine.measurer)
        let host = LayoutHost(size: CGSize(width: width, height: Self.sceneHeight + layout.height))
        func list(_ layer: InspectorPanel.Layer) -> DisplayList {
            let panel = InspectorPanel(model: model, layout: layout, measurer: engine.measurer, layer: layer)
            return engine.layout(InspectorDock(panel: panel, badge: model.badge, width: width), in: host).displayList()
        }
        var stills: [[DisplayItem]] = []
        for shown in [1.45, 1.6, 1.75] { // the send-back at 1.4 s, plotted; the axis (0.9 s to 3.9 s) holds them all
            model.shownTime = shown
            let whole = kit.renderer.render(list(.whole), host: host)
            var layered = list(.still)
            layered.items += list(.live).items
            let parts = kit.renderer.render(layered, host: host)
            #expect(memcmp(whole.pixels, parts.pixels, whole.stride * whole.height) == 0, "shown at \(shown)")
            stills.append(list(.still).items)
        }
        #expect(stills[0] == stills[1] && stills[1] == stills[2])
        #expect(list(.live).items.count < list(.still).items.count / 2)
    }

    @Test(arguments: [390.0, 1280.0])
    func aBusyPanelCutsNoWordAndCoversNoScene(width: Double) throws {
        let (list, dock, layout) = panelList(try busyModel(width: width), width: width)
        #expect(layout.isCompact == (width < 640))
        #expect(problems(in: list, dock: dock) == [])
        let texts = texts(in: list)
        // The badge is in the panel, below the scene; the lint's first finding is there too.
        #expect(texts.contains("replay 1.500 s · 25 % · paused"))
        #expect(texts.contains { $0.contains("lint: two-sources trash") })
        // Every bar has a label, the animation as written first.
        #expect(texts.filter { $0.hasPrefix(".") }.count == 3)
        #expect(texts.contains { $0.hasPrefix(".spring(duration: 0.5, bounce: 0.3).delay(0.1)") })
    }

    @Test(arguments: [390.0, 1280.0])
    func anIdlePanelCutsNoWord(width: Double) {
        let (list, dock, _) = panelList(idleModel, width: width)
        #expect(problems(in: list, dock: dock) == [])
        // The live time and "idle" (not a stale frame rate) lead the status line.
        let texts = texts(in: list)
        #expect(texts.first?.hasPrefix("live 12.345 s  ·  100 %  ·  retrace, straight  ·  idle") == true)
        #expect(texts.contains { $0.contains("frame work 0.41 ms") } && texts.contains { $0.hasSuffix("5 idle") })
    }

    @Test func theWidePanelKeepsItsHeightAndTheNarrowOneWraps() {
        let wide = InspectorPanelLayout(width: 1280, measurer: engine.measurer)
        // 44 of status, 112 of timeline and one 13-point hint line (10-point Inter is 12.1 points tall).
        #expect(wide.height == 169 && wide.timelineTop == 44 && wide.timelineWidth == 1020 && wide.hintLines == 1)
        let narrow = InspectorPanelLayout(width: 390, measurer: engine.measurer)
        #expect(narrow.isCompact && narrow.statusLines == 3 && narrow.timelineWidth == 390)
        #expect(narrow.hintLines == 3)
        let height: CGFloat = 62 + 112 + 96 + 45   // status, timeline, curve, hints (3 lines of 13 and 6)
        #expect(narrow.height == height)
    }

    @Test func theBadgeStripIsBelowTheScene() {
        let host = LayoutHost(size: CGSize(width: 390, height: Self.sceneHeight + InspectorBadgeStrip.height))
        let list = engine.layout(InspectorDock(panel: nil, badge: "replay 1.500 s · 25 % · paused", width: 390), in: host).displayList()
        let dock = CGRect(x: 0, y: Self.sceneHeight, width: 390, height: InspectorBadgeStrip.height)
        #expect(problems(in: list, dock: dock) == [])
        #expect(texts(in: list) == ["replay 1.500 s · 25 % · paused"])
        #expect(InspectorDock.height(panel: nil, badge: "paused") == InspectorBadgeStrip.height)
        #expect(InspectorDock.height(panel: nil, badge: nil) == 0)
    }
}
