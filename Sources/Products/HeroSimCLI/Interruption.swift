import Dispatch
import Foundation
import Raster

/// How `herosim` ends on SIGINT (Ctrl-C), SIGTERM or SIGHUP while it writes output: it kills the child
/// processes writing for it, removes every staging file and folder it registered (`StagingRegistry`), so
/// the previous output stays as it was and nothing hidden is left, and then ends by the same signal with
/// its default action, so the exit status is the conventional one (130 for SIGINT, 143 for SIGTERM, 129 for
/// SIGHUP). A signal the process started with ignored (`nohup` ignores SIGHUP) stays ignored.
enum Interruption {
    /// The signals that end a run.
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers and sweeps what interrupted runs left beside `outputs` (the files a command is
    /// about to write; `StagingSweep`). Every command that writes files calls it first.
    static func prepare(writing outputs: [String?]) {
        install()
        for path in outputs.compactMap({ $0 }) { StagingSweep.sweep(beside: path) }
    }

    /// Installs the handlers; `prepare(writing:)` calls it. Calling it again does nothing
    /// more (the handlers of the first call stay).
    static func install() {
        for number in signals {
            // The signal goes to the dispatch source instead of ending the process at once. One the process
            // started with ignored stays ignored (the handler as a number: 1 is SIG_IGN).
            let previous = signal(number, SIG_IGN)
            guard unsafeBitCast(previous, to: Int.self) != 1 else { continue }
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { end(by: number) }
            source.resume()
            _ = Unmanaged.passRetained(source as AnyObject) // lives as long as the process
        }
    }

    /// The queue the handlers run on, one at a time: a second signal waits for the first to end the process.
    private static let queue = DispatchQueue(label: "herosim.interruption")

    /// Removes what is staged, then ends the process by `number` with its default action.
    private static func end(by number: Int32) {
        StagingRegistry.shared.interrupt()
        signal(number, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, number)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        kill(getpid(), number)
        // The signal ends the process as soon as it is delivered; should it be held up, end the same way.
        usleep(500_000)
        _exit(128 + number)
    }
}
