import Foundation

/// Collects per-frame timings and reports percentiles.
public struct FrameStats {
    private(set) var workMilliseconds: [Double] = []
    private(set) var intervalMilliseconds: [Double] = []

    /// Creates empty statistics.
    public init() {}

    /// Records one presented frame: the time spent producing it and the time since the previous one.
    public mutating func record(work: Double, interval: Double?) {
        workMilliseconds.append(work * 1000)
        if let interval { intervalMilliseconds.append(interval * 1000) }
    }

    /// The `p`-th percentile (0...100) of `values`, nearest-rank.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(sorted.count - 1, max(0, rank))]
    }

    /// A two-line report: frame work and frame interval percentiles in milliseconds, and the frame rate.
    public var report: String {
        func line(_ name: String, _ values: [Double]) -> String {
            let p = { (q: Double) in String(format: "%.2f", FrameStats.percentile(values, q)) }
            return "\(name): p50 \(p(50)) ms, p90 \(p(90)) ms, p99 \(p(99)) ms, max \(p(100)) ms"
        }
        let meanInterval = intervalMilliseconds.isEmpty ? 0 : intervalMilliseconds.reduce(0, +) / Double(intervalMilliseconds.count)
        let fps = meanInterval > 0 ? 1000 / meanInterval : 0
        return """
        frames: \(workMilliseconds.count) animated, \(String(format: "%.1f", fps)) fps while animating
        \(line("frame work (layout + draw + present)", workMilliseconds))
        \(line("frame interval", intervalMilliseconds))
        """
    }
}
