import CCairo
import Foundation
import LayoutCore

/// Paints the successive frames of a window into one image that keeps its pixels from frame to frame,
/// drawing only where the new frame can differ from the last (`FrameDamage`), and says where that was, so
/// that only those rows are presented.
///
/// The scene (rows from the top) and the dock (rows at the bottom) are each drawn into their own rows of the
/// image, as images of their own size, by a `FrameRasterizer` that keeps their unchanged drawing as a raster:
/// a damaged row costs a copy of that raster and the commands above it. Inside the damage every pixel comes
/// out as painting the whole frame afresh makes it; outside it the image already holds exactly that.
public final class LayeredFramePainter {
    /// The renderer that draws the commands.
    public let renderer: CairoRenderer
    private let sceneRasterizer: FrameRasterizer
    private let dockRasterizer: FrameRasterizer
    private var last: Last?

    /// What the last frame painted, and where.
    private struct Last {
        var sceneItems: [DisplayItem]
        var dockItems: [DisplayItem]
        var sceneHost: LayoutHost
        var dockHost: LayoutHost?
        var windowHost: LayoutHost
        var image: ImageIdentity
    }

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
        sceneRasterizer = FrameRasterizer(renderer: renderer, keepsSceneUnderBackdrop: true)
        dockRasterizer = FrameRasterizer(renderer: renderer, keepsSceneUnderBackdrop: true)
    }

    /// Paints `frame` into `image` (`frame.windowHost`'s size in pixels) and returns the device-pixel
    /// rectangles it drew (whole rows, disjoint, from the top): empty when the frame shows exactly the last
    /// one. The image must hold what the last call painted into it (the same buffer), unless `redrawAll` is
    /// true or it is a new buffer or size; then all of it is painted.
    @discardableResult
    public func paint(_ frame: LayeredFrame, into image: RasterImage, redrawAll: Bool = false) -> [CGRect] {
        let identity = ImageIdentity(image)
        let sceneItems = frame.sceneItems, dockItems = frame.dock?.list.items ?? []
        let width = image.width
        let sceneHeight = min(image.height, CairoRenderer.pixels(frame.sceneHost.size.height, frame.sceneHost.scale))
        let dockHeight = frame.dock.map { min(image.height, CairoRenderer.pixels($0.host.size.height, $0.host.scale)) } ?? 0
        let dockTop = image.height - dockHeight
        let next = Last(sceneItems: sceneItems, dockItems: dockItems, sceneHost: frame.sceneHost, dockHost: frame.dock?.host,
                        windowHost: frame.windowHost, image: identity)
        // A dock over the scene (a window resized smaller than both) is painted whole, as the two then overlap.
        let whole = redrawAll || dockTop < sceneHeight || last.map {
            $0.image != identity || $0.sceneHost != frame.sceneHost || $0.dockHost != frame.dock?.host || $0.windowHost != frame.windowHost
        } ?? true
        let sceneRows = whole ? [CGRect(x: 0, y: 0, width: width, height: sceneHeight)]
            : FrameDamage.pixels(from: last?.sceneItems ?? [], to: sceneItems, scale: frame.sceneHost.scale, width: width, height: sceneHeight)
        let dockRows = frame.dock == nil ? [] : whole ? [CGRect(x: 0, y: 0, width: width, height: dockHeight)]
            : FrameDamage.pixels(from: last?.dockItems ?? [], to: dockItems, scale: frame.dock!.host.scale, width: width, height: dockHeight)
        last = next

        if whole, dockTop > sceneHeight { clear(image, rows: sceneHeight..<dockTop) }
        // Each part draws into its own rows of the image, as an image of its own size: a material at the
        // scene's bottom edge sees the scene's edge, not the dock.
        let sceneImage = sceneHeight == image.height ? image : RasterImage(wrapping: image.pixels, width: width, height: sceneHeight, stride: image.stride)
        sceneRasterizer.render(frame.scene, host: frame.sceneHost, into: sceneImage, within: sceneRows)
        if !sceneRows.isEmpty {
            // Drawing a whole image needs no clip (cairo draws faster without one).
            let clip = whole ? nil : sceneRows
            for overlay in frame.overlays where !overlay.items.isEmpty {
                renderer.render(overlay.items, range: overlay.items.indices, host: frame.sceneHost, into: sceneImage, clear: false, within: clip)
            }
            sceneImage.flush()
        }
        if let dock = frame.dock, dockHeight > 0 {
            let dockImage = RasterImage(wrapping: image.pixels + dockTop * image.stride, width: width, height: dockHeight, stride: image.stride)
            dockRasterizer.render(dock.list, host: dock.host, into: dockImage, within: dockRows)
            dockImage.flush()
        }
        if whole { return [CGRect(x: 0, y: 0, width: image.width, height: image.height)] }
        return FrameDamage.merged(sceneRows + dockRows.map { $0.offsetBy(dx: 0, dy: CGFloat(dockTop)) }, width: width, height: image.height)
    }

    /// Forgets the last frame: the next one is painted whole.
    public func forget() {
        last = nil
        sceneRasterizer.forget()
        dockRasterizer.forget()
    }

    /// Makes the pixels of `rows` transparent black: the rows neither the scene nor the dock covers.
    private func clear(_ image: RasterImage, rows: Range<Int>) {
        let cr = cairo_create(image.surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_rectangle(cr, 0, Double(rows.lowerBound), Double(image.width), Double(rows.count))
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(image.surface)
    }
}
