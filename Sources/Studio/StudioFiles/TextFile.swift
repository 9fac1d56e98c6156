import Foundation
import Motion

/// Reads a config or scenario file as UTF-8 text, refusing what HeroSim cannot use, with the reason.
enum TextFile {
    /// The text of the file at `path`: it must exist, be a regular file, hold at most
    /// `FileLimits.configFileBytes` bytes and be UTF-8.
    static func read(_ path: String, what: String) throws(ConfigError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ConfigError(file: path, line: nil, key: nil, message: "no such \(what) file")
        }
        guard !isDirectory.boolValue else {
            throw ConfigError(file: path, line: nil, key: nil, message: "is a folder, not a \(what) file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ConfigError(file: path, line: nil, key: nil, message: "cannot read the \(what) file (permission denied?)")
        }
        defer { try? handle.close() }
        // Read one byte past the limit: enough to tell an oversized file without reading all of it.
        let data: Data
        do {
            data = try handle.read(upToCount: FileLimits.configFileBytes + 1) ?? Data()
        } catch {
            throw ConfigError(file: path, line: nil, key: nil, message: "cannot read the \(what) file: \(error.localizedDescription)")
        }
        guard data.count <= FileLimits.configFileBytes else {
            throw ConfigError(file: path, line: nil, key: nil, message: "the \(what) file is larger than \(FileLimits.configFileBytes >> 20) MiB")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(file: path, line: nil, key: nil, message: "the \(what) file is not UTF-8 text")
        }
        return text
    }
}
