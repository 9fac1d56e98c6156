import ArgumentParser
import Foundation
import LayoutGallery
import Headless
import Studio

/// `herosim layout`: prints the layout tree of a gallery scene with every view's frame.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print a seed-gallery scene's layout: every view with its frame (x, y, width, height).")

    @Argument(help: "The scene's name; omit it to list the scenes.")
    var scene: String?

    func run() throws {
        guard let name = scene else {
            for scene in GalleryScene.all { print("\(scene.name)\t\(scene.caption)") }
            return
        }
        guard let scene = GalleryScene.named(name) else {
            throw UserFacingError(message: "no scene '\(name)'; scenes: \(GalleryScene.all.map(\.name).joined(separator: ", "))")
        }
        let result = GalleryRenderer(rendering: RenderingKit()).layout(scene)
        print("# \(scene.name): \(scene.caption)")
        print(result.treeDump())
        for warning in result.warnings { print("# warning: \(warning)") }
    }
}
