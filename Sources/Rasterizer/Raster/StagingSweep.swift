import Foundation

/// Clears what interrupted or killed HeroSim processes left beside a target: its staging files and folders
/// (`StagingName`) whose process is gone. A staging of a live process (this one, or one that answers
/// `kill(pid, 0)` with anything but ESRCH) is never touched, nor is any other name.
public enum StagingSweep {
    /// Sweeps the stale stagings of `target` (a file or folder path) in its folder and returns the paths
    /// removed or restored. A replaced output (`.previous`) whose target is missing is the output a killed
    /// commit had set aside: it is renamed back to the target instead of removed.
    @discardableResult
    public static func sweep(beside target: String) -> [String] {
        let url = URL(fileURLWithPath: target).standardizedFileURL
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        let stale = entries.sorted().compactMap { entry -> (path: String, name: StagingName)? in
            guard let staging = StagingName(parsing: entry), staging.target == name, !isAlive(staging.pid) else { return nil }
            return ("\(folder)/\(entry)", staging)
        }
        var swept: [String] = []
        for (path, staging) in stale where staging.isPrevious {
            var status = stat()
            if lstat(url.path, &status) != 0, errno == ENOENT, rename(path, url.path) == 0 {
                swept.append(path)
            }
        }
        for (path, _) in stale where !swept.contains(path) {
            StagingRegistry.remove(path)
            swept.append(path)
        }
        return swept
    }

    /// Whether the process `pid` may be running: this process, or one `kill(pid, 0)` does not answer with
    /// ESRCH (EPERM means it runs as another user). Ids below 1 name no single process: they count as alive.
    public static func isAlive(_ pid: pid_t) -> Bool {
        guard pid > 0, pid != getpid() else { return true }
        return kill(pid, 0) == 0 || errno != ESRCH
    }
}
