import Foundation

/// The limits on config files, scenario files and renders. Each is far beyond what real use needs, and small
/// enough that no accepted file can exhaust memory or run for minutes; the readers refuse input beyond a
/// limit with an error that names it.
public enum FileLimits {
    /// The longest scenario, in seconds of simulated time.
    public static let scenarioDuration = 600.0
    /// The most steps a scenario may have.
    public static let scenarioSteps = 10_000
    /// The most frames one render may write.
    public static let renderFrames = 100_000
    /// Frames per second of a render.
    public static let framesPerSecond: ClosedRange<Double> = 1...240
    /// The largest config or scenario file, in bytes.
    public static let configFileBytes = 1 << 20
    /// The end scale of a scenario's pinch (the fingers' distance apart at the end over at the start).
    public static let pinchScale: ClosedRange<Double> = 0.01...100
    /// The deepest nesting of a YAML document (mappings, lists and flow collections).
    public static let yamlDepth = 64
}
