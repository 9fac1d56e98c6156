import Foundation

/// This process's memory as the kernel counts it in `/proc/self/smaps_rollup`.
public struct ProcessMemory: CustomStringConvertible, Sendable {
    /// Resident set size in bytes.
    public var residentBytes: Int
    /// Pages only this process maps (private clean + private dirty), in bytes.
    public var privateBytes: Int
    /// Pages only this process maps and has written (its heap, stacks, buffers and the data of its
    /// libraries): what it alone costs. The private clean rest is code and read-only data of libraries that
    /// no other process maps now, which the kernel can drop and read again.
    public var dirtyBytes: Int

    /// The current reading, or nil where `/proc` cannot tell.
    public static func current() -> ProcessMemory? {
        guard let text = try? String(contentsOfFile: "/proc/self/smaps_rollup", encoding: .utf8) else { return nil }
        var fields: [Substring: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count >= 2, parts[0].hasSuffix(":"), let kilobytes = Int(parts[1]) else { continue }
            fields[parts[0].dropLast()] = kilobytes * 1024
        }
        guard let rss = fields["Rss"] else { return nil }
        return ProcessMemory(residentBytes: rss, privateBytes: (fields["Private_Clean"] ?? 0) + (fields["Private_Dirty"] ?? 0),
                             dirtyBytes: fields["Private_Dirty"] ?? 0)
    }

    /// The three figures in MB.
    public var description: String {
        String(format: "private dirty %.1f MB, private %.1f MB, RSS %.1f MB",
               Double(dirtyBytes) / 1_048_576, Double(privateBytes) / 1_048_576, Double(residentBytes) / 1_048_576)
    }
}
