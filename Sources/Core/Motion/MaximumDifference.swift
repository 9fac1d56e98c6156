import Foundation

/// The largest |f(t) − g(t)| over normalised time [0, 1], found rather than sampled: it is what an exported
/// curve reports as its error, so it must not miss a peak that falls between samples.
///
/// The search evaluates the difference at `sampleCount + 1` evenly spaced times, at every breakpoint (where
/// f or g is not smooth: the knots of straight segments, the joins of a bounce, the jumps of steps, and
/// 0 and 1) and `sideOffset` either side of it (a jump's value from either side), and then climbs every one
/// of the `refinedPeaks` highest sampled local maxima by golden-section search, between its neighbours and
/// so never across a breakpoint, until the bracket is narrower than `refinementWidth`. The result falls
/// short of the true maximum by at most `tolerance` (1e-9) wherever the difference changes by less than
/// 1000 per unit of normalised time, which holds for every curve the grammar accepts and every export;
/// a peak narrower than 1/`sampleCount` of the animation, away from any breakpoint, is the one thing it
/// could still miss.
package enum MaximumDifference {
    /// Evenly spaced intervals sampled before refinement.
    package static let sampleCount = 20_000
    /// How far either side of a breakpoint the one-sided values are taken.
    package static let sideOffset = 1e-12
    /// How many of the highest sampled local maxima are refined.
    package static let refinedPeaks = 256
    /// The width of time at which golden-section search stops.
    package static let refinementWidth = 1e-12
    /// How far below the true maximum the result can fall for a difference whose slope stays below 1000.
    package static let tolerance = 1e-9

    /// The largest |f(t) − g(t)| for t in [0, 1], and a time where it is reached. `breakpoints` are the
    /// times in [0, 1] where f or g is not smooth (others are ignored). A difference that is not a number
    /// counts as infinite.
    package static func of(_ f: (Double) -> Double, _ g: (Double) -> Double, breakpoints: [Double] = []) -> (value: Double, at: Double) {
        func difference(_ t: Double) -> Double {
            let d = abs(f(t) - g(t))
            return d.isNaN ? .infinity : d
        }
        // Every time to evaluate, sorted, with whether it is a breakpoint or one of its sides.
        var times = (0...sampleCount).map { (time: Double($0) / Double(sampleCount), fixed: false) }
        for b in breakpoints + [0, 1] where b >= 0 && b <= 1 {
            times.append((b, true))
            times.append((max(0, b - sideOffset), true))
            times.append((min(1, b + sideOffset), true))
        }
        times.sort { $0.time < $1.time || $0.time == $1.time && $0.fixed && !$1.fixed }
        var points: [(time: Double, fixed: Bool)] = []
        points.reserveCapacity(times.count)
        for point in times where points.last?.time != point.time { points.append(point) }
        let values = points.map { difference($0.time) }

        var best = (value: 0.0, at: 0.0)
        for (i, value) in values.enumerated() where value > best.value { best = (value, points[i].time) }
        // Interior sampled peaks, highest first; breakpoints are exact already.
        let peaks = values.indices.dropFirst().dropLast().filter { i in
            !points[i].fixed && values[i] >= values[i - 1] && values[i] >= values[i + 1] && values[i] > 0
        }.sorted { values[$0] > values[$1] }.prefix(refinedPeaks)
        for i in peaks {
            let peak = climb(difference, from: points[i - 1].time, to: points[i + 1].time, start: (values[i], points[i].time))
            if peak.value > best.value { best = peak }
        }
        return best
    }

    /// The highest value of `h` that golden-section search finds between `a` and `c`, starting from `start`
    /// (a time inside with its value): the best value seen, so never below `start`.
    static func climb(_ h: (Double) -> Double, from a: Double, to c: Double, start: (value: Double, at: Double)) -> (value: Double, at: Double) {
        let ratio = (5.0.squareRoot() - 1) / 2
        var (low, high) = (a, c)
        var best = start
        var x1 = high - ratio * (high - low), x2 = low + ratio * (high - low)
        var h1 = h(x1), h2 = h(x2)
        var steps = 0
        while high - low > refinementWidth, steps < 200 {
            steps += 1
            if h1 >= h2 {
                if h1 > best.value { best = (h1, x1) }
                high = x2
                (x2, h2) = (x1, h1)
                x1 = high - ratio * (high - low)
                h1 = h(x1)
            } else {
                if h2 > best.value { best = (h2, x2) }
                low = x1
                (x1, h1) = (x2, h2)
                x2 = low + ratio * (high - low)
                h2 = h(x2)
            }
        }
        if h1 > best.value { best = (h1, x1) }
        if h2 > best.value { best = (h2, x2) }
        return best
    }
}
