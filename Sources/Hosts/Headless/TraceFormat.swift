import Foundation

/// A geometry trace: what `herosim render` writes as `trace.json` and `HeadlessHost` records, one entry per
/// frame with every matched-geometry view and every animating view. Its JSON schema is
/// `docs/trace.schema.json`; `version` changes only when a field changes meaning or goes away.
public struct SceneTrace: Codable, Hashable, Sendable {
    /// Always `herosim-trace`.
    public var format = "herosim-trace"
    /// The version of this layout: 2.
    public var version = SceneTrace.currentVersion
    /// Frames per second of the run.
    public var fps: Double
    /// The frames, from frame 0.
    public var frames: [SceneTraceEntry]

    /// The version written now.
    public static let currentVersion = 2

    /// A trace of `frames` sampled at `fps`.
    public init(fps: Double, frames: [SceneTraceEntry]) {
        self.fps = fps
        self.frames = frames
    }
}

/// One frame of a trace.
public struct SceneTraceEntry: Codable, Hashable, Sendable {
    /// Frame number, from 0.
    public var frame: Int
    /// Time in seconds.
    public var time: Double
    /// The window size.
    public var size: TraceSize
    /// Whether an animation is running.
    public var animating: Bool
    /// Whether this frame was dropped (`--drop-frames`): the screen kept showing the frame before, and the
    /// views are as that frame drew them.
    public var dropped: Bool = false
    /// Every matched-geometry view and every view with a running animation, back to front.
    public var views: [TracedViewEntry]
    /// The hero flights of the frame (`ViewGraph.flights`), in draw order of their flying views; nil in a
    /// trace written before flights were recorded.
    public var flights: [TraceFlight]?

    /// The matched-geometry views, back to front.
    public var matchedGeometry: [TracedViewEntry] { views.filter { $0.kind == .matchedGeometry } }

    /// An entry.
    public init(frame: Int, time: Double, size: TraceSize, animating: Bool, dropped: Bool = false, views: [TracedViewEntry],
                flights: [TraceFlight]? = nil) {
        self.frame = frame
        self.time = time
        self.size = size
        self.animating = animating
        self.dropped = dropped
        self.views = views
        self.flights = flights
    }
}

/// One view in one frame of a trace.
public struct TracedViewEntry: Codable, Hashable, Sendable {
    /// Why a view is in the trace.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// It has `matchedGeometryEffect(id:in:)`.
        case matchedGeometry
        /// One of its values is animating.
        case animating
    }
    /// Why it is in the trace.
    public var kind: Kind
    /// The matched-geometry id, else the view's `.id`, else its path.
    public var id: String
    /// The matched-geometry namespace, for matched-geometry views.
    public var namespace: String?
    /// Whether it is its group's source (false for views that are not matched geometry).
    public var isSource: Bool
    /// Whether it has left the tree and is drawn only until its removal animation ends.
    public var removed: Bool
    /// Its place in the view tree, unique in a frame.
    public var path: String
    /// Where it is drawn, in window points.
    public var frame: TraceRect
    /// The corner radius of its own shape (clip shape or rounded fill), 0 for square corners.
    public var cornerRadius: Double
    /// The opacity it is drawn with.
    public var opacity: Double
    /// Its place among the frame's traced views in draw order, 0 at the back.
    public var z: Int
    /// The clip its ancestors put around it, or nil.
    public var clip: TraceClip?
    /// The animation that moves it, or nil.
    public var motion: TraceMotion?
    /// How fast its frame changes, points per second (x, y of its origin; width, height).
    public var velocity: TraceRect
    /// How fast that velocity changes, points per second squared.
    public var acceleration: TraceRect
    /// The speed of its centre, points per second.
    public var speed: Double

    /// A traced view; by default a matched-geometry view at rest, opaque, with square corners and no clip,
    /// whose path is its id.
    public init(kind: Kind = .matchedGeometry, id: String, namespace: String? = nil, frame: TraceRect, isSource: Bool = false,
                opacity: Double = 1, removed: Bool = false, path: String? = nil, cornerRadius: Double = 0, z: Int = 0,
                clip: TraceClip? = nil, motion: TraceMotion? = nil, velocity: TraceRect = .zero, acceleration: TraceRect = .zero,
                speed: Double = 0) {
        self.kind = kind
        self.id = id
        self.namespace = namespace
        self.isSource = isSource
        self.removed = removed
        self.path = path ?? id
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.opacity = opacity
        self.z = z
        self.clip = clip
        self.motion = motion
        self.velocity = velocity
        self.acceleration = acceleration
        self.speed = speed
    }
}

extension TraceRect {
    /// All four numbers 0.
    public static let zero = TraceRect(.zero)
}

/// A clip in a trace: the region a view can be seen in.
public struct TraceClip: Codable, Hashable, Sendable {
    /// The innermost clip's frame, cut by the ones around it.
    public var frame: TraceRect
    /// The innermost clip's corner radius.
    public var cornerRadius: Double

    /// A clip.
    public init(frame: TraceRect, cornerRadius: Double = 0) {
        self.frame = frame
        self.cornerRadius = cornerRadius
    }
}

/// The running animation of a view in a trace.
public struct TraceMotion: Codable, Hashable, Sendable {
    /// The animation in the curve grammar of `herosim curve`.
    public var curve: String
    /// When the current motion started (the transaction, or the last retarget), seconds.
    public var start: Double
    /// When it arrives, seconds.
    public var end: Double
    /// The fraction of its time gone, 0 … 1.
    public var progress: Double
    /// What animates: `frame`, `opacity`, `cornerRadius`, `fill`, `transition`.
    public var attributes: [String]
}

extension SceneTrace {
    /// The trace as JSON: the header fields, then one frame per line (keys sorted, no other spaces), so a
    /// diff of two traces shows the frames that differ; a final newline. A number that is not finite, which
    /// only a view's own code can produce, is written as the string "nan", "inf" or "-inf", so the trace is
    /// always written.
    public func json() throws -> Data {
        let encoder = SceneTrace.encoder()
        var data = Data("{\"format\":".utf8)
        data.append(try encoder.encode(format))
        data.append(contentsOf: Array(",\"version\":\(version),\"fps\":".utf8))
        data.append(try encoder.encode(fps))
        data.append(contentsOf: Array(",\"frames\":[".utf8))
        for (index, line) in try frameLines().enumerated() {
            data.append(contentsOf: Array((index == 0 ? "\n" : ",\n").utf8))
            data.append(line)
        }
        data.append(contentsOf: Array("\n]}\n".utf8))
        return data
    }

    /// The JSON of each frame, encoded on every core.
    private func frameLines() throws -> [Data] {
        let chunks = min(frames.count, 4 * ProcessInfo.processInfo.activeProcessorCount)
        guard chunks > 1 else { return try frames.map { try SceneTrace.encoder().encode($0) } }
        let lines = LineSlots(count: frames.count)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let encoder = SceneTrace.encoder()
            for index in stride(from: chunk, to: frames.count, by: chunks) {
                lines.set(index, Result { try encoder.encode(frames[index]) })
            }
        }
        return try lines.values.map { try $0!.get() }
    }

    /// The encoder of the trace's JSON: keys sorted, numbers that are not finite as strings.
    private static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// Reads a trace written by any version of HeroSim: version 2, or version 1 (a bare list of frames with
    /// their matched-geometry views only).
    public static func read(_ data: Data) throws -> SceneTrace {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        if let old = try? decoder.decode([VersionOneEntry].self, from: data) {
            let fps = old.count > 1 && old[1].time > 0 ? 1 / old[1].time : 60
            return SceneTrace(fps: fps, frames: old.map(\.upgraded))
        }
        let trace = try decoder.decode(SceneTrace.self, from: data)
        guard trace.format == "herosim-trace", (1...currentVersion).contains(trace.version) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a HeroSim trace of version 1 or \(currentVersion) (format \(trace.format), version \(trace.version))"))
        }
        return trace
    }
}

/// A frame of a version-1 trace.
private struct VersionOneEntry: Decodable {
    struct Element: Decodable {
        var id: String
        var frame: TraceRect
        var isSource: Bool
        var opacity: Double
        var removed: Bool
    }
    var frame: Int
    var time: Double
    var size: TraceSize
    var matchedGeometry: [Element]
    var animating: Bool

    var upgraded: SceneTraceEntry {
        SceneTraceEntry(frame: frame, time: time, size: size, animating: animating, views: matchedGeometry.enumerated().map { z, e in
            TracedViewEntry(id: e.id, frame: e.frame, isSource: e.isSource, opacity: e.opacity, removed: e.removed, z: z)
        })
    }
}

/// One encoded line per frame, filled from several threads.
private final class LineSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Data, Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ line: Result<Data, Error>) {
        lock.lock()
        slots[index] = line
        lock.unlock()
    }

    var values: [Result<Data, Error>?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
