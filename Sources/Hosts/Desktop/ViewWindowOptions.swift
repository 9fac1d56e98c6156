import Foundation
import LayoutCore
import StudioSettings
import ViewRuntime

/// How a window of any view runs.
public struct ViewWindowOptions {
    /// The window title.
    public var title: String
    /// The window size in points.
    public var size: CGSize
    /// Pixels per point: the window is `size × scale` pixels and draws that sharp (2 on a high-DPI display).
    /// The graph's host must have the same scale.
    public var scale: CGFloat = 1
    /// Where `scale` came from when the desktop chose it (`adoptDesktopScale`), for `--stats`.
    public var scaleSource: DisplayScale.Source?
    /// Print frame-time percentiles on exit.
    public var printStats = false
    /// Quit after this many seconds.
    public var exitAfter: Double?
    /// Asked every half second of wall time whether something the window was started with changed (a
    /// program's config file, say); see `WindowReload`. Nil: nothing is ever reloaded.
    package var reload: (@MainActor (ViewGraph) -> WindowReload?)?
    /// Open and close the matched-geometry views one after another by itself.
    public var autoplay = false
    /// Draw frames back to back, each 1/60 s of simulation time after the last, instead of pacing them at
    /// 60 Hz of wall time (for soak runs and throughput measurements).
    public var unpaced = false
    /// Quit after drawing this many frames.
    public var exitAfterFrames: Int?
    /// Asked after every input and frame: the window closes when it answers true.
    public var closesWhen: (@MainActor () -> Bool)?
    /// Called once, when the first frame has been presented.
    public var onFirstFrame: (@MainActor () -> Void)?
    /// A session to come back to: its inputs are given to the scene again at their times, the clock and the
    /// panel are as they were, and the window opens where that one was (`ViewWindow.session`).
    public var restore: WindowSession?
    /// Open with the inspector panel shown (H toggles it).
    public var inspect = false
    /// Whether every frame is drawn whole with nothing kept from the frame before (no kept raster, no damage):
    /// what a renderer without them costs, for comparing.
    public var drawsEveryFrameWhole = false
    /// One more speed for S besides 100, 25 and 10 % (a config's `inspector.speed`).
    public var inspectorSpeed: Double?
    /// The thresholds the inspector's lint uses (a config's `lint:`).
    public var lint = LintThresholds()

    /// The scale of frames drawn headless in this window's place (no display answers): `scale` when the
    /// program gave it, 1 when the desktop chose it, so that frames are the same on every machine.
    public var headlessScale: CGFloat { scaleSource == nil ? scale : 1 }

    /// The window's size in pixels when it opens: `size × scale`, or the restored session's scene size.
    var windowPixels: (width: Int, height: Int) {
        let points = restore?.sceneSize ?? size
        return (Int((points.width * scale).rounded()), Int((points.height * scale).rounded()))
    }

    /// Takes the desktop's scale for this window's size (`DisplayScale`), when it asks for one: for a window
    /// opened without `--scale`.
    public mutating func adoptDesktopScale(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let desktop = DisplayScale.desktop(fitting: size, environment: environment) else { return }
        scale = desktop.scale
        scaleSource = desktop.source
    }

    /// Creates options.
    public init(title: String, size: CGSize) {
        self.title = title
        self.size = size
    }
}
