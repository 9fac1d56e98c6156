/// One pass of a box blur over a grid of values, the building block of the Gaussian-like blurs of
/// shadows and of `blur(radius:)` (three passes each way).
enum BoxBlur {
    /// Replaces each value by the mean of the `2 × radius + 1` values around it along rows (`horizontal`)
    /// or columns. Outside the grid values are 0, or with `clampedEdges` the nearest edge value.
    static func pass(_ values: inout [Double], width: Int, height: Int, radius: Int, horizontal: Bool, clampedEdges: Bool) {
        let lines = horizontal ? height : width
        let length = horizontal ? width : height
        var line = [Double](repeating: 0, count: length)
        let scale = 1 / Double(2 * radius + 1)
        for l in 0..<lines {
            func index(_ i: Int) -> Int { horizontal ? l * width + i : i * width + l }
            for i in 0..<length { line[i] = values[index(i)] }
            func at(_ i: Int) -> Double {
                if clampedEdges { return line[min(length - 1, max(0, i))] }
                return i >= 0 && i < length ? line[i] : 0
            }
            var sum = 0.0
            for i in -radius...radius { sum += at(i) }
            for i in 0..<length {
                values[index(i)] = sum * scale
                sum += at(i + radius + 1)
                sum -= at(i - radius)
            }
        }
    }
}
