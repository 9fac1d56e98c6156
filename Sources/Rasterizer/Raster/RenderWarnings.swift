import Foundation
import Synchronization

/// Warnings the renderer gives about what it could not draw as asked (geometry clamped or skipped): each
/// distinct message once per process, on standard error.
public final class RenderWarnings: Sendable {
    /// The process's warnings.
    public static let shared = RenderWarnings()
    private let given = Mutex<Set<String>>([])

    /// Writes `message` to standard error as `warning: message`, unless it was given before.
    public func report(_ message: String) {
        let isNew = given.withLock { $0.insert(message).inserted }
        if isNew { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
    }

    /// The messages given so far, sorted.
    public var messages: [String] { given.withLock { $0.sorted() } }
}
