import Foundation

/// Where one frame's work went, in seconds.
public struct FrameTimes {
    /// Input handling, time stepping and layout (state changes, the animated re-layout of matched views).
    public var layout = 0.0
    /// Building the display list.
    public var displayList = 0.0
    /// Drawing the display list into pixels.
    public var raster = 0.0
    /// Handing the pixels to the window system.
    public var present = 0.0

    /// Creates zero times.
    public init() {}

    /// The whole frame's work.
    public var total: Double { layout + displayList + raster + present }
}

/// Collects per-frame timings and reports percentiles, in constant memory.
public struct FrameStats {
    private var work = DurationHistogram()
    private var drawing = DurationHistogram()
    private var intervals = DurationHistogram()
    private var parts = [DurationHistogram](repeating: DurationHistogram(), count: 4)
    /// Seconds from the process's start to the first frame on screen, when known.
    public var firstFrameAge: Double?
    /// Whether `firstFrameAge` counts from the launch time the launcher gave (`HEROSIM_LAUNCHED_AT`, exact)
    /// rather than from the kernel's record of the start (10 ms resolution).
    public var firstFrameAgeFromLaunchTime = false
    /// The process's memory early in the run and at its end, when known.
    public var memoryAtStart: ProcessMemory?, memoryAtEnd: ProcessMemory?
    /// The frame after which `memoryAtStart` was read.
    public var memoryStartFrame = 0
    /// Bytes of icon rasters cached at those two moments, and the cache's cap.
    public var iconCacheAtStart = 0, iconCacheAtEnd = 0, iconCacheLimit = 0
    /// Icon rasters made while a frame waited for them, and made ahead of the frames that drew them.
    public var iconRasterisations: (onDemand: Int, ahead: Int)?
    /// How many frames a window draws before its memory counts as the start of a run: with autoplay, two
    /// rounds of every card, so the icon caches have filled.
    public static let memoryWarmUpFrames = 5_000

    /// Creates empty statistics.
    public init() {}

    /// How many frames were recorded.
    public var frameCount: Int { work.count }

    /// Records one presented frame: where its work went and the time since the previous one.
    public mutating func record(_ times: FrameTimes, interval: Double?) {
        work.record(times.total * 1000)
        drawing.record((times.total - times.present) * 1000)
        for (index, value) in [times.layout, times.displayList, times.raster, times.present].enumerated() {
            parts[index].record(value * 1000)
        }
        if let interval { intervals.record(interval * 1000) }
    }

    /// Frame work and frame interval percentiles in milliseconds, the frame rate, and the median split of
    /// a frame's work.
    public var report: String {
        func format(_ value: Double) -> String { String(format: "%.2f", value) }
        func line(_ name: String, _ values: DurationHistogram) -> String {
            let p = { (q: Double) in format(values.percentile(q)) }
            return "\(name): p50 \(p(50)) ms, p90 \(p(90)) ms, p99 \(p(99)) ms, max \(p(100)) ms"
        }
        let meanInterval = intervals.count == 0 ? 0 : intervals.sum / Double(intervals.count)
        let fps = meanInterval > 0 ? 1000 / meanInterval : 0
        let split = zip(["layout", "display list", "raster", "present"], parts)
            .map { "\($0.0) \(format($0.1.percentile(50)))" }.joined(separator: ", ")
        let firstFrame = firstFrameAge.map {
            firstFrameAgeFromLaunchTime ? String(format: "first frame on screen %.1f ms after launch (HEROSIM_LAUNCHED_AT)\n", $0 * 1000)
                : String(format: "first frame on screen %.0f ms after the process started\n", $0 * 1000)
        } ?? ""
        var memory = ""
        if let start = memoryAtStart, let end = memoryAtEnd {
            let megabytes = { (bytes: Int) in String(format: "%.1f MB", Double(bytes) / 1_048_576) }
            memory = "\nmemory after frame \(memoryStartFrame): \(start); at exit: \(end)"
                + " (icon cache \(megabytes(iconCacheAtStart)) -> \(megabytes(iconCacheAtEnd)) of \(megabytes(iconCacheLimit)))"
        }
        let icons = iconRasterisations.map { "\nicon rasters: \($0.onDemand) made while a frame waited, \($0.ahead) made ahead of the frames" } ?? ""
        return """
        \(firstFrame)frames: \(work.count) animated, \(String(format: "%.1f", fps)) fps while animating
        \(line("frame work (layout + display list + raster + present)", work))
        \(line("frame work before present (layout + display list + raster)", drawing))
        frame work split, p50 of each (ms): \(split)
        \(line("frame interval", intervals))\(memory)\(icons)
        """
    }
}
