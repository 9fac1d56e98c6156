/// Every limit HeroSim puts on its input, in one place. Each is far beyond what a real transition, config
/// or scenario needs, and small enough that no accepted input can overflow a computation, exhaust memory or
/// run for minutes. Parsers reject input beyond a limit with an error that names it; the renderer and the
/// runtime clamp what reaches them from code (where nothing was parsed) and warn.
public enum Limits {
    /// The values a curve may produce, in progress units (0 is the start, 1 the end): Bézier y control
    /// points, `linear()` outputs, and a spring's largest excursion. Real overshoot stays within -1...2;
    /// ten times the distance travelled is off any screen.
    public static let curveOutput: ClosedRange<Double> = -10...10
    /// The most stops a `linear()` curve may have.
    public static let linearStops = 10_000
    /// The most steps `steps(n)` may have.
    public static let steps = 10_000
    /// The longest duration of a curve or a spring's `duration`/`response`, in seconds.
    public static let animationDuration = 60.0
    /// The shortest `duration`/`response` of a spring, in seconds: shorter ones are stiffer than a double
    /// can hold.
    public static let springMinimumDuration = 0.001
    /// The longest a spring may take to settle (within 0.1 % of the distance), in seconds: a spring that
    /// takes longer (or never settles, such as `bounce: 1` or `dampingFraction: 0`) is refused.
    public static let springSettling = 60.0
    /// The largest |initial velocity| of a spring, in distances per second.
    public static let springVelocity = 100.0
    /// The longest curve text, in characters.
    public static let curveTextLength = 10_000
    /// Names longer than this get no "did you mean" suggestion (the edit distance is quadratic).
    public static let suggestionNameLength = 64
    /// The longest scenario, in seconds of simulated time.
    public static let scenarioDuration = 600.0
    /// The most steps a scenario may have.
    public static let scenarioSteps = 10_000
    /// The most frames one render may write.
    public static let renderFrames = 100_000
    /// Frames per second of a render.
    public static let framesPerSecond: ClosedRange<Double> = 1...240
    /// Window and render sizes, in points per side.
    public static let sideLength: ClosedRange<Double> = 1...8192
    /// The largest config or scenario file, in bytes.
    public static let configFileBytes = 1 << 20
    /// The deepest nesting of a YAML document (mappings, lists and flow collections).
    public static let yamlDepth = 64
    /// The largest SVG icon file, in bytes; larger ones are drawn as a placeholder.
    public static let svgFileBytes = 4 << 20
    /// The largest |coordinate| and size the renderer draws, in device pixels; geometry beyond it is
    /// clamped to it, and non-finite geometry is skipped.
    public static let drawCoordinate = 1_000_000.0
    /// The largest shadow radius the renderer blurs, in device pixels.
    public static let shadowRadius = 1_000.0
}

extension ClosedRange where Bound == Double {
    /// `[-10, 10]`: the range as error messages write it.
    public var text: String { "[\(lowerBound.shortString), \(upperBound.shortString)]" }
}
