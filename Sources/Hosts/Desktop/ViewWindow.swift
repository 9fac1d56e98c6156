import CSDL2
import Foundation
import Headless
import Studio
import Hero
import LayoutCore
import Motion
import Raster
import ViewRuntime

/// How a window of any view runs.
public struct ViewWindowOptions {
    /// The window title.
    public var title: String
    /// The window size in points.
    public var size: CGSize
    /// Print frame-time percentiles on exit.
    public var printStats = false
    /// Quit after this many seconds.
    public var exitAfter: Double?
    /// A config file whose `animations:` replace the scene's animations; re-read when it changes.
    public var configPath: String?
    /// Rebuilds the root view for a reloaded config (views that take the config, like the icon grid).
    public var rootForConfig: (@MainActor (HeroConfig) -> AnyView)?
    /// Open and close the matched-geometry views one after another by itself.
    public var autoplay = false
    /// Draw frames back to back, each 1/60 s of simulation time after the last, instead of pacing them at
    /// 60 Hz of wall time (for soak runs and throughput measurements).
    public var unpaced = false
    /// Quit after drawing this many frames.
    public var exitAfterFrames: Int?
    /// Open with the inspector panel shown (H toggles it).
    public var inspect = false
    /// One more speed for S besides 100, 25 and 10 % (a config's `inspector.speed`).
    public var inspectorSpeed: Double?
    /// The thresholds the inspector's lint uses (a config's `lint:`).
    public var lint = LintThresholds()

    /// Creates options.
    public init(title: String, size: CGSize) {
        self.title = title
        self.size = size
    }
}

/// The SDL2 window host of any view tree: clicks become taps, keys become key presses, window resizes
/// resize the tree; frames are drawn with the shared cairo renderer at 60 Hz while anything animates.
/// The inspector's keys: H shows the panel under the scene (the window grows; the scene keeps its size),
/// S goes through 100 %, 25 % and 10 % speed, P pauses, `.` and `,` step a frame forwards and back, R
/// replays the last transition, Home pauses on its first frame and End goes live and plays, O shows the last transition's onion
/// skin, I goes through the interruption policies and A switches straight and arc paths; dragging on the
/// timeline scrubs.
/// A badge says when time is not normal: in the panel, or in a strip under the scene while the panel is
/// hidden; it never covers the scene. Q quits.
@MainActor
public final class ViewWindow {
    private let options: ViewWindowOptions
    private let graph: ViewGraph
    private let renderer: CairoRenderer
    private let rasterizer: FrameRasterizer
    private var window: SDLWindow?
    private var fallbackImage: RasterImage?
    private var sceneSizedImage: RasterImage?
    private let engine: LayoutEngine
    private var stats = FrameStats()
    private var clock = InspectorClock()
    private var inspectorVisible = false
    private var onionSkinShown = false
    private var onionSkin: (animation: RecordedAnimation, skin: OnionSkin)?
    private var lint: InspectorLintTracker
    private var scrubbing = false
    /// The frames of the last seconds: when (wall seconds), their work (seconds), and whether anything moved.
    private var recentFrames: [(time: Double, work: Double, moving: Bool)] = []
    /// How far the window was grown under the scene for the panel or the badge's strip.
    private var dockHeight: CGFloat = 0
    /// The panel's layout for the window's width, worked out again when the width changes.
    private var panelLayoutCache: InspectorPanelLayout?
    /// What was docked under the scene last, and its drawing commands: equal docks are not laid out again.
    private var dockCache: (key: DockKey, list: DisplayList)?
    private var panelTicker = PanelTicker()
    private var watcher: ConfigWatcher?
    private var configProblem: String?

    /// Creates the host of `graph`; nothing opens until `run()`. `engine` lays out the config error bar.
    public init(graph: ViewGraph, renderer: CairoRenderer, engine: LayoutEngine, options: ViewWindowOptions) {
        self.graph = graph
        self.renderer = renderer
        rasterizer = FrameRasterizer(renderer: renderer)
        self.engine = engine
        self.options = options
        watcher = options.configPath.map(ConfigWatcher.init)
        // Every transition can be scrubbed and replayed; scenes in a window are small.
        graph.keepsReplayHistory = true
        clock.extraSpeed = options.inspectorSpeed
        lint = InspectorLintTracker(thresholds: options.lint)
    }

    /// Opens the window and runs until the user quits. Throws `DesktopError.noDisplay` without touching
    /// SDL video when there is no display.
    public func run() throws {
        let window = try SDLWindow(title: options.title, width: Int(options.size.width), height: Int(options.size.height))
        self.window = window
        defer { window.close() }
        if options.inspect { toggleInspector() }
        syncWindowSize()
        loop()
        if options.printStats {
            stats.memoryAtEnd = ProcessMemory.current()
            stats.iconCacheAtEnd = renderer.icons.cachedRasterBytes
            stats.iconCacheLimit = renderer.icons.cacheByteLimit
            print(stats.report)
        }
    }

    private func loop() {
        let frameInterval = 1.0 / 60
        var nextTick: Double?
        var lastStart = 0.0
        var needsDraw = true
        var lastConfigPoll = 0.0
        var nextAutoplay = 0.5
        var autoplayIndex = 0
        var event = SDL_Event()
        var times = FrameTimes()
        var firstFrameShown = false
        var framesDrawn = 0
        while true {
            let animating = graph.isAnimating || isReplaying
            if options.unpaced {
                needsDraw = true
                clock.advance(to: monotonicSeconds(), step: frameInterval)
            } else {
                if !animating && !needsDraw {
                    let timeout = idleWait(limit: options.exitAfter != nil || options.autoplay ? 16 : 250)
                    if timeout > 0 { _ = SDL_WaitEventTimeout(nil, timeout) }
                }
                clock.advance(to: monotonicSeconds())
            }
            graph.advance(to: clock.now)
            while SDL_PollEvent(&event) != 0 {
                // A click's or key's state change is part of the next frame's work.
                let inputStart = monotonicSeconds()
                let outcome = handle(event)
                times.layout += monotonicSeconds() - inputStart
                switch outcome {
                case .quit: return
                case .redraw: needsDraw = true
                case .none: break
                }
            }
            if let limit = options.exitAfter, clock.wallElapsed >= limit { return }
            if options.autoplay, clock.now >= nextAutoplay, !graph.isAnimating {
                autoplay(&autoplayIndex)
                nextAutoplay = clock.now + 0.6
                needsDraw = true
            }
            if clock.wallElapsed - lastConfigPoll >= 0.5 {
                lastConfigPoll = clock.wallElapsed
                if pollConfig() { needsDraw = true }
            }
            updateDock()
            let stillAnimating = graph.isAnimating || isReplaying
            if inspectorVisible {
                // The lint of an ended transition shows as soon as it is known, and an idle panel's clock ticks.
                if workOnLint(for: stillAnimating || needsDraw ? 0.002 : 0.008) { needsDraw = true }
                if panelTicker.isDue(at: monotonicSeconds()) { needsDraw = true }
            }
            guard needsDraw || stillAnimating || animating else {
                nextTick = nil
                continue
            }
            if stillAnimating, !options.unpaced, let tick = nextTick {
                let wait = tick - monotonicSeconds()
                if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
                clock.advance(to: monotonicSeconds())
            }
            let start = monotonicSeconds()
            graph.advance(to: clock.now)
            drawFrame(&times, moving: stillAnimating)
            let end = monotonicSeconds()
            if !firstFrameShown {
                firstFrameShown = true
                stats.firstFrameAge = ProcessAge.seconds()
            }
            needsDraw = false
            framesDrawn += 1
            if options.printStats, framesDrawn == FrameStats.memoryWarmUpFrames {
                stats.memoryAtStart = ProcessMemory.current()
                stats.iconCacheAtStart = renderer.icons.cachedRasterBytes
                stats.memoryStartFrame = framesDrawn
            }
            if let limit = options.exitAfterFrames, framesDrawn >= limit { return }
            defer { times = FrameTimes() }
            guard stillAnimating else {
                nextTick = nil
                continue
            }
            stats.record(times, interval: nextTick.map { _ in start - lastStart })
            lastStart = start
            nextTick = max((nextTick ?? start) + frameInterval, end)
        }
    }

    private enum EventOutcome { case quit, redraw, none }

    private func handle(_ event: SDL_Event) -> EventOutcome {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_KEYDOWN.rawValue:
            let sym = Int(event.key.keysym.sym)
            if sym == Int(SDLK_q.rawValue) { return .quit }
            if inspectorKey(sym) { return .redraw }
            let keys: [(UInt32, KeyEquivalent)] = [
                (SDLK_ESCAPE.rawValue, .escape), (SDLK_RETURN.rawValue, .return), (SDLK_KP_ENTER.rawValue, .return),
                (SDLK_SPACE.rawValue, .space), (SDLK_LEFT.rawValue, .leftArrow), (SDLK_RIGHT.rawValue, .rightArrow),
                (SDLK_UP.rawValue, .upArrow), (SDLK_DOWN.rawValue, .downArrow),
            ]
            guard let key = keys.first(where: { Int($0.0) == sym })?.1 else { return .none }
            clock.goLive()
            graph.key(key)
            return .redraw
        case SDL_MOUSEBUTTONDOWN.rawValue:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { return .none }
            let point = CGPoint(x: Double(event.button.x), y: Double(event.button.y))
            if point.y >= graph.host.size.height {
                // The dock under the scene: the panel's timeline scrubs; the badge's strip does nothing.
                scrubbing = inspectorVisible && scrub(at: point)
                return .redraw
            }
            clock.goLive()
            graph.tap(at: point)
            return .redraw
        case SDL_MOUSEMOTION.rawValue:
            guard scrubbing else { return .none }
            _ = scrub(at: CGPoint(x: Double(event.motion.x), y: Double(event.motion.y)))
            return .redraw
        case SDL_MOUSEBUTTONUP.rawValue:
            scrubbing = false
            return .none
        case SDL_WINDOWEVENT.rawValue:
            let kind = UInt32(event.window.event)
            if kind == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue || kind == SDL_WINDOWEVENT_EXPOSED.rawValue {
                syncWindowSize()
                return .redraw
            }
            return .none
        default:
            return .none
        }
    }

    private func syncWindowSize() {
        guard var size = window?.size else { return }
        dockHeight = wantedDockHeight(width: size.width)
        size.height = max(1, size.height - dockHeight)
        guard size != graph.host.size else { return }
        graph.resize(to: size)
    }

    /// The panel's layout in a window `width` wide.
    private func panelLayout(width: CGFloat) -> InspectorPanelLayout {
        if let cached = panelLayoutCache, cached.width == width { return cached }
        let layout = InspectorPanelLayout(width: width, measurer: engine.measurer)
        panelLayoutCache = layout
        return layout
    }

    /// The height to dock under the scene in a window `width` wide: the panel's, the badge strip's, or none.
    private func wantedDockHeight(width: CGFloat) -> CGFloat {
        InspectorDock.height(panel: inspectorVisible ? panelLayout(width: width) : nil, badge: InspectorBadge.text(for: clock))
    }

    /// Grows or shrinks the window under the scene when what is docked there changes (the panel is shown or
    /// hidden, the badge's strip comes or goes): the scene keeps its size.
    private func updateDock() {
        guard let window else { return }
        let size = graph.host.size
        let wanted = wantedDockHeight(width: size.width)
        guard wanted != dockHeight else { return }
        dockHeight = wanted
        window.setSize(width: Int(size.width), height: Int(size.height + wanted))
    }

    // MARK: - Inspector

    /// Whether a past moment is playing towards now.
    private var isReplaying: Bool { clock.replayTime != nil && !clock.isPaused }

    /// Handles the inspector's keys; returns whether `sym` was one.
    private func inspectorKey(_ sym: Int) -> Bool {
        let lastStart = graph.recordedAnimations.last?.start
        switch UInt32(sym) {
        case SDLK_h.rawValue: toggleInspector()
        case SDLK_s.rawValue: clock.cycleSpeed()
        case SDLK_p.rawValue: clock.togglePause()
        case SDLK_PERIOD.rawValue: stepForward()
        case SDLK_COMMA.rawValue: clock.stepBack(earliest: graph.replayableSince)
        case SDLK_r.rawValue: if let lastStart { clock.replay(from: lastStart) }
        case SDLK_HOME.rawValue: if let lastStart { clock.showFirstFrame(of: lastStart, earliest: graph.replayableSince) }
        case SDLK_END.rawValue: clock.resumeLive()
        case SDLK_o.rawValue: onionSkinShown.toggle()
        case SDLK_i.rawValue:
            let policies = InterruptionPolicy.allCases
            graph.interruptionPolicy = policies[((policies.firstIndex(of: graph.interruptionPolicy) ?? 0) + 1) % policies.count]
        case SDLK_a.rawValue: graph.motionPath = graph.motionPath == .straight ? .arc : .straight
        default: return false
        }
        return true
    }

    /// One frame on: into a replay, or the live scene one step later.
    private func stepForward() {
        clock.stepForward()
        graph.advance(to: clock.now)
    }

    /// Shows or hides the panel under the scene: the window grows or shrinks by its height.
    private func toggleInspector() {
        inspectorVisible.toggle()
        updateDock()
    }

    /// Scrubs to the time under `point` when it is on the timeline; returns whether it was.
    private func scrub(at point: CGPoint) -> Bool {
        let layout = panelLayout(width: graph.host.size.width)
        let top = graph.host.size.height + layout.timelineTop
        guard point.y >= top, point.y < top + InspectorPanelLayout.timelineHeight else { return scrubbing }
        let width = layout.timelineWidth
        guard point.x < width else { return scrubbing }
        let axis = InspectorModel.axis(liveTime: clock.now, shownTime: clock.shownTime, animations: graph.recordedAnimations)
        var time = InspectorTimeline.time(atX: point.x, axis: axis, width: width)
        // On the frame grid of the last transaction (as the steps are): every frame shown is one that ran.
        if let anchor = graph.recordedAnimations.last?.start {
            time = anchor + ((time - anchor) / InspectorClock.frameStep).rounded() * InspectorClock.frameStep
        }
        if !clock.isPaused { clock.togglePause() }
        clock.scrub(to: time, earliest: graph.replayableSince)
        return true
    }

    /// The onion skin of the last transition that has ended, made once per transition.
    private var currentOnionSkin: OnionSkin? {
        guard let last = graph.recordedAnimations.last(where: { $0.end <= graph.time }) else { return nil }
        if let onionSkin, onionSkin.animation == last { return onionSkin.skin }
        let skin = OnionSkin(of: last, in: graph)
        onionSkin = (last, skin)
        return skin
    }

    /// Works on the lint of the transition shown for up to `seconds` (a few moments at a time, so no frame
    /// stalls for it); returns whether its findings became known.
    private func workOnLint(for seconds: Double) -> Bool {
        let deadline = monotonicSeconds() + seconds
        while lint.needsWork(in: graph, shownAt: clock.shownTime), monotonicSeconds() < deadline {
            if lint.work(in: graph, shownAt: clock.shownTime, moments: 1) { return true }
        }
        return false
    }

    /// How long an idle window waits for input (milliseconds): at most `limit`, less when the panel's clock
    /// is due to tick, and not at all while a lint is being worked out.
    private func idleWait(limit: Int32) -> Int32 {
        guard inspectorVisible else { return limit }
        if lint.needsWork(in: graph, shownAt: clock.shownTime) { return 0 }
        return panelTicker.millisecondsUntilDue(at: monotonicSeconds(), limit: limit)
    }

    /// What the panel shows now.
    private var inspectorModel: InspectorModel {
        let recent = recentFrames.filter { $0.time > clock.wallElapsed - 1 }
        let works = recent.map(\.work).sorted()
        let moving = recent.filter(\.moving).count
        let shown = graph.tracedViews(replaying: clock.shownTime)
        let states = MatchedGroupState.states(of: shown)
        let idle = Set(shown.filter { $0.kind == .matchedGeometry }.map(\.id)).count - states.count
        let groups = states.map(\.description) + (idle > 0 ? ["\(idle) idle"] : [])
        return InspectorModel(shownTime: clock.shownTime, liveTime: clock.now, speed: clock.speed, isPaused: clock.isPaused,
                              isReplaying: clock.replayTime != nil, badge: InspectorBadge.text(for: clock),
                              animations: graph.recordedAnimations, policy: graph.interruptionPolicy, path: graph.motionPath,
                              lint: lint.status(in: graph, shownAt: clock.shownTime),
                              framesPerSecond: moving > 1 ? Double(moving) : nil,
                              frameWorkMilliseconds: works.isEmpty ? nil : works[works.count / 2] * 1000, groups: groups)
    }

    /// Taps the next matched-geometry view's centre, or, when one is open (its id drawn twice), the top
    /// one, which closes it in the built-in scenes.
    private func autoplay(_ index: inout Int) {
        let elements = graph.matchedGeometry.filter { !$0.isRemoved }
        guard !elements.isEmpty else { return }
        let ids = elements.map(\.id)
        let target: CGRect
        if Set(ids).count < ids.count, let top = elements.last {
            target = top.frame
        } else {
            target = elements[index % elements.count].frame
            index += 1
        }
        graph.tap(at: CGPoint(x: target.midX, y: target.midY))
    }

    /// Applies a changed config's animation overrides; an invalid file is reported and the last good
    /// overrides stay.
    private func pollConfig() -> Bool {
        guard let result = watcher?.poll() else { return false }
        switch result {
        case .success(let config):
            config.configure(graph)
            clock.extraSpeed = config.inspectorSpeed
            lint.thresholds = config.lint
            if let rootForConfig = options.rootForConfig { graph.replaceRoot(rootForConfig(config)) }
            configProblem = nil
            print("Reloaded \(watcher?.path ?? "config"); new curves apply to the next transition.")
        case .failure(let error):
            configProblem = "\(error) (keeping the last good config)"
            FileHandle.standardError.write(Data("error: \(error) (keeping the last good config)\n".utf8))
        }
        fflush(nil)
        return true
    }

    /// Draws the current frame into the window and shows it, adding where the time went to `times`;
    /// `moving` says whether it is a frame of something moving (for the panel's frame rate).
    private func drawFrame(_ times: inout FrameTimes, moving: Bool) {
        guard let window else { return }
        let host = graph.host
        var mark = monotonicSeconds()
        let frameStart = mark
        func lap() -> Double {
            let now = monotonicSeconds()
            defer { mark = now }
            return now - mark
        }
        graph.updatePresentation()
        times.layout += lap()
        let list = clock.replayTime.map { graph.displayList(replaying: $0) } ?? graph.displayList
        let bar = configProblem.map { engine.layout(ConfigErrorBar(message: $0), in: host).displayList() }
        let skin = onionSkinShown ? currentOnionSkin.map { engine.layout(OnionSkinOverlay(skin: $0), in: host).displayList() } : nil
        times.displayList += lap()
        times.present += window.present(fallback: &fallbackImage) { image in
            // The scene keeps its size: drawn straight into the window when they agree, else (the panel is
            // shown, or the window changed size since the last event) at its own size and copied.
            let fits = image.width == Int(host.size.width) && image.height == Int(host.size.height)
            if !fits, sceneSizedImage?.width != Int(host.size.width) || sceneSizedImage?.height != Int(host.size.height) {
                sceneSizedImage = RasterImage(width: Int(host.size.width), height: Int(host.size.height))
            }
            let scene = fits ? image : sceneSizedImage!
            rasterizer.render(list, host: host, into: scene)
            for overlay in [skin, bar].compactMap({ $0 }) { renderer.render(overlay, host: host, into: scene, clear: false) }
            if !fits { image.draw(scene, atX: 0, y: 0) }
            let windowHost = LayoutHost(size: CGSize(width: Double(image.width), height: Double(image.height)))
            if let dock = dockList(in: windowHost) { renderer.render(dock, host: windowHost, into: image, clear: false) }
            times.raster += lap()
        }
        _ = lap()
        if inspectorVisible { panelTicker.drew(at: monotonicSeconds()) }
        recentFrames.append((clock.wallElapsed, monotonicSeconds() - frameStart, moving))
        if recentFrames.count > 240 { recentFrames.removeFirst(recentFrames.count - 240) }
    }
}

/// What the dock under the scene showed: equal keys draw the same commands.
private struct DockKey: Equatable {
    var model: InspectorModel?
    var badge: String?
    var layout: InspectorPanelLayout?
    var size: CGSize
}

extension ViewWindow {
    /// The drawing commands of what is docked under the scene in a window of `host`'s size (the panel, or
    /// the badge's strip), nil when nothing is; laid out again only when what it shows changed.
    fileprivate func dockList(in host: LayoutHost) -> DisplayList? {
        let badge = InspectorBadge.text(for: clock)
        guard inspectorVisible || badge != nil else { return nil }
        let layout = inspectorVisible ? panelLayout(width: host.size.width) : nil
        let key = DockKey(model: inspectorVisible ? inspectorModel : nil, badge: badge, layout: layout, size: host.size)
        if let dockCache, dockCache.key == key { return dockCache.list }
        let measurer = engine.measurer
        let panel = key.model.flatMap { model in layout.map { InspectorPanel(model: model, layout: $0, measurer: measurer) } }
        let list = engine.layout(InspectorDock(panel: panel, badge: badge, width: host.size.width), in: host).displayList()
        dockCache = (key, list)
        return list
    }
}

/// The red bar at the bottom of the window that shows a config file's problem until it is fixed.
struct ConfigErrorBar: View {
    let message: String
    var body: some View {
        Text(message)
            .font(.system(size: 14, weight: .semibold))
            .foregroundColor(.white)
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(hex: 0xC62828, opacity: 0.94))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    }
}
