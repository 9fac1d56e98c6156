import Desktop
import Foundation
import Headless
import LayoutCore
import Motion
import StudioCore
import StudioSettings
import ViewRuntime

/// The window's inspector: its keys and scrubbing on the timeline, which change how the window's clock runs,
/// the onion skin, the lint of the transition shown and the panel or badge docked under the scene. The window
/// owns the clock and hands it over; it asks the inspector what to show (`prepare`) before a frame is presented.
@MainActor
package final class InspectorController: WindowInspector {
    /// Whether the panel shows under the scene.
    package private(set) var isPanelShown = false
    /// Whether the onion skin shows over the scene.
    private var showsOnionSkin = false
    private var lint: InspectorLintTracker
    private var scrubber = TimelineScrubber()
    private var ticker = PanelTicker()
    private var recentFrames = RecentFrames()
    private var dock = InspectorDockCache()
    private var onionSkin = OnionSkinCache()
    /// The status line's matched-geometry groups, the wall time they were worked out at and the moment
    /// they describe.
    private var groups: (wall: Double, shown: Double, lines: [String])?
    /// How often the groups are worked out again while time runs (seconds of wall time): reading every
    /// view's geometry each frame cost more than drawing the frame, and ten updates a second read smoothly.
    static let groupsInterval = 0.1
    private let graph: ViewGraph
    private let engine: LayoutEngine

    /// The inspector of `graph`, laying out its panel with `engine`.
    package init(graph: ViewGraph, engine: LayoutEngine, lint thresholds: LintThresholds) {
        self.graph = graph
        self.engine = engine
        lint = InspectorLintTracker(thresholds: thresholds)
    }

    /// Takes new lint thresholds (a reloaded config's).
    package func apply(lint thresholds: LintThresholds) { lint.thresholds = thresholds }

    /// Does what one of the inspector's keys asks of the window's `clock`, the graph or the panel.
    package func perform(_ command: InspectorCommand, clock: inout SceneClock) {
        let lastStart = graph.recordedAnimations.last?.start
        switch command {
        case .togglePanel: isPanelShown.toggle()
        case .cycleSpeed: clock.cycleSpeed()
        case .togglePause: clock.togglePause()
        case .stepForward:
            clock.stepForward()
            graph.advance(to: clock.now)
        case .stepBack: clock.stepBack(earliest: graph.replayableSince)
        case .replay: if let lastStart { clock.replay(from: lastStart) }
        case .firstFrame: if let lastStart { clock.showFirstFrame(of: lastStart, earliest: graph.replayableSince) }
        case .live: clock.resumeLive()
        case .toggleOnionSkin: showsOnionSkin.toggle()
        case .nextPolicy:
            let policies = InterruptionPolicy.allCases
            graph.interruptionPolicy = policies[((policies.firstIndex(of: graph.interruptionPolicy) ?? 0) + 1) % policies.count]
        case .switchPath: graph.motionPath = graph.motionPath == .straight ? .arc : .straight
        }
    }

    // MARK: - The timeline

    /// A press at `point` of the window, under the scene: the timeline starts a drag when the panel shows.
    package func press(at point: CGPoint, clock: inout SceneClock) {
        let panel = isPanelShown ? panelLayout : nil
        scrubber.press(at: point, panel: panel, sceneHeight: graph.host.size.height, clock: &clock, graph: graph)
    }

    /// The pointer moved to `point`: returns whether it scrubbed (a drag on the timeline goes on).
    package func drag(to point: CGPoint, clock: inout SceneClock) -> Bool {
        guard scrubber.isScrubbing else { return false }
        return scrubber.drag(to: point, panel: panelLayout, sceneHeight: graph.host.size.height, clock: &clock, graph: graph)
    }

    /// The button went up: a drag on the timeline ends.
    package func release() { scrubber.release() }

    /// The panel's layout at the scene's width.
    private var panelLayout: InspectorPanelLayout { dock.panelLayout(width: graph.host.size.width, measurer: engine.measurer) }

    // MARK: - Working while idle

    /// The height docked under the scene in a window `width` wide at `clock`: the panel's, the badge strip's,
    /// or none.
    package func dockHeight(width: CGFloat, clock: SceneClock) -> CGFloat {
        InspectorDock.height(panel: isPanelShown ? dock.panelLayout(width: width, measurer: engine.measurer) : nil,
                             badge: InspectorBadge.text(for: clock))
    }

    /// Works on the lint of the transition shown for up to `seconds` (a few moments at a time, so no frame
    /// stalls for it) while the panel shows; returns whether its findings became known.
    package func workOnLint(for seconds: Double, clock: SceneClock) -> Bool {
        guard isPanelShown else { return false }
        let deadline = monotonicSeconds() + seconds
        while lint.needsWork(in: graph, shownAt: clock.shownTime), monotonicSeconds() < deadline {
            if lint.work(in: graph, shownAt: clock.shownTime, moments: 1) { return true }
        }
        return false
    }

    /// Whether the shown panel of an idle window is due to be drawn again, so its clock stays current.
    package var isPanelDue: Bool { isPanelShown && ticker.isDue(at: monotonicSeconds()) }

    /// How long an idle window waits for input (milliseconds): at most `limit`, less when the panel's clock
    /// is due to tick, and not at all while a lint is being worked out.
    package func idleWait(limit: Int32, clock: SceneClock) -> Int32 {
        guard isPanelShown else { return limit }
        if lint.needsWork(in: graph, shownAt: clock.shownTime) { return 0 }
        return ticker.millisecondsUntilDue(at: monotonicSeconds(), limit: limit)
    }

    // MARK: - A frame

    /// What the inspector shows in the next frame, worked out before it is presented: the onion skin over
    /// a scene of `sceneHost`, and what docks under it in a window of `windowHost`'s width, laid out in a host
    /// of its own height (nil when nothing docks).
    package func prepare(scene sceneHost: LayoutHost, window windowHost: LayoutHost,
                 clock: SceneClock) -> (onionSkin: DisplayList?, dock: (list: DisplayList, host: LayoutHost)?) {
        let skin = showsOnionSkin ? onionSkin.overlay(in: graph, host: sceneHost, engine: engine) : nil
        let panel = isPanelShown ? model(clock) : nil
        let height = dockHeight(width: windowHost.size.width, clock: clock)
        guard height > 0 else { return (skin, nil) }
        let host = LayoutHost(size: CGSize(width: windowHost.size.width, height: height), scale: windowHost.scale)
        return (skin, dock.list(model: panel, badge: InspectorBadge.text(for: clock), in: host, engine: engine).map { ($0, host) })
    }

    /// Notes a frame on screen that took `work` seconds at `clock`; `moving` says whether something moved.
    package func drewFrame(work: Double, moving: Bool, clock: SceneClock) {
        if isPanelShown { ticker.drew(at: monotonicSeconds()) }
        recentFrames.append(time: clock.wallElapsed, work: work, moving: moving)
    }

    /// One line per matched-geometry group at the moment shown: worked out again when that moment is not the
    /// one described and time stands (paused, or stepped), else at most every `groupsInterval` seconds.
    private func matchedGroups(_ clock: SceneClock) -> [String] {
        let wall = clock.wallElapsed, shownTime = clock.shownTime
        if let groups, groups.shown == shownTime || (!clock.isPaused && wall - groups.wall < Self.groupsInterval) { return groups.lines }
        let shown = graph.traceEntry(replaying: shownTime)
        let states = MatchedGroupState.states(of: shown)
        let idle = Set(shown.matchedGeometry.map(\.id)).count - states.count
        let lines = states.map(\.description) + (idle > 0 ? ["\(idle) idle"] : [])
        groups = (wall, shownTime, lines)
        return lines
    }

    /// What the panel shows at `clock`.
    private func model(_ clock: SceneClock) -> InspectorModel {
        let (framesPerSecond, work) = recentFrames.lastSecond(before: clock.wallElapsed)
        let groups = matchedGroups(clock)
        return InspectorModel(shownTime: clock.shownTime, liveTime: clock.now, speed: clock.speed, isPaused: clock.isPaused,
                              isReplaying: clock.replayTime != nil, badge: InspectorBadge.text(for: clock), animations: graph.recordedAnimations,
                              policy: graph.interruptionPolicy, path: graph.motionPath,
                              lint: lint.status(in: graph, shownAt: clock.shownTime), framesPerSecond: framesPerSecond,
                              frameWorkMilliseconds: work, groups: groups)
    }
}
