import Foundation

/// Approximations of a progress function on [0, 1] by what other frameworks can spell: a cubic Bézier, or
/// straight segments between stops.
package enum CurveFitting {
    /// Normalised times at which approximations are fitted, and the inputs of sampled stops: 1001, evenly
    /// spaced (whole thousandths).
    package static let sampleTimes: [Double] = (0...1000).map { Double($0) / 1000 }

    /// The largest |f(t) − g(t)| over [0, 1], found by `MaximumDifference` (dense samples, the breakpoints
    /// where f or g is not smooth, and refinement of the peaks): never below the true maximum by more than
    /// `MaximumDifference.tolerance`.
    package static func maximumError(_ f: (Double) -> Double, _ g: (Double) -> Double, breakpoints: [Double] = []) -> Double {
        MaximumDifference.of(f, g, breakpoints: breakpoints).value
    }

    /// The cubic Bézier (x control points in [0, 1], values rounded to `digits` decimals) closest to `f` in
    /// least squares, found by Nelder–Mead from the common easings.
    package static func bezier(fitting f: (Double) -> Double, digits: Int = 3) -> CubicBezier {
        let targets = sampleTimes.enumerated().filter { $0.offset % 25 == 0 }.map { ($0.element, f($0.element)) }
        func make(_ p: [Double]) -> CubicBezier {
            func x(_ v: Double) -> Double { rounded(min(1, max(0, v)), digits) }
            func y(_ v: Double) -> Double { rounded(min(Limits.curveOutput.upperBound, max(Limits.curveOutput.lowerBound, v)), digits) }
            return CubicBezier(x(p[0]), y(p[1]), x(p[2]), y(p[3]))
        }
        func cost(_ p: [Double]) -> Double {
            let b = make(p)
            return targets.reduce(0) { sum, sample in
                let d = b.value(at: sample.0) - sample.1
                return sum + d * d
            }
        }
        // Start from the three common easings closest to the curve.
        let starts: [[Double]] = [[0.25, 0.1, 0.25, 1], [0.42, 0, 0.58, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1],
                                  [0.33, 0.33, 0.67, 0.67], [0.3, 1.4, 0.6, 1], [0.5, -0.4, 0.7, 0.6]]
        let closest = starts.sorted { cost($0) < cost($1) }.prefix(3)
        let best = closest.map { nelderMead(cost, from: $0) }.min { cost($0) < cost($1) }!
        return make(best)
    }

    /// Stops `(output, input)` of a piecewise-linear curve through samples of `f`, inserted where the error is
    /// largest until it is at most `tolerance` or there are `maximumStops`. Stops fall on whole thousandths and
    /// on `f`'s `breakpoints` (to `breakpointDigits` decimals: a bounce's join cut between two thousandths
    /// would miss by 0.002); outputs are rounded to `digits` decimals. The error is then checked between the
    /// samples too (`MaximumDifference`), and a stop added where it is largest, until the curve is within
    /// `tolerance` everywhere or no sample is left there.
    package static func stops(fitting f: (Double) -> Double, breakpoints: [Double] = [], tolerance: Double = 0.001,
                             maximumStops: Int = 100, digits: Int = 4) -> [(output: Double, input: Double)] {
        let inputs = Array(Set(sampleTimes + breakpoints.filter { $0 >= 0 && $0 <= 1 }.map { rounded($0, breakpointDigits) })).sorted()
        let values = inputs.map(f)
        let written = values.map { rounded($0, digits) }
        var chosen = [0, inputs.count - 1]
        while chosen.count < maximumStops {
            // The sample farthest from the segment between the chosen samples on either side of it.
            var worst = 0, worstError = 0.0
            for (a, b) in zip(chosen, chosen.dropFirst()) where b > a + 1 {
                for i in (a + 1)..<b {
                    let fraction = (inputs[i] - inputs[a]) / (inputs[b] - inputs[a])
                    let error = abs(written[a] + (written[b] - written[a]) * fraction - values[i])
                    if error > worstError { (worst, worstError) = (i, error) }
                }
            }
            if worstError <= tolerance { break }
            chosen.append(worst)
            chosen.sort()
        }
        while chosen.count < maximumStops {
            let curve = PiecewiseLinear(stops: chosen.map { (written[$0], inputs[$0]) })
            let worst = MaximumDifference.of(f, curve.value(at:), breakpoints: breakpoints + chosen.map { inputs[$0] })
            guard worst.value > tolerance, let b = chosen.firstIndex(where: { inputs[$0] >= worst.at }), b > 0 else { break }
            // The sample nearest to the worst time, between the stops on either side of it.
            let between = (chosen[b - 1] + 1)..<chosen[b]
            guard let nearest = between.min(by: { abs(inputs[$0] - worst.at) < abs(inputs[$1] - worst.at) }) else { break }
            chosen.append(nearest)
            chosen.sort()
        }
        return chosen.map { (written[$0], inputs[$0]) }
    }

    /// Decimals of a stop placed on a breakpoint: a millionth, so a join is cut by at most that.
    package static let breakpointDigits = 6

    /// `value` rounded to `digits` decimals.
    package static func rounded(_ value: Double, _ digits: Int) -> Double {
        let scale = pow(10, Double(digits))
        return (value * scale).rounded() / scale
    }

    /// Nelder–Mead minimisation of `cost` from `start` (a fixed number of iterations: deterministic).
    static func nelderMead(_ cost: ([Double]) -> Double, from start: [Double], iterations: Int = 400) -> [Double] {
        let n = start.count
        var simplex = [start] + (0..<n).map { i -> [Double] in
            var p = start
            p[i] += 0.1
            return p
        }
        var costs = simplex.map(cost)
        for _ in 0..<iterations {
            let order = costs.indices.sorted { costs[$0] < costs[$1] }
            simplex = order.map { simplex[$0] }
            costs = order.map { costs[$0] }
            let centroid = (0..<n).map { d in simplex.dropLast().reduce(0) { $0 + $1[d] } / Double(n) }
            func along(_ factor: Double) -> [Double] { (0..<n).map { centroid[$0] + factor * (simplex[n][$0] - centroid[$0]) } }
            let reflected = along(-1), reflectedCost = cost(reflected)
            if reflectedCost < costs[0] {
                let expanded = along(-2), expandedCost = cost(expanded)
                if expandedCost < reflectedCost { (simplex[n], costs[n]) = (expanded, expandedCost) } else { (simplex[n], costs[n]) = (reflected, reflectedCost) }
            } else if reflectedCost < costs[n - 1] {
                (simplex[n], costs[n]) = (reflected, reflectedCost)
            } else {
                let contracted = along(0.5), contractedCost = cost(contracted)
                if contractedCost < costs[n] {
                    (simplex[n], costs[n]) = (contracted, contractedCost)
                } else {
                    for i in 1...n {
                        simplex[i] = (0..<n).map { simplex[0][$0] + 0.5 * (simplex[i][$0] - simplex[0][$0]) }
                        costs[i] = cost(simplex[i])
                    }
                }
            }
        }
        return simplex[costs.indices.min { costs[$0] < costs[$1] }!]
    }
}
