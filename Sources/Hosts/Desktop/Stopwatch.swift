import Foundation

/// Times the parts of one frame on the monotonic clock: each lap is the seconds since the one before.
struct Stopwatch {
    /// When the stopwatch started (monotonic seconds).
    let start = monotonicSeconds()
    private var mark: Double

    /// A stopwatch started now.
    init() { mark = start }

    /// Seconds since the last lap (since the start for the first).
    mutating func lap() -> Double {
        let now = monotonicSeconds()
        defer { mark = now }
        return now - mark
    }

    /// Seconds from the start to the last lap.
    var elapsed: Double { mark - start }
}
