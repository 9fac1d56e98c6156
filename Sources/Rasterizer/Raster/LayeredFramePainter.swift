import CCairo
import Foundation
import LayoutCore

/// Paints the successive frames of a window into one image that keeps its pixels from frame to frame,
/// drawing only where the new frame can differ from the last (`FrameDamage`), and says where that was, so
/// that only those rectangles are presented.
///
/// Inside the damage every pixel comes out as painting the whole frame afresh makes it; outside it the
/// image already holds exactly that. The scene keeps its unchanged drawing as a raster (`FrameRasterizer`),
/// so a damaged rectangle costs a copy of that raster and the commands above it.
public final class LayeredFramePainter {
    /// The renderer that draws the commands.
    public let renderer: CairoRenderer
    private let rasterizer: FrameRasterizer
    private var last: (sceneItems: [DisplayItem], dockItems: [DisplayItem], sceneHost: LayoutHost, windowHost: LayoutHost, image: ImageIdentity)?

    /// What identifies the pixels an image holds: a new buffer or size is a new image.
    private struct ImageIdentity: Equatable {
        let pixels: UnsafeMutableRawPointer
        let width: Int, height: Int, stride: Int
        init(_ image: RasterImage) {
            pixels = image.pixels
            width = image.width
            height = image.height
            stride = image.stride
        }
    }

    /// A painter drawing with `renderer`.
    public init(renderer: CairoRenderer) {
        self.renderer = renderer
        rasterizer = FrameRasterizer(renderer: renderer)
    }

    /// Paints `frame` into `image` (`frame.windowHost`'s size in pixels) and returns the device-pixel
    /// rectangles it drew, disjoint: empty when the frame shows exactly the last one. The image must hold
    /// what the last call painted into it (the same buffer), unless `redrawAll` is true or it is a new
    /// buffer or size; then all of it is painted.
    @discardableResult
    public func paint(_ frame: LayeredFrame, into image: RasterImage, redrawAll: Bool = false) -> [CGRect] {
        let identity = ImageIdentity(image)
        let sceneItems = frame.sceneItems, dockItems = frame.dock?.items ?? []
        let whole = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        let sceneWidth = min(image.width, FrameRasterizer.pixels(frame.sceneHost.size.width, frame.sceneHost.scale))
        let sceneHeight = min(image.height, FrameRasterizer.pixels(frame.sceneHost.size.height, frame.sceneHost.scale))
        let sceneRect = CGRect(x: 0, y: 0, width: sceneWidth, height: sceneHeight)
        let rects: [CGRect]
        if !redrawAll, let last, last.image == identity, last.sceneHost == frame.sceneHost, last.windowHost == frame.windowHost {
            let scene = FrameDamage.pixels(from: last.sceneItems, to: sceneItems, scale: frame.sceneHost.scale,
                                           width: sceneWidth, height: sceneHeight)
            let dock = FrameDamage.pixels(from: last.dockItems, to: dockItems, scale: frame.windowHost.scale,
                                          width: image.width, height: image.height)
            if dock.isEmpty {
                rects = scene
            } else {
                // Each list's damage is drawn again in both: it must hold whole the images either draws there.
                var both = FrameDamage.merged(scene + dock, width: image.width, height: image.height, limit: .max)
                while true {
                    let inScene = FrameDamage.closed(both, in: sceneItems, scale: frame.sceneHost.scale, width: sceneWidth, height: sceneHeight)
                    let closed = FrameDamage.closed(both + inScene, in: dockItems, scale: frame.windowHost.scale, width: image.width, height: image.height)
                    if closed == both { break }
                    both = closed
                }
                rects = FrameDamage.merged(both, width: image.width, height: image.height)
            }
        } else {
            rects = [whole]
        }
        last = (sceneItems, dockItems, frame.sceneHost, frame.windowHost, identity)
        // The scene's raster follows every frame, drawn or not, so it stays the last frame's.
        let inScene = rects.map { $0.intersection(sceneRect) }.filter { !$0.isEmpty }
        guard !rects.isEmpty else {
            rasterizer.render(frame.scene, host: frame.sceneHost, into: image, within: [])
            return []
        }
        // The scene draws into its own rows of the image, so that its edges are an image's edges (a material
        // at the bottom of the scene sees the scene's last row beyond it, not the dock).
        let sceneImage = sceneRect == whole ? image : RasterImage(wrapping: image.pixels, width: sceneWidth, height: sceneHeight, stride: image.stride)
        if sceneRect != whole { clear(image, in: rects) }
        rasterizer.render(frame.scene, host: frame.sceneHost, into: sceneImage, within: inScene)
        // Drawing a whole image needs no clip (cairo draws faster without one).
        if !inScene.isEmpty {
            let clip = inScene == [sceneRect] ? nil : inScene
            for overlay in frame.overlays where !overlay.items.isEmpty {
                renderer.render(overlay.items, range: overlay.items.indices, host: frame.sceneHost, into: sceneImage, clear: false, within: clip)
            }
            sceneImage.flush()
        }
        if let dock = frame.dock, !dock.items.isEmpty {
            renderer.render(dock.items, range: dock.items.indices, host: frame.windowHost, into: image, clear: false,
                            within: rects == [whole] ? nil : rects)
        }
        return rects
    }

    /// Forgets the last frame: the next one is painted whole.
    public func forget() {
        last = nil
        rasterizer.forget()
    }

    /// Makes the pixels of `rects` transparent black.
    private func clear(_ image: RasterImage, in rects: [CGRect]) {
        let cr = cairo_create(image.surface)!
        for rect in rects { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(image.surface)
    }
}
