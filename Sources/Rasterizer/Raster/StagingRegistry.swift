import Foundation

/// What this process is writing beside its targets (staging files and folders, `StagingName`) and the child
/// processes writing for it, so that an interruption (`interrupt()`, from a signal handler) can remove them
/// before the process ends: an interrupted run leaves the previous output and nothing else.
///
/// Creating a staging path, registering it and swapping it into place happen under one lock, so an
/// interruption sees each path either not yet made or registered, and never a commit half done. Once
/// interrupted, the registry refuses new staging (`StagingInterrupted`) and commits.
public final class StagingRegistry: @unchecked Sendable {
    /// The process's registry.
    public static let shared = StagingRegistry()

    private let lock = NSLock()
    private var paths: Set<String> = []
    private var children: Set<pid_t> = []
    private var interrupted = false

    /// An empty registry (tests make their own; the process uses `shared`).
    public init() {}

    /// Whether `interrupt()` has run.
    public var isInterrupted: Bool { lock.withLock { interrupted } }

    /// The registered paths, sorted.
    public var registeredPaths: [String] { lock.withLock { paths.sorted() } }

    /// Runs `make`, which creates the staging file or folder `path`, and registers `path`, with no
    /// interruption in between. Throws `StagingInterrupted` instead once interrupted.
    public func create<T>(_ path: String, by make: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        guard !interrupted else { throw StagingInterrupted() }
        let result = try make()
        paths.insert(path)
        return result
    }

    /// Forgets `path`: it was removed or put in place.
    public func forget(_ path: String) {
        lock.withLock { _ = paths.remove(path) }
    }

    /// Runs `swap` (renames that put staged output in place) with no interruption during it; `swap` returns
    /// the paths that stay to be removed afterwards (registered in place of `staging`). Throws
    /// `StagingInterrupted` without running `swap` once interrupted.
    public func swap(_ staging: String, _ swap: () throws -> [String]) throws {
        lock.lock()
        defer { lock.unlock() }
        guard !interrupted else { throw StagingInterrupted() }
        let leftovers = try swap()
        paths.remove(staging)
        paths.formUnion(leftovers)
    }

    /// Runs `start`, which starts a child process that writes the staging file `path` and returns its id,
    /// and registers both, with no interruption in between: an interruption kills the child before it
    /// removes the file. Throws `StagingInterrupted` instead once interrupted.
    public func spawn(_ path: String, by start: () throws -> pid_t) throws -> pid_t {
        lock.lock()
        defer { lock.unlock() }
        guard !interrupted else { throw StagingInterrupted() }
        let child = try start()
        paths.insert(path)
        children.insert(child)
        return child
    }

    /// Forgets a child process that has ended.
    public func release(_ child: pid_t) {
        lock.withLock { _ = children.remove(child) }
    }

    /// Stops every registered child process and removes every registered path, then refuses new staging.
    /// Runs on a signal handler's queue while the rest of the process may still be writing: folders are
    /// removed again until they stay gone, and once more after a moment for files a writer was creating.
    public func interrupt() {
        let (staged, writers) = lock.withLock { () -> ([String], [pid_t]) in
            interrupted = true
            return (paths.sorted(), children.sorted())
        }
        for child in writers where child > 0 { kill(child, SIGKILL) }
        for pass in 0..<2 {
            for path in staged { StagingRegistry.remove(path) }
            if pass == 0 { usleep(20_000) }
        }
    }

    /// Removes the file or folder at `path` with everything in it, retrying while a writer adds to it.
    static func remove(_ path: String) {
        for _ in 0..<100 {
            var status = stat()
            guard lstat(path, &status) == 0 else { return }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Stops the calling thread for good once the process is being interrupted: the signal handler ends the
    /// process with the signal's status, and no other exit (an error from a write the interruption cut
    /// short, or success) may come first.
    public func parkIfInterrupted() {
        guard isInterrupted else { return }
        while true { pause() }
    }
}

/// A staging file or folder was not made or committed because the process is being interrupted.
public struct StagingInterrupted: Error, CustomStringConvertible {
    /// Creates the error.
    public init() {}
    /// "interrupted".
    public var description: String { "interrupted" }
}
