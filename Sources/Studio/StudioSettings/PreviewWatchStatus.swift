import Foundation

/// What `herosim preview --watch` tells the program showing a preview, through a small JSON file both read:
/// each new message has a higher serial number.
public struct PreviewWatchStatus: Codable, Equatable, Sendable {
    /// What happened to the package since the last message.
    public enum State: String, Codable, Sendable {
        /// A build failed: `message` says where and why; the preview stays and shows it.
        case failed
        /// A build succeeded: close, so that the new build shows the preview again at the same moment.
        case reload
    }

    /// Higher for every new message.
    public var serial: Int
    /// What happened.
    public var state: State
    /// For `failed`: `File.swift:LINE: the compiler's message`.
    public var message: String?

    /// A message.
    public init(serial: Int, state: State, message: String? = nil) {
        self.serial = serial
        self.state = state
        self.message = message
    }

    /// The message in `path`, or nil when there is none (yet) or it cannot be read.
    public static func read(from path: String) -> PreviewWatchStatus? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(PreviewWatchStatus.self, from: data)
    }

    /// Writes the message to `path` atomically, so a reader never sees half of it.
    public func write(to path: String) throws {
        try JSONEncoder().encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// The files of a watch session in `folder`: the status, the window's session, and the marker the program
    /// writes when its first frame is on the screen.
    public struct Files: Sendable {
        /// The folder holding them.
        public let folder: String
        /// Where the status is.
        public var status: String { "\(folder)/status.json" }
        /// Where the program keeps the preview and window it was showing when it closed for a reload.
        public var session: String { "\(folder)/session.json" }
        /// Written by the program when its first frame is on the screen.
        public var ready: String { "\(folder)/ready" }

        /// The files in `folder`.
        public init(folder: String) { self.folder = folder }
    }
}

extension PreviewWatchStatus {
    /// The first compiler error in the output of `swift build`, as `File.swift:LINE: message`; nil when the output
    /// names none (then the last non-empty line of the output says why).
    public static func firstError(inBuildOutput output: String) -> String? {
        let lines = output.split(whereSeparator: \.isNewline)
        // An error at a place in a file comes first; the build system's own summary lines ("error: emit-module
        // command failed") only when there is none.
        for line in lines {
            guard let range = line.range(of: ": error: ") else { continue }
            let place = line[..<range.lowerBound].split(separator: ":")
            guard place.count >= 2, let file = place.first, Int(place[1]) != nil else { continue }
            let name = file.split(separator: "/").last.map(String.init) ?? String(file)
            return "\(name):\(place[1]): \(line[range.upperBound...])"
        }
        return lines.first { $0.hasPrefix("error: ") }.map { String($0.dropFirst("error: ".count)) }
    }
}
