import Foundation

/// Runs the jobs of the tasks a view graph starts (`.task`), on the thread that drives the graph, when the
/// graph drains it: after each update and each time the graph's clock wakes a sleeping task. So a task's
/// code between two suspensions runs at a known moment of the graph's time, and headless runs repeat
/// exactly.
final class HostTaskExecutor: TaskExecutor, @unchecked Sendable {
    /// Jobs waiting to run. A job can be enqueued from another thread (a task resumed by something outside
    /// the graph), so the queue is locked.
    private var jobs: [UnownedJob] = []
    private let lock = NSLock()

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        lock.withLock { jobs.append(unowned) }
    }

    /// Runs every job waiting, and the jobs they enqueue, until none is left.
    func drain() {
        while let job = lock.withLock({ jobs.isEmpty ? nil : jobs.removeFirst() }) {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
