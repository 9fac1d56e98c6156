import Foundation
import Raster
import TestSupport
import Testing

/// Staging left by killed runs: the next run sweeps what dead processes left beside its target and nothing
/// else, and puts back an output a killed commit set aside. (`OutputFolder`'s use of it, in StudioTests.)
@Suite struct StagingSweepTests {
    /// The id of a process that has ended (and been waited for), so `kill(pid, 0)` answers ESRCH.
    func deadProcessID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    func entries(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func makeFolder(_ path: String, file: String? = nil) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        if let file { try Data("x".utf8).write(to: URL(fileURLWithPath: "\(path)/\(file)")) }
    }

    @Test func namesReadBackAndOtherNamesAreNotStaging() {
        let name = StagingName.fresh(for: "my.frames")
        #expect(name.pid == getpid() && !name.isPrevious)
        #expect(StagingName(parsing: name.fileName) == name)
        #expect(StagingName(parsing: name.previous.fileName) == name.previous)
        #expect(StagingName(parsing: ".out.partial-123-456")?.target == "out")
        #expect(StagingName(parsing: ".out.partial-123-456.previous")?.isPrevious == true)
        for other in [".git", "out.partial-1-2", ".out.partial-", ".out.partial-12", ".out.partial-x-2", ".out.partial-0-2",
                      ".out.partial--3-2", ".out.partial-1-2-3", ".out.partial-1-2.tmp", "..partial-1-2", ".out.partial-１-2"] {
            #expect(StagingName(parsing: other) == nil, "\(other)")
        }
    }

    @Test func aSweepRemovesOnlyTheStaleStagingOfItsTarget() throws {
        let base = try TestSupport.temporaryDirectory("sweep")
        let dead = try deadProcessID()
        try makeFolder("\(base)/out", file: "frame-00000.png")
        try makeFolder("\(base)/.out.partial-\(dead)-1", file: "frame-00000.png")      // a dead render's folder
        try Data("x".utf8).write(to: URL(fileURLWithPath: "\(base)/.out.partial-\(dead)-2"))  // a dead atomic write
        try makeFolder("\(base)/.out.partial-\(getpid())-3", file: "frame-00000.png")   // this process's
        try makeFolder("\(base)/.out.partial-1-4")                                       // a live process (init)
        try makeFolder("\(base)/.other.partial-\(dead)-5")                                // another target's
        try makeFolder("\(base)/.git")
        try makeFolder("\(base)/.out.partial-\(dead)")                                    // not a staging name
        try makeFolder("\(base)/.out.partial-\(dead)-6.previous", file: "frame-00000.png") // replaced output, target present
        let swept = StagingSweep.sweep(beside: "\(base)/out")
        #expect(swept == ["\(base)/.out.partial-\(dead)-1", "\(base)/.out.partial-\(dead)-2", "\(base)/.out.partial-\(dead)-6.previous"])
        #expect(try entries(base) == [".git", ".other.partial-\(dead)-5", ".out.partial-\(dead)", ".out.partial-\(getpid())-3",
                                      ".out.partial-1-4", "out"].sorted())
        #expect(try entries("\(base)/out") == ["frame-00000.png"])
    }

    @Test func anOutputAKilledCommitSetAsideIsPutBack() throws {
        let base = try TestSupport.temporaryDirectory("restore")
        let dead = try deadProcessID()
        try makeFolder("\(base)/.out.partial-\(dead)-7.previous", file: "trace.json")  // killed between the two renames
        try makeFolder("\(base)/.out.partial-\(dead)-7")
        #expect(StagingSweep.sweep(beside: "\(base)/out").sorted() == ["\(base)/.out.partial-\(dead)-7", "\(base)/.out.partial-\(dead)-7.previous"])
        #expect(try entries(base) == ["out"])
        #expect(try entries("\(base)/out") == ["trace.json"])
    }
}
