import Foundation
import Headless
import LayoutCore
import Raster
import ViewRuntime

/// The window's size and its frames: the scene sized to the window less what docks under it, and one frame
/// prepared (scene, onion skin, dock, problem bar) and painted where it changed.
extension ViewWindow {
    // MARK: - The window's size

    /// Sizes the scene to the window less what is docked under it.
    func syncWindowSize() {
        guard var size = window.map({ CGSize(width: $0.size.width / options.scale, height: $0.size.height / options.scale) }) else { return }
        dockHeight = inspector.dockHeight(width: size.width, clock: clock)
        size.height = max(1, size.height - dockHeight)
        guard size != graph.host.size else { return }
        give(.resize(size))
    }

    /// Grows or shrinks the window under the scene when what is docked there changes (the panel is shown or
    /// hidden, the badge's strip comes or goes): the scene keeps its size.
    func updateDock() {
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
    func drawFrame(in window: SDLWindow, _ times: inout FrameTimes, moving: Bool) {
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
    func prepareFrame(surface: CGSize) -> LayeredFrame {
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
