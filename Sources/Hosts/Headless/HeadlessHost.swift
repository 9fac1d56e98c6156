import Foundation
import LayoutCore
import Raster
import ViewRuntime

/// Runs any view with no window, time as an input: tap, drag, press, press keys, resize, advance the clock, and read
/// back matched geometry, the layout and the pixels of the current frame. The same inputs give the same
/// frames, byte for byte, and the same pixels the window shows.
///
/// ```swift
/// let host = HeadlessHost(ContentView(), size: CGSize(width: 390, height: 844))
/// host.tap(at: CGPoint(x: 195, y: 300))
/// host.advance(by: 1.0 / 60)
/// try host.render().writePNG(to: "frame.png")
/// ```
public final class HeadlessHost {
    /// The running view tree.
    package let graph: ViewGraph
    private let kit: RenderingKit
    private let rasterizer: FrameRasterizer
    /// The names of the views traced so far, made once per view: a trace names the same views every frame.
    private var traceNames: [ViewPath: (id: String, path: String)] = [:]

    /// Starts `view` at time 0 in a window of `size` points, drawn at `scale` pixels per point, in
    /// `colorScheme` (light unless asked; dark turns the window black and semantic colours dark).
    public convenience init<V: View>(_ view: V, size: CGSize, scale: CGFloat = 1, colorScheme: ColorScheme = .light) {
        self.init(view, size: size, scale: scale, colorScheme: colorScheme, rendering: RenderingKit())
    }

    /// Starts `view` as `init(_:size:scale:colorScheme:)` does, drawn with `rendering`'s renderer and icons
    /// (shared between hosts).
    package init<V: View>(_ view: V, size: CGSize, scale: CGFloat, colorScheme: ColorScheme,
                          rendering: RenderingKit) {
        self.kit = rendering
        rendering.icons.holdRasters(forScale: Double(scale))
        rasterizer = FrameRasterizer(renderer: rendering.renderer)
        graph = ViewGraph(view, host: LayoutHost(size: size, scale: scale), engine: rendering.engine, colorScheme: colorScheme)
    }

    /// Light or dark: the colour scheme at the root of the environment; changing it builds the tree again.
    public var colorScheme: ColorScheme {
        get { graph.colorScheme }
        set { graph.colorScheme = newValue }
    }

    /// The current time in seconds (0 at the start).
    public var time: Double { graph.time }

    /// The window size in points.
    public var size: CGSize { graph.host.size }

    /// Moves the clock forward by `seconds`; animations progress, nothing reads the wall clock.
    public func advance(by seconds: Double) { graph.advance(to: graph.time + seconds) }

    /// Moves the clock forward to `time` (seconds from the start).
    public func advance(to time: Double) { graph.advance(to: time) }

    /// Taps at `point` (window coordinates) at the current time. Returns whether a gesture ran.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool { graph.tap(at: point) }

    /// Drags from `start` to `end` over `duration` seconds, from the current time: the pointer goes down at
    /// `start`, moves in a straight line at constant speed (`PointerPath`: 60 moves a second, the last on
    /// `end`) and goes up at `end`, `duration` seconds later; the clock moves with it. Returns whether a
    /// gesture ended successfully.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, duration: Double) -> Bool {
        let begin = graph.time
        graph.pointerDown(at: start)
        for move in PointerPath.moves(from: start, to: end, duration: duration) {
            graph.pointerMoved(to: move.location, time: begin + move.offset)
        }
        return graph.pointerUp(at: end)
    }

    /// Presses at `point` for `duration` seconds from the current time, without moving: the pointer goes
    /// down, the clock moves on by `duration` (a long press recognizes on the way, at its exact minimum
    /// duration), and the pointer goes up. Returns whether a gesture ended successfully.
    @discardableResult
    public func press(at point: CGPoint, duration: Double) -> Bool {
        let begin = graph.time
        graph.pointerDown(at: point)
        if duration.isFinite { graph.advance(to: begin + duration) }
        return graph.pointerUp(at: point)
    }

    /// The pointer goes down at `point` at the current time (see `ViewGraph.pointerDown(at:time:)`).
    public func pointerDown(at point: CGPoint) { graph.pointerDown(at: point) }

    /// The pointer, down, moves to `point` at the current time.
    public func pointerMoved(to point: CGPoint) { graph.pointerMoved(to: point) }

    /// The pointer goes up at `point` (where it was, when nil) at the current time. Returns whether a
    /// gesture of the sequence ended successfully.
    @discardableResult
    public func pointerUp(at point: CGPoint? = nil) -> Bool { graph.pointerUp(at: point) }

    /// Scrolls the innermost scroll view under `point` by `delta` points (positive: down and right, as a
    /// mouse wheel turned towards you), at the current time. Returns whether a scroll view moved.
    @discardableResult
    public func scroll(by delta: CGSize, at point: CGPoint) -> Bool { graph.scroll(by: delta, at: point) }

    /// Presses `key` at the current time. Returns whether a handler consumed it.
    @discardableResult
    public func key(_ key: KeyEquivalent) -> Bool { graph.key(key) }

    /// Types `text` into the focused text field at the current time (tap a field first to focus it).
    /// Returns whether a field took it.
    @discardableResult
    public func type(_ text: String) -> Bool { graph.type(text) }

    /// Resizes the window.
    public func resize(to size: CGSize) { graph.resize(to: size) }

    /// Every matched-geometry view drawn now, back to front.
    public var matchedGeometry: [MatchedGeometryElement] { graph.matchedGeometry }

    /// The hero flights drawn now, in draw order of their flying views: for each matched-geometry group with
    /// a view flying, its id, which way it goes, its two ends, its animation and how far it has gone.
    public var flights: [Flight] { graph.flights }

    /// The trace of the frame drawn now, numbered `frame`: every matched-geometry view and every view with
    /// a running animation, with its geometry, clip, draw order, motion, velocity and acceleration, as
    /// `trace.json` holds it.
    public func trace(frame: Int = 0) -> SceneTraceEntry { GeometryTracer.entry(frame, of: self) }

    /// A traced view's id and path text, from the names made before when it has been traced already.
    func names(of view: TracedView) -> (id: String, path: String) {
        if let names = traceNames[view.viewPath] {
            return (view.hasName ? view.id : names.id, names.path)
        }
        let names = (id: view.id, path: view.path)
        if traceNames.count > 100_000 { traceNames.removeAll() }
        traceNames[view.viewPath] = names
        return names
    }

    /// The layout of the current frame: every view where it is drawn now.
    public var layout: LayoutResult { graph.layout }

    /// Whether the host keeps what it needs to draw past moments again (`render(replaying:)`), as the window
    /// does for its inspector: the last 120 seconds, at most 64 state changes and about 4 MB of laid-out trees.
    public var keepsReplayHistory: Bool {
        get { graph.keepsReplayHistory }
        set { graph.keepsReplayHistory = newValue }
    }

    /// Replaces the animations the view asks for (a config file's `animations:`), when set.
    public var animationOverride: ((Animation) -> Animation)? {
        get { graph.animationOverride }
        set { graph.animationOverride = newValue }
    }

    /// Whether an animation is still running.
    public var isAnimating: Bool { graph.isAnimating }

    /// The sensory feedback the views have played (`.sensoryFeedback`; HeroSim has no haptics), oldest
    /// first, each with the time it was played at.
    public var sensoryFeedback: [(time: Double, feedback: SensoryFeedback)] { graph.sensoryFeedback }

    /// What VoiceOver would read now, in order (see `ViewGraph.accessibilityElements`).
    public var accessibilityElements: [(label: String, hint: String?, frame: CGRect)] { graph.accessibilityElements }

    /// Warnings about the scene, each once: the runtime's (two sources for one matched-geometry id, bad
    /// layout input) and the icons' (an `Image(systemName:)` HeroSim has no icon for, a corrupt icon file).
    public var warnings: [String] {
        let runtime = graph.warnings
        return runtime + kit.icons.warnings.filter { !runtime.contains($0) }
    }

    /// The current frame's pixels (a new image each call).
    public func render() -> RasterImage {
        let image = RasterImage(width: pixelSize.width, height: pixelSize.height)
        rasterizer.render(graph.displayList, host: graph.host, into: image)
        return image
    }

    /// The pixels of the frame drawn at `time` (any time, past or future) with the animations and leaving
    /// views of now, without moving the clock.
    public func render(at time: Double) -> RasterImage {
        let image = RasterImage(width: pixelSize.width, height: pixelSize.height)
        rasterizer.render(graph.displayList(at: time), host: graph.host, into: image)
        return image
    }

    /// The pixels of the frame drawn at `time`, now or in the past, exactly as they were drawn then
    /// (needs `keepsReplayHistory`, else draws now): what the inspector's playhead shows.
    public func render(replaying time: Double) -> RasterImage {
        let list = graph.displayList(replaying: time)
        let image = RasterImage(width: pixelSize.width, height: pixelSize.height)
        rasterizer.render(list, host: graph.host, into: image)
        return image
    }

    /// Draws the current frame into `image`, which must be of the window's pixel size. Returns whether
    /// the frame has exactly the pixels of the frame this host drew before it.
    @discardableResult
    package func render(into image: RasterImage) -> Bool {
        rasterizer.render(graph.displayList, host: graph.host, into: image)
        return rasterizer.repeatedPreviousFrame
    }

    /// The window's size in device pixels.
    package var pixelSize: (width: Int, height: Int) {
        let host = graph.host
        return (Int((host.size.width * host.scale).rounded()), Int((host.size.height * host.scale).rounded()))
    }
}

extension RasterImage {
    /// Writes the image as a PNG file at `url`, atomically.
    public func writePNG(to url: URL) throws { try writePNG(to: url.path) }
}
