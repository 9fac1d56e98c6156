import Foundation

/// The largest and smallest sizes layout accepts from a host: window and render sizes, which the command
/// line, the config file and the app launcher check against them (`Motion.Limits` has the curves' limits).
package enum LayoutLimits {
    /// Window and render sizes, in points per side.
    public static let sideLength: ClosedRange<Double> = 1...8192
    /// Pixels per point of a window or a render (`--scale`).
    public static let displayScale: ClosedRange<Double> = 1...4
    /// Window and render sizes, in pixels per side (points × scale).
    public static let pixelSideLength: ClosedRange<Double> = 1...16384

    /// Why `size` points at `scale` pixels per point is too large to draw, or nil when it is not.
    public static func problem(size: CGSize, scale: CGFloat) -> String? {
        let most = max(size.width, size.height) * scale
        guard most > pixelSideLength.upperBound else { return nil }
        return "\(Int(size.width))x\(Int(size.height)) points at scale \(scale.formatted()) is \(Int(most)) pixels across; at most \(Int(pixelSideLength.upperBound)) are drawn"
    }
}
