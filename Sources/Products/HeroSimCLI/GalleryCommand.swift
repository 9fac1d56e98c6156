import ArgumentParser
import Desktop
import Foundation
import LayoutGallery
import Headless
import Studio

/// `herosim gallery`: the seed scenes in a window.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Show the seed gallery in a window (← → switch scenes, Q quits).",
        discussion: "With no display, renders every scene into --frames instead (as `herosim render --gallery`).")

    @Option(name: .long, help: "The scene to start at (a name from `herosim layout`).")
    var scene: String?

    @Option(name: .long, parsing: .unconditional, help: "Quit after this many seconds.")
    var exitAfter: Double?

    @Option(name: .long, help: "Where the headless fallback writes its images.")
    var frames = "gallery"

    /// Checks `--exit-after` while parsing, so that a bad value is reported with this command's usage.
    func validate() throws {
        if let exitAfter, !(exitAfter > 0 && exitAfter.isFinite) {
            throw ValidationError("--exit-after needs a positive number of seconds; got \(exitAfter.formatted()).")
        }
    }

    func run() throws {
        let start = try scene.map { name -> Int in
            guard let index = GalleryScene.all.firstIndex(where: { $0.name == name }) else {
                throw UserFacingError(message: "no scene '\(name)'; scenes: \(GalleryScene.all.map(\.name).joined(separator: ", "))")
            }
            return index
        } ?? 0
        let exitAfter = self.exitAfter, frames = self.frames
        try MainActor.assumeIsolated {
            let gallery = GalleryRenderer(rendering: RenderingKit())
            do {
                let composer = GalleryComposer(gallery: gallery)
                try GalleryViewer(startIndex: start, exitAfter: exitAfter) { composer.compose(index: $0, size: $1) }.run()
            } catch DesktopError.noDisplay(let reason) {
                print("No display found (\(reason)): rendering the gallery into \(frames)/ instead.")
                Interruption.install() // Ctrl-C while writing leaves no staging folder, as `herosim render` does
                let count = try gallery.writeAll(into: frames)
                print("Wrote \(count) scenes to \(frames)/ (NAME.png and NAME.txt).")
            }
        }
    }
}
