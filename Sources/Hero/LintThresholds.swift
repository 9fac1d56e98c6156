/// How far `herosim lint` lets a transition go before it reports it (`lint:` in the config file).
public struct LintThresholds: Hashable, Sendable {
    /// The largest move of a flying view between two frames, as a fraction of the window's diagonal
    /// (at 60 frames a second, 0.25 is a quarter of the window in a sixtieth of a second).
    public var maximumJump: Double = 0.25
    /// How far, in points, a flight's first frame may be from where its source is drawn and its last frame
    /// from where the view then rests.
    public var geometryTolerance: Double = 0.5

    /// The defaults.
    public init() {}
}
