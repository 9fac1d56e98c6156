import Foundation
import Headless
import LayoutGallery
import LayoutCore
import Raster

/// Lays out and draws the seed gallery's scenes, showing the unsafe area in grey behind each scene.
public struct GalleryRenderer {
    /// The layout engine (with real text metrics).
    package let engine: LayoutEngine
    /// The renderer.
    public let renderer: CairoRenderer

    /// Creates a gallery renderer over the product's rendering kit.
    package init(rendering: RenderingKit) {
        engine = rendering.engine
        renderer = rendering.renderer
    }

    /// The scene's layout in its host.
    public func layout(_ scene: GalleryScene) -> LayoutResult { engine.layout(scene.view, in: scene.host) }

    /// The scene's display list, on a white safe area over a grey unsafe area.
    package func displayList(_ scene: GalleryScene) -> DisplayList {
        let host = scene.host
        let insets = host.safeAreaInsets
        var list = layout(scene).displayList()
        let backdrop: [DisplayItem] = [
            .shape(.rectangle, frame: CGRect(origin: .zero, size: host.size), fill: .color(Color(white: 0.86)), stroke: nil),
            .shape(.rectangle, frame: CGRect(x: insets.leading, y: insets.top, width: host.size.width - insets.horizontal,
                                             height: host.size.height - insets.vertical), fill: .color(.white), stroke: nil),
        ]
        list.items.insert(contentsOf: backdrop, at: 0)
        return list
    }

    /// The scene drawn at its host size, `scale` device pixels per point.
    public func image(_ scene: GalleryScene, scale: CGFloat = 1) -> RasterImage {
        var host = scene.host
        host.scale = scale
        return renderer.render(displayList(scene), host: host)
    }

    /// Whether `name` is a file `writeAll` writes: a scene's `NAME.png` or `NAME.txt`, or `index.txt`.
    public static func isGalleryFile(_ name: String) -> Bool {
        name == "index.txt" || GalleryScene.all.contains { name == "\($0.name).png" || name == "\($0.name).txt" }
    }

    /// Writes `NAME.png` and `NAME.txt` (the layout tree with every view's frame) for every scene, and
    /// `index.txt` listing the scenes and captions, all at once: a failed run leaves the previous output as
    /// it was (`OutputFolder`). Returns the number of scenes written.
    @discardableResult
    public func writeAll(into directory: String) throws -> Int {
        let folder = try OutputFolder.begin(directory, what: "gallery images", isOurs: GalleryRenderer.isGalleryFile)
        return try folder.write { staging in
            var index: [String] = []
            for scene in GalleryScene.all {
                try image(scene).writePNG(to: "\(staging)/\(scene.name).png")
                let result = layout(scene)
                var dump = "# \(scene.name): \(scene.caption)\n# host \(Int(scene.host.size.width))x\(Int(scene.host.size.height))\n"
                dump += result.treeDump() + "\n"
                for warning in result.warnings { dump += "# warning: \(warning)\n" }
                try RasterImage.write(Array(dump.utf8), to: "\(staging)/\(scene.name).txt")
                index.append("\(scene.name)\t\(scene.caption)")
            }
            try RasterImage.write(Array((index.joined(separator: "\n") + "\n").utf8), to: "\(staging)/index.txt")
            return index.count
        }
    }
}
