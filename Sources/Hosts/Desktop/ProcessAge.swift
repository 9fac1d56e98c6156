import Foundation

/// How long this process has been running.
enum ProcessAge {
    /// The environment variable a launcher sets to the Unix time (seconds, with a fraction) at which it
    /// started the program, for an exact start-up time: `HEROSIM_LAUNCHED_AT=$(date +%s.%N) herosim ...`.
    static let launchTimeVariable = "HEROSIM_LAUNCHED_AT"

    /// Seconds since the program was launched and whether that is counted from `HEROSIM_LAUNCHED_AT`
    /// (exact) rather than from the kernel's record of the process's start (10 ms resolution, always
    /// rounded down, so the age reads up to 10 ms long); nil where neither can tell. `now` is the Unix time.
    static func sinceLaunch(environment: [String: String] = ProcessInfo.processInfo.environment,
                            now: Double = Date().timeIntervalSince1970) -> (seconds: Double, fromLaunchTime: Bool)? {
        if let text = environment[launchTimeVariable], let launched = Double(text), launched.isFinite, launched <= now {
            return (now - launched, true)
        }
        return seconds().map { ($0, false) }
    }

    /// Seconds since the process started, from the kernel's record of its start (10 ms resolution), or nil
    /// where `/proc` cannot tell.
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
