import CSDL2
import Foundation
import Raster

/// A window's pixels in X shared memory, on a connection of its own: a frame is drawn into them and its
/// changed rectangles are handed to the X server, which copies them while the next frame is worked out;
/// only drawing into them again waits for that copy (at 60 Hz it finished long before).
@MainActor
final class SharedWindowImage {
    private let image: OpaquePointer
    /// The image's size in pixels.
    let width: Int, height: Int

    /// The shared image for `window`, `width` x `height` pixels; throws why not when the window is not on
    /// X11, its visual is not 32-bit XRGB, or the X server cannot attach this machine's shared memory.
    init(window: OpaquePointer, width: Int, height: Int) throws(Unavailable) {
        var error = [CChar](repeating: 0, count: 256)
        guard let image = herosim_x11_image_create(window, Int32(width), Int32(height), &error, error.count) else {
            throw Unavailable(reason: error.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        }
        self.image = image
        self.width = width
        self.height = height
        wasMadeAhead = herosim_x11_image_made_ahead(image) != 0
    }

    /// Whether its connection and memory were made while the window opened (`SDLVideo.startInBackground`
    /// with the window's size expected), every page written, rather than when the first frame was shown.
    let wasMadeAhead: Bool

    /// The pixels to draw the next frame into, once the server has copied the last one (waiting at most
    /// 100 ms for it).
    func pixelsForDrawing() -> RasterImage {
        _ = herosim_x11_image_wait(image, 100)
        return RasterImage(wrapping: herosim_x11_image_pixels(image), width: width, height: height,
                           stride: Int(herosim_x11_image_stride(image)))
    }

    /// Hands `rects` (device pixels, cut to the image) to the X server to show, without waiting.
    func show(_ rects: [CGRect]) {
        var xRects = rects.map(SDL_Rect.init(pixels:))
        herosim_x11_image_put(image, &xRects, Int32(xRects.count))
    }

    /// Why a window cannot have a shared image.
    struct Unavailable: Error {
        /// One line, for `--stats`.
        let reason: String
    }

    /// Waits for the last copy, then gives the memory and the connection back.
    func close() {
        herosim_x11_image_destroy(image)
    }
}

extension SDL_Rect {
    /// The rectangle of whole device pixels `rect` holds (its edges are whole numbers).
    init(pixels rect: CGRect) {
        self.init(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
    }
}
