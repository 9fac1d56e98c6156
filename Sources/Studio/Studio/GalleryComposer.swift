import Foundation
import Headless
import LayoutGallery
import LayoutCore
import Raster

/// Composes the gallery window: the current scene centred on a dark backdrop, and a caption bar naming
/// the scene, its place in the list and the keys.
public struct GalleryComposer {
    /// The scene renderer.
    public let gallery: GalleryRenderer

    /// Creates a composer.
    public init(gallery: GalleryRenderer) { self.gallery = gallery }

    /// The caption bar at the bottom of a window of `size`.
    struct CaptionBar: View {
        let scene: GalleryScene
        let index: Int
        let count: Int
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("\(index + 1)/\(count)  \(scene.name)").font(.system(size: 16, weight: .bold)).foregroundColor(.white)
                Text(scene.caption).font(.system(size: 13)).foregroundColor(Color(white: 0.85))
                Text("← → switch scenes · Q quits").font(.system(size: 12)).foregroundColor(Color(white: 0.6))
            }
            .padding(14)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(white: 0.12))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        }
    }

    /// The window image for scene `index` at `size`.
    public func compose(index: Int, size: CGSize) -> RasterImage {
        let scenes = GalleryScene.all
        let scene = scenes[((index % scenes.count) + scenes.count) % scenes.count]
        let window = RasterImage(width: Int(size.width), height: Int(size.height))
        window.fill(red: 0.2, green: 0.21, blue: 0.23)
        let captionHeight = 92
        // Tall scenes (the phone-sized ones) are drawn smaller so they fit above the caption.
        let available = max(1, size.height - CGFloat(captionHeight) - 16)
        let scale = min(1, available / scene.host.size.height, size.width / scene.host.size.width)
        let sceneImage = gallery.image(scene, scale: scale)
        window.draw(sceneImage, atX: (window.width - sceneImage.width) / 2,
                    y: max(0, (window.height - captionHeight - sceneImage.height) / 2))
        let host = LayoutHost(size: size)
        let caption = gallery.engine.layout(CaptionBar(scene: scene, index: scenes.firstIndex { $0.name == scene.name } ?? 0, count: scenes.count), in: host)
        gallery.renderer.render(caption.displayList(), host: host, into: window, clear: false)
        return window
    }
}
