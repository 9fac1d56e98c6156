import Desktop
import Foundation
import Motion
import Synchronization
import ViewRuntime

/// An animation's curve at 48 moments, with the range of values the plot spans, worked out once per
/// animation: the panel's live layer places the moment on the curve every frame with the same range as the
/// still layer's plot, and evaluating a precise cubic Bézier 48 times a frame was a tenth of the panel's work.
struct CurveSamples: Sendable {
    /// x is the fraction of the animation's time, value its output.
    let points: [(x: Double, value: Double)]
    /// The values the plot spans: 0 to 1 and every sample, with a margin.
    let range: ClosedRange<Double>

    /// The samples of `animation`: the last animation's again when it is the same.
    static func of(_ animation: RecordedAnimation) -> CurveSamples {
        last.withLock { last in
            if let known = last, known.animation == animation { return known.samples }
            let samples = CurveSamples(animation)
            last = (animation, samples)
            return samples
        }
    }

    /// The last animation sampled, and its samples.
    private static let last = Mutex<(animation: RecordedAnimation, samples: CurveSamples)?>(nil)

    private init(_ recorded: RecordedAnimation) {
        let duration = max(1e-9, recorded.end - recorded.start)
        points = (0..<48).map { index in
            let x = Double(index) / 47
            return (x, recorded.animation.value(at: x * duration))
        }
        let values = points.map(\.value)
        range = (min(0, values.min() ?? 0) - 0.05)...(max(1, values.max() ?? 1) + 0.05)
    }
}
