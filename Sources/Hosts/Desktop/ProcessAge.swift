import Foundation

/// How long this process has been running, from the kernel's record of its start (10 ms resolution).
enum ProcessAge {
    /// Seconds since the process started, or nil where `/proc` cannot tell.
    static func seconds() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name, which is in parentheses; the start time is field 22 of the line.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        let uptime = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        return uptime - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
