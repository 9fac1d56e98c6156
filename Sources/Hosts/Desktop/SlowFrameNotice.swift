/// Tells the user, once, when the frames of something moving take longer to draw than the display shows them:
/// the animation stutters, and in a debug build the fix is usually a release build.
struct SlowFrameNotice {
    /// How long a frame is on screen, seconds (60 Hz).
    let budget: Double
    /// Whether this program is a debug build (the fix it names).
    let debugBuild: Bool
    /// Moving frames looked at together.
    static let window = 60
    private var recent: [Double] = []
    private var said = false

    /// A notice for frames shown `budget` seconds each, in a program built for debugging or not.
    init(budget: Double = 1.0 / 60, debugBuild: Bool) {
        self.budget = budget
        self.debugBuild = debugBuild
    }

    /// A notice for this program's own build.
    static func forThisBuild() -> SlowFrameNotice {
        #if DEBUG
        SlowFrameNotice(debugBuild: true)
        #else
        SlowFrameNotice(debugBuild: false)
        #endif
    }

    /// Records the work of one moving frame, in seconds. Returns the message to show when, for the first time,
    /// more than half of the last `window` moving frames were over budget; nil otherwise (and ever after).
    mutating func record(work: Double) -> String? {
        guard !said else { return nil }
        recent.append(work)
        if recent.count > Self.window { recent.removeFirst() }
        guard recent.count == Self.window, recent.filter({ $0 > budget }).count * 2 > Self.window else { return nil }
        said = true
        let median = recent.sorted()[Self.window / 2]
        let figures = "HeroSim: frames take \(Self.milliseconds(median)) ms to draw (the median of the last \(Self.window) moving ones), "
            + "over the \(Self.milliseconds(budget)) ms each is on screen, so animations stutter."
        return debugBuild
            ? figures + " This is a debug build: `swift run -c release` (or `swift build -c release`) builds it optimised."
            : figures + " `--stats` shows where the time goes (layout, display list, raster, present)."
    }

    private static func milliseconds(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10_000).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
