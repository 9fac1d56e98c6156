import Foundation
import StudioFiles

/// `herosim preview --watch`: shows the preview, and on every save under the package rebuilds it; a good build
/// closes the window and opens it again in place, where the program replays the inputs it had received
/// (`WindowSession`), so the same moment shows with the new code; a failed build shows its first error in a bar
/// over the preview, which stays.
struct PreviewWatcher {
    let package: PreviewPackage
    let arguments: [String]
    /// How often the sources are looked at, seconds.
    static let pollInterval = 0.2

    /// Runs until the preview's window is closed; returns the program's exit status.
    func run() throws -> Int32 {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("herosim-preview-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = PreviewWatchStatus.Files(folder: folder)
        var serial = 0
        var sources = SourceSnapshot(folder: package.folder)
        let path = try package.programPath()
        var program = try package.startPreviews(at: path, arguments: arguments + ["--watch-folder", folder])
        note("watching \(package.folder) for changes; close the window to stop")
        var running = true
        while true {
            Thread.sleep(forTimeInterval: PreviewWatcher.pollInterval)
            if running, !program.isRunning {
                // Closed by the user: done. Ended by a failure (a crash in the preview's code): say so and wait
                // for the save that fixes it.
                guard program.terminationStatus != 0 else { return 0 }
                note("the preview's program ended with status \(program.terminationStatus); save a change to run it again")
                running = false
            }
            let now = SourceSnapshot(folder: package.folder)
            let changed = now.changes(since: sources)
            guard !changed.isEmpty else { continue }
            sources = now
            let saved = Date()
            note("\(changed.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")) changed: building")
            let (status, output) = try package.buildCapturingOutput()
            serial += 1
            guard status == 0 else {
                let message = PreviewWatchStatus.firstError(inBuildOutput: output)
                    ?? output.split(whereSeparator: \.isNewline).last.map(String.init) ?? "the build failed"
                try PreviewWatchStatus(serial: serial, state: .failed, message: message).write(to: files.status)
                var errors: [Substring] = []
                for line in output.split(whereSeparator: \.isNewline) where line.contains(": error: ") && !errors.contains(line) { errors.append(line) }
                note("the build failed; the preview stays as it was:\n\(errors.joined(separator: "\n"))")
                continue
            }
            let built = Date()
            try? FileManager.default.removeItem(atPath: files.ready)
            try PreviewWatchStatus(serial: serial, state: .reload).write(to: files.status)
            if running, !waitForExit(program, seconds: 5) {
                program.terminate()
                throw UserFacingError(message: "the preview did not close for the reload within 5 s")
            }
            program = try package.startPreviews(at: path, arguments: arguments + ["--watch-folder", folder])
            running = true
            if waitForFile(files.ready, seconds: 10) {
                let shown = Date()
                note(String(format: "shown again %.2f s after the save (build %.2f s, reopen %.2f s)",
                            shown.timeIntervalSince(saved), built.timeIntervalSince(saved), shown.timeIntervalSince(built)))
            }
        }
    }

    private func note(_ text: String) {
        FileHandle.standardError.write(Data("herosim preview: \(text)\n".utf8))
    }

    private func waitForExit(_ process: Process, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return !process.isRunning
    }

    private func waitForFile(_ path: String, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !FileManager.default.fileExists(atPath: path), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return FileManager.default.fileExists(atPath: path)
    }
}
