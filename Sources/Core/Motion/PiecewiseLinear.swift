import Foundation

/// CSS Easing 2 `linear(...)`: straight segments between control points.
package struct PiecewiseLinear: Hashable, Sendable {
    /// One control point: an output value at an input progress.
    public struct Point: Hashable, Sendable {
        /// Input progress (0 = start, 1 = end).
        public var input: Double
        /// Output value.
        public var output: Double
    }

    /// The control points with every input resolved, in order.
    public let points: [Point]

    /// Resolves stops as the spec says: `stops` are (output, optional input) pairs; the first input
    /// defaults to 0 and the last to 1, an input below an earlier one is raised to it, and runs of
    /// missing inputs are spread evenly between their neighbours.
    public init(stops: [(output: Double, input: Double?)]) {
        var inputs = stops.map(\.input)
        if !inputs.isEmpty {
            if inputs[0] == nil { inputs[0] = 0 }
            if inputs.count > 1, inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = 1 }
        }
        var largest = -Double.infinity
        for i in inputs.indices {
            if let value = inputs[i] {
                largest = max(largest, value)
                inputs[i] = largest
            }
        }
        var i = 0
        while i < inputs.count {
            if inputs[i] == nil {
                let start = i - 1
                var end = i
                while inputs[end] == nil { end += 1 }
                let from = inputs[start]!, to = inputs[end]!
                for k in i..<end { inputs[k] = from + (to - from) * Double(k - start) / Double(end - start) }
                i = end
            }
            i += 1
        }
        points = zip(stops, inputs).map { Point(input: $1 ?? 0, output: $0.output) }
    }

    /// The output at `x`; outside the first and last inputs the end segments extend.
    public func value(at x: Double) -> Double {
        guard let first = points.first else { return x }
        guard points.count > 1 else { return first.output }
        // The last segment whose start is at or before x (the later point wins at equal inputs). Inputs
        // never decrease, so the starts at or before x are a prefix: binary search for its end.
        var (low, high) = (0, points.count - 1)
        while low < high {
            let middle = (low + high) / 2
            if points[middle].input <= x { low = middle + 1 } else { high = middle }
        }
        let index = max(0, low - 1)
        let a = points[index], b = points[index + 1]
        if b.input == a.input { return x < a.input ? a.output : b.output }
        return a.output + (b.output - a.output) * (x - a.input) / (b.input - a.input)
    }

    /// `linear(0 0%, 0.25 75%, 1 100%)`: every stop with its resolved input.
    public var canonicalName: String {
        "linear(" + points.map { "\($0.output.shortString) \(Self.percentText($0.input))%" }.joined(separator: ", ") + ")"
    }

    /// The shortest percentage that the grammar reads back to exactly `input`.
    static func percentText(_ input: Double) -> String {
        input.isFinite ? DecimalShift.text(of: input, shiftedBy: 2) : (input * 100).shortString
    }
}
