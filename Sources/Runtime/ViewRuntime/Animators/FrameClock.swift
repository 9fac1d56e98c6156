import LayoutCore
import Observation

/// The graph's time as an observable value, for views whose body depends on time itself (a
/// `KeyframeAnimator`'s content is built again for every frame while its keyframes run).
///
/// The graph moves it with its own time, before each frame. A body reads it through
/// `time(requestingFramesUntil:)`, which Observation tracks like any model read, so the graph builds that
/// body again when the time moves, and only while some reader asked for frames: once the time has passed
/// every request (and been seen past it once), moving the time changes nothing, and nothing is built.
final class FrameClock: Observable {
    private let registrar = ObservationRegistrar()
    private var current: Double
    /// The latest time a reader asked to see frames until.
    private(set) var requestedUntil = -Double.infinity

    /// A clock at `time`.
    init(time: Double) { current = time }

    /// The time now, without tracking (for actions, not bodies).
    var now: Double { current }

    /// The time now, tracked: the reader is built again when it moves, until `end`.
    func time(requestingFramesUntil end: Double) -> Double {
        requestedUntil = max(requestedUntil, end)
        registrar.access(self, keyPath: \.now)
        return current
    }

    /// Whether a reader still asks for frames after now.
    var isRequestingFrames: Bool { current < requestedUntil }

    /// Moves the time to `time` (the graph's), telling the readers while they asked for frames.
    func move(to time: Double) {
        guard time != current else { return }
        if current < requestedUntil {
            registrar.withMutation(of: self, keyPath: \.now) { current = time }
        } else {
            current = time
        }
    }
}

/// A view's access to the graph's `FrameClock`, as a dynamic property: the runtime connects it to the
/// clock of the view's graph (made when a view first asks, so a graph without such views has none).
struct GraphTime: DynamicProperty, StorageBacked {
    private let box = GraphTimeBox()

    /// The clock, once the runtime has connected the property (nil outside a graph).
    var clock: FrameClock? { box.clock }

    func connect(to store: StateStore, key: SlotKey, environment: EnvironmentValues) { box.clock = store.frameClock }

    func isSameInput(as other: Any) -> Bool { true }
}

/// Where a `GraphTime` keeps the clock it was connected to.
final class GraphTimeBox {
    var clock: FrameClock?
}
