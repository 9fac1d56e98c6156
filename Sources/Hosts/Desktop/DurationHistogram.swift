/// Millisecond durations counted in 10 µs bins up to 100 ms (longer ones in a last bin), with the exact
/// maximum: percentiles to the 0.01 ms the report prints, in constant memory however long the run.
struct DurationHistogram {
    private static let binsPerMillisecond = 100.0
    private static let binCount = 10_000
    private var counts = [Int32](repeating: 0, count: DurationHistogram.binCount + 1)
    private(set) var count = 0
    private(set) var maximum = 0.0
    private(set) var sum = 0.0

    /// Counts one duration in milliseconds (negative or NaN counts as zero).
    mutating func record(_ milliseconds: Double) {
        let value = milliseconds.isNaN ? 0 : max(0, milliseconds)
        let bin = min(DurationHistogram.binCount, Int((value * DurationHistogram.binsPerMillisecond).rounded(.down)))
        counts[bin] += 1
        count += 1
        sum += value
        maximum = max(maximum, value)
    }

    /// The `p`-th percentile (0...100), nearest rank, as the upper edge of its bin (the maximum itself for
    /// the top rank or the overflow bin); 0 when nothing was recorded.
    func percentile(_ p: Double) -> Double {
        guard count > 0 else { return 0 }
        let rank = min(count, max(1, Int((p / 100 * Double(count)).rounded(.up))))
        if rank == count { return maximum }
        var seen = 0
        for (bin, binCount) in counts.enumerated() {
            seen += Int(binCount)
            if seen >= rank {
                if bin == DurationHistogram.binCount { return maximum }
                return min(maximum, Double(bin + 1) / DurationHistogram.binsPerMillisecond)
            }
        }
        return maximum
    }
}
