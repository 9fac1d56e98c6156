/// The limits HeroSim puts on curves and springs. Each is far beyond what a real transition needs, and
/// small enough that no accepted curve can overflow a computation or run for minutes: the curve grammar
/// rejects input beyond a limit with an error that names it, and the runtime ends a non-finite or
/// never-settling animation made in code. The other layers keep their own: `LayoutLimits` (window sizes),
/// `RasterLimits` (what the renderer draws) and `FileLimits` (config and scenario files, renders).
package enum Limits {
    /// The values a curve may produce, in progress units (0 is the start, 1 the end): Bézier y control
    /// points, `linear()` outputs, and a spring's largest excursion. Real overshoot stays within -1...2;
    /// ten times the distance travelled is off any screen.
    package static let curveOutput: ClosedRange<Double> = -10...10
    /// The most stops a `linear()` curve may have.
    package static let linearStops = 10_000
    /// The most steps `steps(n)` may have.
    package static let steps = 10_000
    /// The longest duration of a curve or a spring's `duration`/`response`, in seconds.
    package static let animationDuration = 60.0
    /// The shortest `duration`/`response` of a spring, in seconds: shorter ones are stiffer than a double
    /// can hold.
    package static let springMinimumDuration = 0.001
    /// The longest a spring may take to settle (within 0.1 % of the distance), in seconds: a spring that
    /// takes longer (or never settles, such as `bounce: 1` or `dampingFraction: 0`) is refused.
    package static let springSettling = 60.0
    /// The largest |initial velocity| of a spring, in distances per second.
    package static let springVelocity = 100.0
    /// The longest curve text, in characters.
    package static let curveTextLength = 10_000
    /// Names longer than this get no "did you mean" suggestion (the edit distance is quadratic).
    package static let suggestionNameLength = 64
}

extension ClosedRange where Bound == Double {
    /// `[-10, 10]`: the range as error messages write it.
    package var text: String { "[\(lowerBound.shortString), \(upperBound.shortString)]" }
}
