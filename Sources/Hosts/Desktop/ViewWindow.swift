import Foundation
import Headless
import LayoutCore
import Raster
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
/// This file holds the window's state and its loop; `ViewWindow+Input.swift` routes input and
/// `ViewWindow+Frame.swift` sizes the scene and draws a frame. The jobs are done by `WindowInput` (SDL events to
/// commands), `FramePacer` (60 Hz), `Autoplay`, `ReloadPoller` (the program's reload hook),
/// a `WindowInspector` (the inspector, plugged in by the program), `LayeredFramePainter` (drawing a prepared `LayeredFrame` where it
/// changed, so only that is presented) and
/// `WindowStats` (`--stats`).
@MainActor
public final class ViewWindow {
    let options: ViewWindowOptions
    let graph: ViewGraph
    let renderer: CairoRenderer
    let engine: LayoutEngine
    let painter: LayeredFramePainter
    let inspector: any WindowInspector
    /// The scene's time: the window advances it every frame; the inspector's keys and timeline change how it runs.
    var clock = SceneClock()
    var window: SDLWindow?
    var fallbackImage: RasterImage?
    var pacer: FramePacer
    var autoplay: Autoplay?
    var reload: ReloadPoller
    var problemBar = LastLayout<ProblemBar.Placed>()
    var stats: WindowStats
    /// How far the window was grown under the scene for the panel or the badge's strip.
    var dockHeight: CGFloat = 0
    /// Whether the next frame is painted and presented whole (the window was exposed or resized).
    var presentsWhole = true
    /// The inputs the scene received since the window opened (after those of the session it restored), and,
    /// once the window has closed, where it was: what a new window needs to come back to the same moment.
    public internal(set) var session: WindowSession

    /// Creates the host of `graph`, with `inspector` over and under its scene; nothing opens until `run()`.
    /// `engine` lays out the bars.
    package init(graph: ViewGraph, renderer: CairoRenderer, engine: LayoutEngine, options: ViewWindowOptions, inspector: any WindowInspector) {
        self.graph = graph
        self.renderer = renderer
        self.engine = engine
        self.options = options
        renderer.icons.holdRasters(forScale: Double(options.scale))
        renderer.icons.drawsAhead = true
        painter = LayeredFramePainter(renderer: renderer)
        self.inspector = inspector
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
    var pinchScale = 1.0
    /// The turn of that pinch (Ctrl + Shift + the wheel), in radians from 0 when it began.
    var pinchRotation = 0.0

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
            let updatesBefore = graph.updates
            graph.advance(to: clock.now)
            if graph.updates != updatesBefore { needsDraw = true }
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
}
