import Foundation
import Raster
import StudioCore
import TestSupport
import Testing

/// An output folder written through staging: an interruption removes what this process staged and keeps the
/// previous output; a commit replaces it and lets go of the replaced one.
@Suite struct OutputFolderTests {
    func entries(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func makeFolder(_ path: String, file: String? = nil) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        if let file { try Data("x".utf8).write(to: URL(fileURLWithPath: "\(path)/\(file)")) }
    }

    @Test func anInterruptionRemovesTheStagingAndKeepsThePreviousOutput() throws {
        let base = try TestSupport.temporaryDirectory("interrupt")
        try makeFolder("\(base)/out", file: "trace.json")
        let registry = StagingRegistry()
        let folder = try OutputFolder.begin("\(base)/out", what: "frames", isOurs: { _ in true }, registry: registry)
        try Data("new".utf8).write(to: URL(fileURLWithPath: "\(folder.staging)/trace.json"))
        #expect(registry.registeredPaths == [folder.staging])
        registry.interrupt()
        #expect(registry.isInterrupted)
        #expect(throws: OutputError(what: "frames", path: "\(base)/out", reason: "interrupted")) { try folder.commit() }
        #expect(try entries(base) == ["out"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(base)/out/trace.json")) == Data("x".utf8))
        #expect(throws: StagingInterrupted.self) { try registry.create("\(base)/.late.partial-1-1") { mkdir("\(base)/.late.partial-1-1", 0o755) } }
        #expect(try entries(base) == ["out"])
    }

    @Test func aCommitRegistersTheReplacedOutputUntilItIsRemoved() throws {
        let base = try TestSupport.temporaryDirectory("commit")
        try makeFolder("\(base)/out", file: "trace.json")
        let registry = StagingRegistry()
        let folder = try OutputFolder.begin("\(base)/out", what: "frames", isOurs: { _ in true }, registry: registry)
        try Data("new".utf8).write(to: URL(fileURLWithPath: "\(folder.staging)/trace.json"))
        try folder.commit()
        #expect(registry.registeredPaths == [])
        #expect(try entries(base) == ["out"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(base)/out/trace.json")) == Data("new".utf8))
    }
}
