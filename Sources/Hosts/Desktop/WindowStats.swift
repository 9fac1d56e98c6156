import Foundation
import Raster

/// What `--stats` prints when the window closes: the frames of something moving (their work, its split
/// and their intervals), when the first frame was on screen, and the memory and icon cache after the
/// warm-up frames and at the end. Counts the frames drawn, for `--exit-after-frames`.
struct WindowStats {
    /// Whether memory is read at all (only for the printed report).
    let readsMemory: Bool
    /// The frames drawn so far, moving or not.
    private(set) var framesDrawn = 0
    private var stats = FrameStats()
    private var slowFrames = SlowFrameNotice.forThisBuild()

    /// Statistics that read memory when `readsMemory`.
    init(readsMemory: Bool) { self.readsMemory = readsMemory }

    /// Notes that a frame is on screen; the icon cache of `icons` is read after the warm-up frames.
    mutating func drewFrame(icons: IconLibrary) {
        if framesDrawn == 0, let age = ProcessAge.sinceLaunch() {
            stats.firstFrameAge = age.seconds
            stats.firstFrameAgeFromLaunchTime = age.fromLaunchTime
        }
        framesDrawn += 1
        if readsMemory, framesDrawn == FrameStats.memoryWarmUpFrames {
            stats.memoryAtStart = ProcessMemory.current()
            stats.iconCacheAtStart = icons.cachedRasterBytes
            stats.memoryStartFrame = framesDrawn
        }
    }

    /// Records a frame of something moving: where its work went and the seconds since the one before. Returns
    /// the one-time notice to show when moving frames keep taking longer than a frame (`SlowFrameNotice`).
    mutating func recordMovingFrame(_ times: FrameTimes, interval: Double?) -> String? {
        stats.record(times, interval: interval)
        return slowFrames.record(work: times.total)
    }

    /// The report, with the memory and icon cache of `icons` at the end.
    mutating func finalReport(icons: IconLibrary) -> String {
        stats.memoryAtEnd = ProcessMemory.current()
        stats.iconCacheAtEnd = icons.cachedRasterBytes
        stats.iconCacheLimit = icons.cacheByteLimit
        stats.iconRasterisations = icons.rasterisations
        return stats.report
    }
}
