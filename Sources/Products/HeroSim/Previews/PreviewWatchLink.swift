import Desktop
import Foundation
import StudioSettings
import ViewRuntime

/// The program's side of `herosim preview --watch`: it reads the command's status file (a failed build shows as
/// a bar over the preview; a good one closes the window) and keeps what the window showed for the next run.
@MainActor
final class PreviewWatchLink {
    let files: PreviewWatchStatus.Files
    /// Whether the command asked for the window to close so the new build can show it again.
    private(set) var reloadRequested = false
    /// The serial number of the last message taken.
    private var seen: Int

    /// A link through the files in `folder`; a message already there when the program starts is old.
    init(folder: String) {
        files = PreviewWatchStatus.Files(folder: folder)
        seen = PreviewWatchStatus.read(from: files.status)?.serial ?? 0
    }

    /// The window's reload hook: a failed build's message, or nil (a reload request closes the window instead).
    func poll() -> WindowReload? {
        guard let status = PreviewWatchStatus.read(from: files.status), status.serial > seen else { return nil }
        seen = status.serial
        switch status.state {
        case .failed: return .failed(message: status.message ?? "the build failed")
        case .reload:
            reloadRequested = true
            return nil
        }
    }

    /// What the last run kept, if it closed for a reload.
    func restored() -> PreviewSessionFile? {
        guard let data = FileManager.default.contents(atPath: files.session) else { return nil }
        return try? JSONDecoder().decode(PreviewSessionFile.self, from: data)
    }

    /// Keeps the preview shown (nil: the picker) and its window for the next run.
    func keep(preview name: String?, window: WindowSession?) throws {
        try JSONEncoder().encode(PreviewSessionFile(preview: name, window: window)).write(to: URL(fileURLWithPath: files.session), options: .atomic)
    }

    /// Says that the first frame is on the screen.
    func markReady() {
        _ = FileManager.default.createFile(atPath: files.ready, contents: Data())
    }
}

/// What a preview program keeps when it closes for a reload: the preview it showed (nil: the picker) and where
/// its window was.
struct PreviewSessionFile: Codable {
    var preview: String?
    var window: WindowSession?
}
