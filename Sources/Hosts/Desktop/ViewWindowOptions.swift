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
    /// Print frame-time percentiles on exit.
    public var printStats = false
    /// Quit after this many seconds.
    public var exitAfter: Double?
    /// Asked every half second of wall time whether something the window was started with changed (a
    /// program's config file, say); see `WindowReload`. Nil: nothing is ever reloaded.
    public var reload: (@MainActor (ViewGraph) -> WindowReload?)?
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
