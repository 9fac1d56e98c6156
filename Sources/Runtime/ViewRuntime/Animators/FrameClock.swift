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
    private var current: Double = 0
    /// The latest time a reader asked to see frames until.
    private(set) var requestedUntil = -Double.infinity

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
