import Foundation
import LayoutCore
import Raster

/// Everything one frame of the window shows, worked out before the frame is presented, so presenting
/// only draws: the scene, what goes over it (the onion skin, the problem bar), and what docks under it.
struct WindowFrame {
    /// The scene's drawing commands, in a host of the scene's size.
    var scene: DisplayList
    /// The scene's host.
    var sceneHost: LayoutHost
    /// Drawn over the scene in its host, in order.
    var overlays: [DisplayList]
    /// The panel or the badge's strip, laid out in the whole window; nil when nothing docks.
    var dock: DisplayList?
    /// The whole window's host: the size of the surface the frame is presented on.
    var windowHost: LayoutHost
}

/// Draws prepared frames into the window's pixels with the shared renderer. The scene keeps its size: it
/// is drawn straight into the window when they agree, else (the panel shows, or the window changed size
/// since the last event) at its own size and copied.
@MainActor
final class FramePainter {
    private let renderer: CairoRenderer
    private let rasterizer: FrameRasterizer
    /// The scene's own image while it is not the window's size.
    private var sceneSizedImage: RasterImage?

    /// A painter drawing with `renderer`, keeping the scene's raster from frame to frame.
    init(renderer: CairoRenderer) {
        self.renderer = renderer
        rasterizer = FrameRasterizer(renderer: renderer)
    }

    /// Draws `frame` into `image`, the window's pixels.
    func paint(_ frame: WindowFrame, into image: RasterImage) {
        let host = frame.sceneHost
        let width = Int((host.size.width * host.scale).rounded()), height = Int((host.size.height * host.scale).rounded())
        let fits = image.width == width && image.height == height
        if !fits, sceneSizedImage?.width != width || sceneSizedImage?.height != height {
            sceneSizedImage = RasterImage(width: width, height: height)
        }
        let scene = fits ? image : sceneSizedImage!
        rasterizer.render(frame.scene, host: host, into: scene)
        for overlay in frame.overlays { renderer.render(overlay, host: host, into: scene, clear: false) }
        if !fits { image.draw(scene, atX: 0, y: 0) }
        if let dock = frame.dock { renderer.render(dock, host: frame.windowHost, into: image, clear: false) }
    }
}
