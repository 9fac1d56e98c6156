import Foundation
import StudioFiles

/// Re-reads a config file when its modification time changes, keeping the last good config on errors.
struct ConfigWatcher {
    /// The file watched.
    let path: String
    private var lastModified: Date?

    /// Watches `path`; the file as it is now counts as read.
    init(path: String) {
        self.path = path
        lastModified = ConfigWatcher.modificationDate(path)
    }

    /// When the file at `path` was last changed, nil when it cannot be read.
    static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// A new config if the file changed since the last call; a `ConfigError` if it changed and is invalid.
    mutating func poll() -> Result<HeroConfig, ConfigError>? {
        let modified = ConfigWatcher.modificationDate(path)
        guard modified != lastModified else { return nil }
        lastModified = modified
        do {
            return .success(try HeroConfig.load(path: path))
        } catch {
            return .failure(error)
        }
    }
}
