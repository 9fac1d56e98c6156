import LayoutCore

/// The tasks a view graph's `.task` modifiers started, by the path of their marker, with the executor
/// they run on and the clock they sleep on.
final class TaskRunner {
    let clock = TaskClock()
    private let executor = HostTaskExecutor()
    private var running: [ViewPath: (marker: TaskMarker, task: Task<Void, Never>)] = [:]

    /// Starts `marker`'s action for the view at `path` (cancelling a task already running there).
    func start(_ marker: TaskMarker, at path: ViewPath) {
        cancel(at: path)
        let action = UncheckedAction(run: marker.action)
        let clock = self.clock
        let task = Task(executorPreference: executor, priority: marker.priority) {
            await TaskClock.$current.withValue(clock) { await action.run() }
        }
        running[path] = (marker, task)
    }

    /// The marker whose task runs at `path`.
    func marker(at path: ViewPath) -> TaskMarker? { running[path]?.marker }

    /// The paths with a task.
    var paths: Dictionary<ViewPath, (marker: TaskMarker, task: Task<Void, Never>)>.Keys { running.keys }

    /// Cancels the task at `path`.
    func cancel(at path: ViewPath) {
        running.removeValue(forKey: path)?.task.cancel()
    }

    /// Cancels every task and runs what cancelling them resumed.
    func cancelAll() {
        for path in Array(running.keys) { cancel(at: path) }
        drain()
    }

    /// Runs the tasks' code that is ready to run, until every task waits again.
    func drain() { executor.drain() }
}

/// A task's action, handed to the task that runs it on the graph's executor (which runs on the graph's
/// thread, where the action was made).
private struct UncheckedAction: @unchecked Sendable {
    let run: () async -> Void
}
