import Foundation

/// A rectangle in a trace.
public struct TraceRect: Codable, Hashable, Sendable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double
    /// Copies a rectangle.
    public init(_ rect: CGRect) {
        x = rect.minX
        y = rect.minY
        width = rect.width
        height = rect.height
    }
    /// The rectangle as a `CGRect`.
    public var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

/// A window size in a trace.
public struct TraceSize: Codable, Hashable, Sendable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
