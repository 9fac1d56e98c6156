import CSDL2
import Foundation
import Raster

/// One SDL2 window drawn through its software surface: opening (with a clear refusal where there is no
/// display), presenting ARGB32 images, and reading events.
@MainActor
final class SDLWindow {
    private let window: OpaquePointer
    /// The pixels frames are drawn into on X11; nil before the first frame and where SDL's own surface is used.
    private var shared: SharedWindowImage?
    /// Whether the window's first shared image was made while it opened (nil before there is one).
    private var firstSharedImageWasMadeAhead: Bool?
    /// Why frames go through SDL's window surface, once a shared image was refused.
    private(set) var sharedImageRefusal: String?

    /// Opens a resizable window, starting SDL's video first unless `SDLVideo.startInBackground()` already
    /// did. Throws `DesktopError.noDisplay` without touching SDL video when no display is set, and after
    /// SDL_Init when SDL falls back to an invisible offscreen driver.
    init(title: String, width: Int, height: Int, position: CGPoint? = nil) throws {
        try SDLVideo.start()
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let x = position.map { Int32($0.x) } ?? centered, y = position.map { Int32($0.y) } ?? centered
        guard let window = SDL_CreateWindow(title, x, y, Int32(width), Int32(height),
                                            SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue) else {
            let error = SDLWindow.lastError()
            SDL_Quit()
            throw DesktopError.sdl(error)
        }
        self.window = window
    }

    /// Closes the window and shuts SDL down.
    func close() {
        shared?.close()
        shared = nil
        SDLWindow.ignoreXErrorsFromNowOn()
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// From now on X errors are ignored. A request aimed at the window while it is torn down can fail with
    /// BadWindow (seen under Xvfb and load: an X_SendEvent to the destroyed window, about one quit in six
    /// after a key press), and Xlib's default handler would then end the process with status 1 instead of
    /// the quit's 0. Nothing is drawn after this, so no error can matter. Does nothing where SDL does not
    /// use X11.
    private static func ignoreXErrorsFromNowOn() {
        guard let x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD), let symbol = dlsym(x11, "XSetErrorHandler") else { return }
        typealias ErrorHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
        typealias SetErrorHandler = @convention(c) (ErrorHandler?) -> ErrorHandler?
        let setErrorHandler = unsafeBitCast(symbol, to: SetErrorHandler.self)
        _ = setErrorHandler { _, _ in 0 }
    }

    static func lastError() -> String { String(cString: SDL_GetError()) }

    /// Asks for a new size in points (the window manager may refuse; the size-changed event says).
    func setSize(width: Int, height: Int) {
        SDL_SetWindowSize(window, Int32(width), Int32(height))
    }

    /// The window's top-left corner on the screen, in points.
    var position: CGPoint {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return CGPoint(x: Double(x), y: Double(y))
    }

    /// The window's size in points.
    var size: CGSize {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return CGSize(width: Double(w), height: Double(h))
    }

    /// The size in pixels of the surface the next `present` draws into (the window's, once SDL has made it
    /// for the window's current size); nil when SDL has none.
    var surfaceSize: CGSize? {
        if sharedImageRefusal == nil { return size } // SDL 2 on X11 counts points as pixels
        guard let surface = SDL_GetWindowSurface(window) else { return nil }
        return CGSize(width: Double(surface.pointee.w), height: Double(surface.pointee.h))
    }

    /// How frames reach the screen, one line for `--stats`.
    var presentPath: String {
        if let sharedImageRefusal { return "SDL's window surface, waiting for the X server (\(sharedImageRefusal))" }
        let ahead = firstSharedImageWasMadeAhead == true ? " (made while the window opened)" : ""
        return "X shared memory\(ahead), the server copying while the next frame is worked out"
    }

    /// The shared image of the window's current size, made again when the size changed; nil (and SDL's
    /// surface from then on) when the window cannot have one.
    private func sharedImage() -> SharedWindowImage? {
        guard sharedImageRefusal == nil else { return nil }
        let width = Int(size.width), height = Int(size.height)
        if let shared, shared.width == width, shared.height == height { return shared }
        shared?.close()
        shared = nil
        do {
            shared = try SharedWindowImage(window: window, width: width, height: height)
            if firstSharedImageWasMadeAhead == nil { firstSharedImageWasMadeAhead = shared?.wasMadeAhead }
        } catch {
            sharedImageRefusal = error.reason
        }
        return shared
    }

    /// The next event waiting, nil when none is.
    func pollEvent() -> SDL_Event? {
        var event = SDL_Event()
        return SDL_PollEvent(&event) != 0 ? event : nil
    }

    /// Waits up to `milliseconds` for an event (leaving it queued for `pollEvent`).
    func waitForEvent(milliseconds: Int32) {
        _ = SDL_WaitEventTimeout(nil, milliseconds)
    }

    /// Shows `image` (drawn from the top-left corner; an image of another size is cut or leaves black).
    func present(_ image: RasterImage) {
        var fallback: RasterImage?
        _ = present(fallback: &fallback) { target in
            if target.width == image.width && target.height == image.height {
                target.copyPixels(from: image)
            } else {
                target.fill(red: 0, green: 0, blue: 0)
                target.draw(image, atX: 0, y: 0)
            }
            return [CGRect(x: 0, y: 0, width: target.width, height: target.height)]
        }
    }

    /// Lets `draw` paint the window's pixels, then shows the rectangles it returns (device pixels; none: the
    /// window shows what it showed). The pixels stay from one frame to the next until the window changes
    /// size. On X11 they are shared memory handed to the server without waiting for its copy (drawing the
    /// next frame waits for it); elsewhere, when SDL's window surface is 32-bit XRGB or ARGB `draw` paints
    /// it directly, otherwise it paints `fallback`, which is converted. Returns the seconds spent showing
    /// the frame: everything but `draw` (waiting for the last copy, conversion, the window system's copy).
    func present(fallback: inout RasterImage?, _ draw: (RasterImage) -> [CGRect]) -> Double {
        let start = monotonicSeconds()
        var drawing = 0.0
        show(fallback: &fallback) { image in
            let drawStart = monotonicSeconds()
            defer { drawing = monotonicSeconds() - drawStart }
            return draw(image)
        }
        return monotonicSeconds() - start - drawing
    }

    /// Draws with `draw` into the window's pixels and shows what it returns.
    private func show(fallback: inout RasterImage?, _ draw: (RasterImage) -> [CGRect]) {
        if let shared = sharedImage() {
            let rects = draw(shared.pixelsForDrawing())
            if !rects.isEmpty { shared.show(rects) }
            return
        }
        guard let surface = SDL_GetWindowSurface(window) else { return }
        SDL_LockSurface(surface)
        let s = surface.pointee
        let format = s.format.pointee.format
        let width = Int(s.w), height = Int(s.h)
        var rects: [CGRect] = []
        if format == SDL_PIXELFORMAT_RGB888.rawValue || format == SDL_PIXELFORMAT_ARGB8888.rawValue, let pixels = s.pixels {
            rects = draw(RasterImage(wrapping: pixels, width: width, height: height, stride: Int(s.pitch)))
            SDL_UnlockSurface(surface)
        } else {
            if fallback?.width != width || fallback?.height != height { fallback = RasterImage(width: width, height: height) }
            let image = fallback!
            rects = draw(image)
            SDL_ConvertPixels(Int32(width), Int32(height), SDL_PIXELFORMAT_ARGB8888.rawValue, image.pixels, Int32(image.stride),
                              format, s.pixels, s.pitch)
            SDL_UnlockSurface(surface)
        }
        guard !rects.isEmpty else { return }
        var sdlRects = rects.map(SDL_Rect.init(pixels:))
        SDL_UpdateWindowSurfaceRects(window, &sdlRects, Int32(sdlRects.count))
    }
}

/// Seconds on a monotonic clock.
package func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}
