/// A problem in a config or scenario file, naming the file, line, key and what was expected.
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path.
    public var file: String
    /// 1-based line, or nil when the whole file is at fault.
    public var line: Int?
    /// The dotted key, such as `transitions.present`, or nil.
    public var key: String?
    /// What is wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int?, key: String?, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    /// `file:line: key: message`, the form editors and terminals link to.
    public var description: String {
        var out = file
        if let line { out += ":\(line)" }
        out += ": "
        if let key { out += "\(key): " }
        return out + message
    }
}
