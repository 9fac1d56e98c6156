import Foundation

/// The name of a file or folder HeroSim writes beside its target before putting it in the target's place:
/// `.NAME.partial-PID-RANDOM`, hidden, where NAME is the target's name and PID the writing process's id.
/// While a commit swaps a folder, the output it replaces waits as `.NAME.partial-PID-RANDOM.previous`.
/// The id tells a later run whether the writer is still alive, so leftovers of an interrupted or killed
/// process can be swept (`StagingSweep`) without touching the work of a live one.
public struct StagingName: Hashable, Sendable {
    /// The target's file name (NAME).
    public let target: String
    /// The id of the process that writes it.
    public let pid: pid_t
    /// A random number that keeps two stagings of one process apart.
    public let token: UInt32
    /// Whether this is a replaced output waiting to be removed (`.previous`), not a staged one.
    public let isPrevious: Bool

    /// A new staging name for `target` (a file name, not a path) in this process.
    public static func fresh(for target: String) -> StagingName {
        StagingName(target: target, pid: getpid(), token: UInt32.random(in: 0...UInt32.max), isPrevious: false)
    }

    /// The staging path for `path` in this process: a new name in the same folder.
    public static func path(beside path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent(fresh(for: url.lastPathComponent).fileName).path
    }

    /// The same staging, named as the replaced output it holds during a commit.
    public var previous: StagingName {
        StagingName(target: target, pid: pid, token: token, isPrevious: true)
    }

    /// `.NAME.partial-PID-RANDOM`, with `.previous` appended for a replaced output.
    public var fileName: String {
        ".\(target).partial-\(pid)-\(token)" + (isPrevious ? ".previous" : "")
    }

    /// Reads a staging name; nil for any other file name.
    public init?(parsing fileName: String) {
        guard fileName.hasPrefix("."), let marker = fileName.range(of: ".partial-", options: .backwards) else { return nil }
        let target = String(fileName[fileName.index(after: fileName.startIndex)..<marker.lowerBound])
        var rest = fileName[marker.upperBound...]
        let isPrevious = rest.hasSuffix(".previous")
        if isPrevious { rest = rest.dropLast(".previous".count) }
        let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
        guard !target.isEmpty, parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let pid = pid_t(parts[0]), pid > 0, let token = UInt32(parts[1]) else { return nil }
        self.init(target: target, pid: pid, token: token, isPrevious: isPrevious)
    }

    private init(target: String, pid: pid_t, token: UInt32, isPrevious: Bool) {
        self.target = target
        self.pid = pid
        self.token = token
        self.isPrevious = isPrevious
    }
}
