import Foundation
import Headless
import LayoutCore
import Raster
import StudioCore
import ViewRuntime

/// The SDL2 window host of any view tree: the mouse's primary button and motion become pointer input
/// (a click is a tap, a drag with the button down a drag), keys become key presses, window resizes
/// resize the tree; frames are drawn with the shared cairo renderer at 60 Hz while anything animates.
/// The inspector's keys: H shows the panel under the scene (the window grows; the scene keeps its size),
/// S goes through 100 %, 25 % and 10 % speed, P pauses, `.` and `,` step a frame forwards and back, R
/// replays the last transition, Home pauses on its first frame and End goes live and plays, O shows the last transition's onion
/// skin, I goes through the interruption policies and A switches straight and arc paths; dragging on the
/// timeline scrubs.
/// A badge says when time is not normal: in the panel, or in a strip under the scene while the panel is
/// hidden; it never covers the scene. Q quits.
///
/// The window runs the loop and routes input; the jobs are done by `WindowInput` (SDL events to
/// commands), `FramePacer` (60 Hz), `Autoplay`, `ReloadPoller` (the program's reload hook),
/// `InspectorController` (the inspector), `LayeredFramePainter` (drawing a prepared `LayeredFrame` where it
/// changed, so only that is presented) and
/// `WindowStats` (`--stats`).
@MainActor
public final class ViewWindow {
    private let options: ViewWindowOptions
    private let graph: ViewGraph
    private let renderer: CairoRenderer
    private let engine: LayoutEngine
    private let painter: LayeredFramePainter
    private let inspector: InspectorController
    /// The scene's time: the window advances it every frame; the inspector's keys and timeline change how it runs.
    private var clock = SceneClock()
    private var window: SDLWindow?
    private var fallbackImage: RasterImage?
    private var pacer: FramePacer
    private var autoplay: Autoplay?
    private var reload: ReloadPoller
    private var problemBar = LastLayout<ProblemBar.Placed>()
    private var stats: WindowStats
    /// How far the window was grown under the scene for the panel or the badge's strip.
    private var dockHeight: CGFloat = 0
    /// Whether the next frame is painted and presented whole (the window was exposed or resized).
    private var presentsWhole = true
    /// The inputs the scene received since the window opened (after those of the session it restored), and,
    /// once the window has closed, where it was: what a new window needs to come back to the same moment.
    public private(set) var session: WindowSession

    /// Creates the host of `graph`; nothing opens until `run()`. `engine` lays out the panel and the bars.
    package init(graph: ViewGraph, renderer: CairoRenderer, engine: LayoutEngine, options: ViewWindowOptions) {
        self.graph = graph
        self.renderer = renderer
        self.engine = engine
        self.options = options
        renderer.icons.holdRasters(forScale: Double(options.scale))
        renderer.icons.drawsAhead = true
        painter = LayeredFramePainter(renderer: renderer)
        inspector = InspectorController(graph: graph, engine: engine, lint: options.lint)
        clock.extraSpeed = options.inspectorSpeed
        pacer = FramePacer(unpaced: options.unpaced)
        autoplay = options.autoplay ? Autoplay() : nil
        reload = ReloadPoller(hook: options.reload)
        stats = WindowStats(readsMemory: options.printStats)
        session = WindowSession(sceneSize: graph.host.size)
        // Every transition can be scrubbed and replayed; scenes in a window are small.
        graph.keepsReplayHistory = true
    }

    /// Makes the thread that `startDisplayInBackground` will connect to the display on. Call it first thing, before
    /// anything starts loading libraries on other threads (`IconLibrary.startLoadingRenderer`): a thread made
    /// while a library loads waits for the loader.
    public nonisolated static func makeDisplayThreadAhead() {
        SDLVideo.makeThreadAhead()
    }

    /// Begins connecting to the display on the other core (SDL's video start: about 12 ms on X11) while the
    /// program builds its scene; the next window opened takes that connection. Call it as soon as the program
    /// knows it will open a window. Does nothing without a display.
    public nonisolated static func startDisplayInBackground() {
        SDLVideo.startInBackground()
    }

    /// Says which window the program will open (its size and scale), so that the display started in the
    /// background also makes the window's shared pixels ready to draw into (`startDisplayInBackground`).
    public nonisolated static func expectWindow(_ options: ViewWindowOptions) {
        SDLVideo.expectWindow(pixels: options.windowPixels)
    }

    /// Opens the window and runs until the user quits. Throws `DesktopError.noDisplay` without touching
    /// SDL video when there is no display.
    public func run() throws {
        HeapTuning.returnLargeBuffersWhenFreed()
        if let restore = options.restore {
            RecordedInput.replay(restore.inputs, on: graph, until: restore.clock.now)
            clock = restore.clock
            session.inputs = restore.inputs
        }
        // The first frame's icons are rasterised on the other core while the window opens.
        renderer.drawIconsAhead(of: graph.displayList, host: graph.host)
        let pixels = options.windowPixels
        let window = try SDLWindow(title: options.title, width: pixels.width, height: pixels.height, position: options.restore?.position)
        self.window = window
        defer {
            session.clock = clock
            session.isPanelShown = inspector.isPanelShown
            session.sceneSize = graph.host.size
            session.position = window.position
            window.close()
        }
        if options.inspect || options.restore?.isPanelShown == true { _ = handle(.inspector(.togglePanel)) }
        syncWindowSize()
        loop(window)
        if options.printStats {
            let source = options.scaleSource.map { ", the desktop's (\($0))" } ?? ""
            print("scale: \(options.scale.formatted()) pixels per point\(source)")
            print("present: \(window.presentPath)")
            print(stats.finalReport(icons: renderer.icons))
        }
    }

    /// Whether something moves: an animation, or a replay playing towards now.
    /// Whether frames are due at 60 Hz: something animates, a past moment replays, or the pointer is down
    /// (a long press recognizes on time and a drag's changes show at once).
    private var isMoving: Bool { graph.isAnimating || clock.isReplaying || graph.isPointerDown || graph.isPinching }
    /// The scale of the pinch Ctrl + the wheel is making, from 1 when it began.
    private var pinchScale = 1.0

    private func loop(_ window: SDLWindow) {
        var needsDraw = true
        var times = FrameTimes()
        while true {
            let moving = isMoving
            if options.unpaced {
                needsDraw = true
                clock.advance(to: monotonicSeconds(), step: FramePacer.frameInterval)
            } else {
                if !moving && !needsDraw {
                    var timeout = inspector.idleWait(limit: options.exitAfter != nil || options.autoplay ? 16 : 250, clock: clock)
                    // A `.task` sleeping on the graph's clock wakes on time.
                    if let wake = graph.nextTaskWake {
                        timeout = min(timeout, Int32(max(0, min(250, (wake - clock.now) * 1000).rounded(.up))))
                    }
                    if timeout > 0 { window.waitForEvent(milliseconds: timeout) }
                }
                clock.advance(to: monotonicSeconds())
                if let wake = graph.nextTaskWake, wake <= clock.now { needsDraw = true }
            }
            graph.advance(to: clock.now)
            switch handleEvents(window, &times) {
            case .quit: return
            case .redraw: needsDraw = true
            case .none: break
            }
            if let limit = options.exitAfter, clock.wallElapsed >= limit { return }
            if options.closesWhen?() == true { return }
            if autoplay?.step(graph, now: clock.now) == true { needsDraw = true }
            if pollReload() { needsDraw = true }
            updateDock()
            let stillMoving = isMoving
            // The lint of an ended transition shows as soon as it is known, and an idle panel's clock ticks.
            if inspector.workOnLint(for: stillMoving || needsDraw ? 0.002 : 0.008, clock: clock) { needsDraw = true }
            if inspector.isPanelDue { needsDraw = true }
            guard needsDraw || stillMoving || moving else {
                pacer.stop()
                continue
            }
            if pacer.waitForNextFrame(moving: stillMoving) { clock.advance(to: monotonicSeconds()) }
            let start = monotonicSeconds()
            graph.advance(to: clock.now)
            drawFrame(in: window, &times, moving: stillMoving)
            let end = monotonicSeconds()
            if stats.framesDrawn == 0 { options.onFirstFrame?() }
            stats.drewFrame(icons: renderer.icons)
            needsDraw = false
            if let limit = options.exitAfterFrames, stats.framesDrawn >= limit { return }
            if stillMoving {
                if let notice = stats.recordMovingFrame(times, interval: pacer.drewMovingFrame(start: start, end: end)) {
                    FileHandle.standardError.write(Data((notice + "\n").utf8))
                }
            } else {
                pacer.stop()
            }
            // A transition has settled: what it built and freed goes back to the system.
            if moving && !stillMoving { HeapTuning.returnFreePages() }
            times = FrameTimes()
        }
    }

    // MARK: - Input

    private enum Outcome { case quit, redraw, none }

    /// Handles the events waiting, adding their work to `times` (a click's or key's state change is part
    /// of the next frame's work).
    private func handleEvents(_ window: SDLWindow, _ times: inout FrameTimes) -> Outcome {
        var outcome = Outcome.none
        while let event = window.pollEvent() {
            guard let command = WindowInput.command(for: event, ctrlDown: WindowInput.isCtrlDown, editingText: graph.isEditingText)?
                .inPoints(scale: options.scale) else { continue }
            let start = monotonicSeconds()
            let result = handle(command)
            times.layout += monotonicSeconds() - start
            switch result {
            case .quit: return .quit
            case .redraw: outcome = .redraw
            case .none: break
            }
        }
        return outcome
    }

    private func handle(_ command: WindowCommand) -> Outcome {
        switch command {
        case .quit:
            return .quit
        case .inspector(let command):
            inspector.perform(command, clock: &clock)
            if command == .togglePanel { updateDock() }
            return .redraw
        case .key(let key):
            clock.goLive()
            give(.key(key.name))
            return .redraw
        case .text(let text):
            clock.goLive()
            give(.text(text))
            return .redraw
        case .press(let point):
            if point.y >= graph.host.size.height {
                // The dock under the scene: the panel's timeline scrubs; the badge's strip does nothing.
                inspector.press(at: point, clock: &clock)
                return .redraw
            }
            clock.goLive()
            give(.pointerDown(point))
            return .redraw
        case .drag(let point):
            if inspector.drag(to: point, clock: &clock) { return .redraw }
            guard graph.isPointerDown else { return .none }
            give(.pointerMoved(point))
            return .redraw
        case .release:
            inspector.release()
            guard graph.isPointerDown else { return .none }
            give(.pointerUp)
            return .redraw
        case .pinch(let point, let factor):
            guard point.y < graph.host.size.height || graph.isPinching else { return .none }
            clock.goLive()
            if !graph.isPinching {
                give(.pinchBegan(point))
                pinchScale = 1
            }
            pinchScale *= factor
            give(.pinchChanged(scale: pinchScale))
            return .redraw
        case .pinchEnd:
            guard graph.isPinching else { return .none }
            give(.pinchEnded)
            return .redraw
        case .scroll(let point, let delta):
            let endedPinch = graph.isPinching
            if endedPinch { give(.pinchEnded) }
            guard point.y < graph.host.size.height else { return endedPinch ? .redraw : .none }
            clock.goLive()
            return give(.scroll(point, delta: delta)) || endedPinch ? .redraw : .none
        case .resized:
            syncWindowSize()
            presentsWhole = true
            return .redraw
        }
    }

    /// Gives `input` to the scene now and keeps it in the session; returns whether the scene took it.
    @discardableResult
    private func give(_ input: SceneInput) -> Bool {
        session.inputs.append(RecordedInput(time: graph.time, input: input))
        return input.apply(to: graph)
    }

    /// Asks the reload hook when it is due; returns whether it reported anything (the frame shows it).
    private func pollReload() -> Bool {
        guard let answer = reload.poll(graph, wall: clock.wallElapsed) else { return false }
        if case .applied(let speed, let lint) = answer {
            clock.extraSpeed = speed
            inspector.apply(lint: lint)
        }
        return true
    }

    // MARK: - The window's size

    /// Sizes the scene to the window less what is docked under it.
    private func syncWindowSize() {
        guard var size = window.map({ CGSize(width: $0.size.width / options.scale, height: $0.size.height / options.scale) }) else { return }
        dockHeight = inspector.dockHeight(width: size.width, clock: clock)
        size.height = max(1, size.height - dockHeight)
        guard size != graph.host.size else { return }
        give(.resize(size))
    }

    /// Grows or shrinks the window under the scene when what is docked there changes (the panel is shown or
    /// hidden, the badge's strip comes or goes): the scene keeps its size.
    private func updateDock() {
        guard let window else { return }
        let size = graph.host.size
        let wanted = inspector.dockHeight(width: size.width, clock: clock)
        guard wanted != dockHeight else { return }
        dockHeight = wanted
        window.setSize(width: Int((size.width * options.scale).rounded()), height: Int(((size.height + wanted) * options.scale).rounded()))
    }

    // MARK: - A frame

    /// Draws the current frame into `window` and shows it, adding where the time went to `times`; `moving`
    /// says whether it is a frame of something moving (for the panel's frame rate). Everything it shows is
    /// worked out first; presenting only draws.
    private func drawFrame(in window: SDLWindow, _ times: inout FrameTimes, moving: Bool) {
        var stopwatch = Stopwatch()
        graph.updatePresentation()
        times.layout += stopwatch.lap()
        let frame = prepareFrame(surface: window.surfaceSize ?? window.size)
        times.displayList += stopwatch.lap()
        let whole = presentsWhole || options.drawsEveryFrameWhole
        presentsWhole = false
        if options.drawsEveryFrameWhole { painter.forget() }
        times.present += window.present(fallback: &fallbackImage) { image in
            _ = stopwatch.lap()
            let drawn = painter.paint(frame, into: image, redrawAll: whole)
            times.raster += stopwatch.lap()
            return drawn
        }
        _ = stopwatch.lap()
        inspector.drewFrame(work: stopwatch.elapsed, moving: moving, clock: clock)
    }

    /// What the next frame shows on a window surface of `surface` pixels: the scene (live, or the moment
    /// replayed), the onion skin and the reload problem over it, and the dock under it.
    private func prepareFrame(surface: CGSize) -> LayeredFrame {
        let host = graph.host
        let scene = clock.replayTime.map { graph.displayList(replaying: $0) } ?? graph.displayList
        let bar = reload.problem.map { message in
            problemBar.list(for: ProblemBar.Placed(message: message, host: host)) {
                engine.layout(ProblemBar(message: message), in: host).displayList()
            }
        }
        let windowHost = LayoutHost(size: CGSize(width: surface.width / options.scale, height: surface.height / options.scale), scale: options.scale)
        let inspected = inspector.prepare(scene: host, window: windowHost, clock: clock)
        return LayeredFrame(scene: scene, sceneHost: host, overlays: [inspected.onionSkin, bar].compactMap { $0 },
                           dock: inspected.dock, windowHost: windowHost)
    }
}
