import LayoutCore
import Motion

/// A hero flight: one view of a matched-geometry group flying, its frame animating, while another view of
/// the group is drawn. Presenting, the flying view is in the tree and flies from the group's geometry to
/// its own place (an inserted view starting where its group was); dismissing, it has left the tree and
/// flies back to where its group's source is. Flutter's `_HeroFlight` is the model: the runtime names the
/// thing, and every tool (the trace, the inspector's HUD and onion skin, the fuzzer, the policy comparison)
/// reads the same value. The graph keeps one flight per group in its flight table, which each change starts,
/// diverts or lands; `ViewGraph.flights` shows the table's flights at one moment.
///
/// A group at rest is no flight, whatever it holds: an open card and its hidden cell (two views of the
/// group in the tree, nothing moving) are *presented*. A lone view of a group that moves (its layout
/// changed with an animation) is no flight either: nothing flies between two views.
public struct Flight: Hashable, Sendable {
    /// Which way a flight goes.
    public enum Phase: String, Codable, Hashable, Sendable {
        /// The flying view is in the tree and flies to its own place.
        case presenting
        /// The flying view has left the tree and flies back to its group's source.
        case dismissing
    }

    /// One end of a flight: a view of the group.
    public struct End: Hashable, Sendable {
        /// Where it sits in the view tree, from the root (`IconGrid/ZStack/...`), as `TracedView.path`.
        public var path: String
        /// Where it is drawn at the flight's moment (a view that follows its group's source is drawn
        /// where the source is), in window coordinates.
        public var frame: CGRect
        /// Whether it has left the tree and is drawn only until its flight ends.
        public var isRemoved: Bool

        /// An end.
        public init(path: String, frame: CGRect, isRemoved: Bool = false) {
            self.path = path
            self.frame = frame
            self.isRemoved = isRemoved
        }
    }

    /// The matched-geometry id, as text (`3`, `card`).
    public var id: String
    /// The matched-geometry namespace.
    public var namespace: String
    /// Which way it goes.
    public var phase: Phase
    /// The view whose geometry the flight leaves: the group's other view while presenting (the one that
    /// left, else its source, else any), the flying view while dismissing.
    public var from: End
    /// The view it lands on: the flying view while presenting, the group's source while dismissing.
    public var to: End
    /// The animation of the flying view's frame, as the runtime plays it.
    package var spec: AnimationSpec
    /// The animation of the flying view's frame.
    public var animation: Animation { Animation(spec) }
    /// When the current motion started (seconds): the transaction, or the last retarget (a flight turned
    /// around starts again there).
    public var start: Double
    /// When it lands (seconds).
    public var end: Double
    /// The fraction of its time gone at the flight's moment, 0 … 1.
    public var progress: Double

    /// The view drawn flying: `to` while presenting, `from` while dismissing.
    public var flying: End { phase == .presenting ? to : from }

    /// A flight.
    package init(id: String, namespace: String, phase: Phase, from: End, to: End, spec: AnimationSpec, start: Double, end: Double,
                 progress: Double) {
        self.id = id
        self.namespace = namespace
        self.phase = phase
        self.from = from
        self.to = to
        self.spec = spec
        self.start = start
        self.end = end
        self.progress = progress
    }
}

extension Flight: CustomStringConvertible {
    /// `3 presenting 42 % easeInOut 0.35s`.
    public var description: String {
        "\(id) \(phase.rawValue) \(Int((progress * 100).rounded())) % \(animation)"
    }
}
