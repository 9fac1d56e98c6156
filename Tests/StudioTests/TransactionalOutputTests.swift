import Foundation
@testable import Headless
@testable import Studio
import StudioFiles
import Raster
import TestSupport
import Testing

/// Frame dumps replace their folder only when complete: a failed render leaves the previous run intact,
/// and every error names the folder and the reason in one line.
@Suite struct TransactionalOutputTests {
    let short = try! Scenario.parse("steps:\n  - wait: 0.05s\n", file: "short", name: "short")   // 4 frames at 60 fps
    let long = try! Scenario.parse("steps:\n  - wait: 0.1s\n", file: "long", name: "long")       // 7 frames

    func contents(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)"))
        }
        return files
    }

    /// The names in `folder`'s parent other than `folder` itself: staging leftovers would show here.
    func siblings(_ folder: String) throws -> [String] {
        let url = URL(fileURLWithPath: folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            .filter { $0 != url.lastPathComponent }.sorted()
    }

    @Test func aSecondRenderReplacesTheFirstExactlyAndLeavesNothingBeside() throws {
        let base = try TestSupport.temporaryDirectory("replace")
        let out = "\(base)/out"
        try SceneRecorder().record(long, on: TestSupport.iconGrid(), fps: 60, into: out)
        #expect(try contents(out).count == 8)                       // 7 frames and the trace
        try SceneRecorder().record(short, on: TestSupport.iconGrid(), fps: 60, into: out)
        #expect(try contents(out).keys.sorted() == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png", "trace.json"])
        #expect(try siblings(out) == [])
    }

    @Test func aRenderThatFailsMidwayLeavesThePreviousRunByteForByte() throws {
        let base = try TestSupport.temporaryDirectory("failed")
        let out = "\(base)/out"
        try SceneRecorder().record(short, on: TestSupport.iconGrid(), fps: 60, into: out)
        let before = try contents(out)
        // The tap at 0.05 s names a view that is not drawn: the run fails after writing frames 0...2.
        let failing = try Scenario.parse("steps:\n  - wait: 0.05s\n  - tap: {id: nowhere}\n  - wait: 0.1s\n", file: "f", name: "f")
        #expect(throws: ScenarioError.self) { try SceneRecorder().record(failing, on: TestSupport.iconGrid(), fps: 60, into: out) }
        #expect(try contents(out) == before)
        #expect(try siblings(out) == [])
    }

    @Test func aTargetUnderAFileIsRefusedInOneLineAndNothingIsWritten() throws {
        let base = try TestSupport.temporaryDirectory("under-file")
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: "\(base)/notes"))
        #expect(throws: OutputError(what: "frames", path: "\(base)/notes/out", reason: "not a directory (\(base)/notes is a file)")) {
            try SceneRecorder().record(short, on: TestSupport.iconGrid(), fps: 60, into: "\(base)/notes/out")
        }
        #expect(throws: OutputError(what: "frames", path: "\(base)/notes", reason: "it is a file, not a folder")) {
            try SceneRecorder().record(short, on: TestSupport.iconGrid(), fps: 60, into: "\(base)/notes")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: base) == ["notes"])
        #expect(OutputError(what: "frames", path: "/x", reason: "no space left on device").description
                == "cannot write frames to /x: no space left on device")
    }

    @Test func aFolderHoldingOtherFilesIsNotReplaced() throws {
        let base = try TestSupport.temporaryDirectory("foreign")
        try Data("mine".utf8).write(to: URL(fileURLWithPath: "\(base)/thesis.md"))
        #expect(throws: OutputError(what: "frames", path: base,
                                    reason: "the folder holds files HeroSim did not write (such as 'thesis.md'); choose an empty or new folder")) {
            try SceneRecorder().record(short, on: TestSupport.iconGrid(), fps: 60, into: base)
        }
        #expect(try contents(base) == ["thesis.md": Data("mine".utf8)])
    }

    @Test func anUnwritableFolderSaysPermissionDenied() throws {
        // Root may write anywhere, so this check only means something for other users.
        guard getuid() != 0 else { return }
        let base = try TestSupport.temporaryDirectory("read-only")
        chmod(base, 0o555)
        defer { chmod(base, 0o755) }
        #expect(throws: OutputError(what: "frames", path: "\(base)/out", reason: "permission denied (while creating \(base)/out)")) {
            try SceneRecorder().record(short, on: TestSupport.iconGrid(), fps: 60, into: "\(base)/out")
        }
    }

    @Test func aTraceWithNonFiniteNumbersIsStillWritten() throws {
        let entry = SceneTraceEntry(frame: 0, time: .nan, size: TraceSize(width: .infinity, height: 1), animating: false, views: [])
        let json = String(decoding: try SceneTrace(fps: 60, frames: [entry]).json(), as: UTF8.self)
        #expect(json.contains("\"time\":\"nan\""))
        #expect(json.contains("\"width\":\"inf\""))
    }
}
