/// The clock of the view graph a task was started by: `Task.sleep` inside a `.task` waits for the graph's
/// time (moved by `advance(to:)`), not for the wall clock, so every frame of a run can be reproduced.
final class TaskClock: @unchecked Sendable {
    /// A sleeping task: when it wakes, and how to wake it.
    private struct Sleeper {
        let wake: Double
        let serial: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    /// The clock of the task running now, if a view graph started it.
    @TaskLocal static var current: TaskClock?

    /// The graph's time.
    var now: Double = 0
    private var sleepers: [Sleeper] = []
    private var serial = 0

    /// When the next sleeping task wakes.
    var nextWake: Double? { sleepers.map(\.wake).min() }

    /// Suspends the calling task until the graph's time reaches `now + seconds` (at once for zero or less,
    /// throwing `CancellationError` if the task is cancelled first).
    func sleep(seconds: Double) async throws {
        try Task.checkCancellation()
        let wake = now + max(0, seconds.isFinite ? seconds : 0)
        serial += 1
        let id = serial
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                sleepers.append(Sleeper(wake: wake, serial: id, continuation: continuation))
            }
        } onCancel: {
            self.cancel(id)
        }
    }

    /// Wakes every task sleeping until `time` or before, earliest first.
    func wake(upTo time: Double) {
        let due = sleepers.filter { $0.wake <= time }.sorted { ($0.wake, $0.serial) < ($1.wake, $1.serial) }
        sleepers.removeAll { $0.wake <= time }
        for sleeper in due { sleeper.continuation.resume() }
    }

    private func cancel(_ id: Int) {
        guard let index = sleepers.firstIndex(where: { $0.serial == id }) else { return }
        sleepers.remove(at: index).continuation.resume(throwing: CancellationError())
    }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends for `duration` nanoseconds: of the view graph's time inside a `.task` it started, else of
    /// the wall clock.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        if let clock = TaskClock.current { return try await clock.sleep(seconds: Double(duration) / 1e9) }
        try await ContinuousClock().sleep(for: .nanoseconds(duration))
    }

    /// Suspends for `duration`: of the view graph's time inside a `.task` it started, else of `clock`.
    public static func sleep<C: Clock>(for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil,
                                       clock: C = ContinuousClock()) async throws {
        if let graphClock = TaskClock.current, let seconds = duration as? Duration {
            return try await graphClock.sleep(seconds: seconds.seconds)
        }
        try await clock.sleep(for: duration, tolerance: tolerance)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) / 1e18
    }
}
