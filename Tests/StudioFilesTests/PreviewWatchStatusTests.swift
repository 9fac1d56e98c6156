import Foundation
import StudioFiles
import Testing

/// What `herosim preview --watch` tells the preview: a failed build's first error, named by file and line.
@Suite struct PreviewWatchStatusTests {
    @Test func theFirstCompilerErrorIsNamedByFileAndLine() {
        let output = """
            Building for debugging...
            /tmp/ws/Sources/EverydayScreens/TabIndicatorScreen.swift:44:61: error: cannot find 'undefinedName' in scope
               |                                                             `- error: cannot find 'undefinedName' in scope
            /tmp/ws/Sources/EverydayScreens/Other.swift:3:1: error: expected declaration
            """
        #expect(PreviewWatchStatus.firstError(inBuildOutput: output) == "TabIndicatorScreen.swift:44: cannot find 'undefinedName' in scope")
        #expect(PreviewWatchStatus.firstError(inBuildOutput: "error: no such module 'Foo'\n") == "no such module 'Foo'")
        #expect(PreviewWatchStatus.firstError(inBuildOutput: "error: emit-module command failed\n/a/B.swift:7:2: error: expected expression\n") == "B.swift:7: expected expression")
        #expect(PreviewWatchStatus.firstError(inBuildOutput: "Build complete!\n") == nil)
    }

    @Test func aStatusIsReadAsItWasWritten() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("status-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(PreviewWatchStatus.read(from: path) == nil)
        let status = PreviewWatchStatus(serial: 3, state: .failed, message: "A.swift:2: oops")
        try status.write(to: path)
        #expect(PreviewWatchStatus.read(from: path) == status)
    }
}
