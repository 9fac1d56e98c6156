import Foundation

/// Collects warnings about bad layout input during one layout, each message once, in order.
package final class LayoutDiagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: Set<String> = []
    package private(set) var messages: [String] = []

    /// An empty collector.
    package init() {}

    /// Records `message` unless it was recorded before.
    package func warn(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        if seen.insert(message).inserted { messages.append(message) }
    }

    /// A length that must be finite and not negative: bad values become 0, with a warning.
    func length(_ value: CGFloat, _ what: String) -> CGFloat {
        guard value.isFinite, value >= 0 else {
            warn("\(what) \(value) is not a finite, non-negative length; using 0")
            return 0
        }
        return value
    }

    /// A frame limit: negative or NaN becomes 0 with a warning; +infinity is allowed ("as large as proposed").
    func limit(_ value: CGFloat, _ what: String) -> CGFloat {
        if value.isNaN || value < 0 {
            warn("\(what) \(value) is not a valid frame limit; using 0")
            return 0
        }
        return value
    }

    /// A finite amount (offsets, insets); non-finite becomes 0 with a warning.
    func finite(_ value: CGFloat, _ what: String) -> CGFloat {
        guard value.isFinite else {
            warn("\(what) \(value) is not finite; using 0")
            return 0
        }
        return value
    }
}
