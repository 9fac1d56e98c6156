import Foundation
import ViewRuntime

/// A hero flight in a trace: the runtime's `Flight` of that frame, as `trace.json` holds it.
public struct TraceFlight: Codable, Hashable, Sendable {
    /// Which way a flight goes: the runtime's phases, as the trace spells them.
    public typealias Phase = Flight.Phase

    /// One end of a flight: a view of the group.
    public struct End: Codable, Hashable, Sendable {
        /// Its place in the view tree, as the path of its entry among the frame's views.
        public var path: String
        /// Where it is drawn in this frame.
        public var frame: TraceRect
        /// Whether it has left the tree.
        public var removed: Bool

        /// An end.
        public init(path: String, frame: TraceRect, removed: Bool = false) {
            self.path = path
            self.frame = frame
            self.removed = removed
        }
    }

    /// The matched-geometry id.
    public var id: String
    /// The matched-geometry namespace.
    public var namespace: String
    /// Which way it goes.
    public var phase: Phase
    /// The view whose geometry it leaves (the flying view while dismissing).
    public var from: End
    /// The view it lands on (the flying view while presenting).
    public var to: End
    /// The animation of the flying view's frame, in the curve grammar of `herosim curve`.
    public var curve: String
    /// When the current motion started (the transaction, or the last retarget), seconds.
    public var start: Double
    /// When it lands, seconds.
    public var end: Double
    /// The fraction of its time gone, 0 … 1.
    public var progress: Double

    /// The view drawn flying: `to` while presenting, `from` while dismissing.
    public var flying: End { phase == .presenting ? to : from }

    /// A flight.
    public init(id: String, namespace: String, phase: Phase, from: End, to: End, curve: String, start: Double, end: Double, progress: Double) {
        self.id = id
        self.namespace = namespace
        self.phase = phase
        self.from = from
        self.to = to
        self.curve = curve
        self.start = start
        self.end = end
        self.progress = progress
    }

    /// The runtime's flight as a trace holds it.
    public init(_ flight: Flight) {
        func end(_ end: Flight.End) -> End { End(path: end.path, frame: TraceRect(end.frame), removed: end.isRemoved) }
        self.init(id: flight.id, namespace: flight.namespace, phase: flight.phase,
                  from: end(flight.from), to: end(flight.to), curve: flight.spec.description, start: flight.start, end: flight.end,
                  progress: flight.progress)
    }
}

extension SceneTraceEntry {
    /// The view of this frame that flies in `flight`: the entry at its flying end's path.
    public func flyingView(of flight: TraceFlight) -> TracedViewEntry? {
        let end = flight.flying
        return views.last { $0.kind == .matchedGeometry && $0.path == end.path && $0.removed == end.removed }
    }

    /// The heroes flying in this frame, in draw order: each flight's id and flying view (none in a trace
    /// written before flights were recorded).
    public var flyingHeroes: [(id: String, view: TracedViewEntry)] {
        (flights ?? []).compactMap { flight in flyingView(of: flight).map { (flight.id, $0) } }
    }
}
