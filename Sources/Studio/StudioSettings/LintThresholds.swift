/// How far `herosim lint` lets a transition go before it reports it (`lint:` in the config file).
public struct LintThresholds: Hashable, Sendable {
    /// The largest move of a flying view between two frames, as a fraction of the window's diagonal
    /// (at 60 frames a second, 0.25 is a quarter of the window in a sixtieth of a second).
    public var maximumJump: Double = 0.25
    /// How far, in points, a flight's first frame may be from where its source is drawn and its last frame
    /// from where the view then rests.
    public var geometryTolerance: Double = 0.5
    /// The largest change of a visible view's corner radius (or its clip's) between two frames, in points.
    public var maximumRadiusStep: Double = 4
    /// How far a view's aspect ratio may stray mid-flight, as a fraction, when its flight starts and ends
    /// with the same one.
    public var aspectRatioDrift: Double = 0.02
    /// How much a pixel may differ, per channel (0…255), between the last instant of a transition and
    /// the settled scene after it.
    public var handOffTolerance: Int = 2

    /// The defaults.
    public init() {}
}
