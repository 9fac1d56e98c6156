/// The largest and smallest sizes layout accepts from a host: window and render sizes, which the command
/// line, the config file and the app launcher check against them (`Motion.Limits` has the curves' limits).
public enum LayoutLimits {
    /// Window and render sizes, in points per side.
    public static let sideLength: ClosedRange<Double> = 1...8192
}
