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

/// What one frame of a run looked like: time, state, the hero's geometry and the focus.
public struct TraceEntry: Codable, Hashable, Sendable {
    /// Frame number, from 0.
    public var frame: Int
    /// Time in seconds.
    public var time: Double
    /// idle, presenting, presented or dismissing.
    public var state: String
    /// The item open or flying.
    public var item: Int?
    /// The hero's progress from cell (0) to overlay (1).
    public var progress: Double?
    /// Where the hero is drawn.
    public var heroRect: TraceRect?
    /// The hero card's corner radius.
    public var cornerRadius: Double?
    /// The keyboard focus.
    public var focus: Int?
    /// The window size.
    public var size: TraceSize
}

/// Encodes a run's trace as stable, pretty JSON (sorted keys): same inputs give the same bytes.
public enum TraceEncoder {
    /// The trace as JSON data.
    public static func encode(_ entries: [TraceEntry]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var data = try encoder.encode(entries)
        data.append(0x0A)
        return data
    }

    /// Decodes a trace written by `encode`.
    public static func decode(_ data: Data) throws -> [TraceEntry] {
        try JSONDecoder().decode([TraceEntry].self, from: data)
    }
}
