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

/// Collects per-frame timings and reports percentiles.
public struct FrameStats {
    private(set) var workMilliseconds: [Double] = []
    private(set) var intervalMilliseconds: [Double] = []
    private var parts: [[Double]] = [[], [], [], []]
    /// Seconds from the process's start to the first frame on screen, when known.
    public var firstFrameAge: Double?

    /// Creates empty statistics.
    public init() {}

    /// Records one presented frame: where its work went and the time since the previous one.
    public mutating func record(_ times: FrameTimes, interval: Double?) {
        workMilliseconds.append(times.total * 1000)
        for (index, value) in [times.layout, times.displayList, times.raster, times.present].enumerated() {
            parts[index].append(value * 1000)
        }
        if let interval { intervalMilliseconds.append(interval * 1000) }
    }

    /// The `p`-th percentile (0...100) of `values`, nearest-rank.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(sorted.count - 1, max(0, rank))]
    }

    /// Frame work and frame interval percentiles in milliseconds, the frame rate, and the median split of
    /// a frame's work.
    public var report: String {
        func format(_ value: Double) -> String { String(format: "%.2f", value) }
        func line(_ name: String, _ values: [Double]) -> String {
            let p = { (q: Double) in format(FrameStats.percentile(values, q)) }
            return "\(name): p50 \(p(50)) ms, p90 \(p(90)) ms, p99 \(p(99)) ms, max \(p(100)) ms"
        }
        let meanInterval = intervalMilliseconds.isEmpty ? 0 : intervalMilliseconds.reduce(0, +) / Double(intervalMilliseconds.count)
        let fps = meanInterval > 0 ? 1000 / meanInterval : 0
        let split = zip(["layout", "display list", "raster", "present"], parts)
            .map { "\($0.0) \(format(FrameStats.percentile($0.1, 50)))" }.joined(separator: ", ")
        let firstFrame = firstFrameAge.map { String(format: "first frame on screen %.0f ms after the process started\n", $0 * 1000) } ?? ""
        return """
        \(firstFrame)frames: \(workMilliseconds.count) animated, \(String(format: "%.1f", fps)) fps while animating
        \(line("frame work (layout + display list + raster + present)", workMilliseconds))
        frame work split, p50 of each (ms): \(split)
        \(line("frame interval", intervalMilliseconds))
        """
    }
}
