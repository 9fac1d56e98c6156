import CSDL2
import Foundation
import Synchronization

/// Starting SDL's video: connecting to the display, reading its keyboard map and compose table, and
/// refusing a driver that shows nothing. On X11 this takes about 12 ms (most of it libX11 reading the
/// locale's compose table), and 30 ms when the server has just reset, and needs nothing the program
/// computes; so `startInBackground()` runs it on the other core while the program builds its scene, and
/// the window then takes the started video (`start()`).
enum SDLVideo {
    /// Whether a start begun in the background waits for a window to take it.
    private static let pending = Mutex(false)
    /// What the background start came to.
    private static let outcome = Mutex<Result<Void, DesktopError>?>(nil)
    /// Signalled when the background start is done.
    private static let done = DispatchSemaphore(value: 0)

    /// The window size in pixels the program said it will open (`expectWindow`), for the background start.
    private static let expectedPixels = Mutex<(width: Int, height: Int)?>(nil)

    /// The work given to the thread made ahead (`makeThreadAhead`), and the signal that it was given.
    private static let threadAheadWork = Mutex<(@Sendable () -> Void)?>(nil)
    private static let threadAheadWoken = DispatchSemaphore(value: 0)
    private static let hasThreadAhead = Mutex(false)

    /// Makes the thread that will start SDL's video, waiting until it is asked to (`startInBackground`). A
    /// thread made while another loads a library waits for the loader (glibc gives a new thread its
    /// thread-local storage under the loader's lock): programs call this first thing, before loading the SVG
    /// renderer on a thread of its own, so that the start does not wait for it (3 ms on this project's machine).
    static func makeThreadAhead() {
        hasThreadAhead.withLock { made in
            guard !made else { return }
            made = true
            startThread {
                threadAheadWoken.wait()
                threadAheadWork.withLock { $0 }?()
            }
        }
    }

    /// Starts a thread named for the video start, running `work`.
    private static func startThread(_ work: @escaping @Sendable () -> Void) {
        let thread = Thread(block: work)
        thread.name = "SDL video start"
        thread.start()
    }

    /// Runs `work` on the thread made ahead, or on a new thread when there is none.
    private static func runOnThreadAhead(_ work: @escaping @Sendable () -> Void) {
        if hasThreadAhead.withLock({ $0 }) {
            threadAheadWork.withLock { $0 = work }
            threadAheadWoken.signal()
            return
        }
        startThread(work)
    }

    /// Begins starting SDL's video on another thread, where a display is set and no start is pending; the
    /// next `start()` waits for it. Call it once the program knows it will open a window, as early as it can.
    /// When the program has said the size of its window by then (`expectWindow`), that thread goes on to open
    /// the window's own connection for its shared pixels on X11 and to make those pixels, writing to every
    /// page of them (about 3 ms for 1280x800), while the window is made: the first frame would otherwise wait
    /// for both.
    static func startInBackground(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard DisplayCheck.missingDisplayReason(environment: environment) == nil else { return }
        pending.withLock { isPending in
            guard !isPending else { return }
            isPending = true
            // Xlib is then used on two threads at once (this start, and the program reading the desktop's
            // scale): it must lock, which it does only when asked before its first call.
            herosim_x11_init_threads()
            runOnThreadAhead {
                let result = startNow(environment: environment)
                let onX11 = (try? result.get()) != nil && SDL_GetCurrentVideoDriver().map { String(cString: $0) } == "x11"
                outcome.withLock { $0 = result }
                done.signal()
                // While the window is made: its shared image waits for this.
                if onX11, let pixels = expectedPixels.withLock({ $0 }) {
                    herosim_x11_image_prepare(Int32(pixels.width), Int32(pixels.height))
                }
            }
        }
    }

    /// Says the size in pixels of the window the program will open, for a start in the background to make its
    /// shared pixels ready (`startInBackground`).
    static func expectWindow(pixels: (width: Int, height: Int)) {
        expectedPixels.withLock { $0 = pixels }
    }

    /// Starts SDL's video, or takes the start begun by `startInBackground()` once it is done. Throws
    /// `DesktopError.noDisplay` where no display answers or SDL finds only an invisible driver.
    static func start(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let background = pending.withLock { isPending in
            defer { isPending = false }
            return isPending
        }
        if background {
            done.wait()
            try outcome.withLock { result in
                defer { result = nil }
                return result
            }?.get()
            return
        }
        if let reason = DisplayCheck.missingDisplayReason(environment: environment) { throw DesktopError.noDisplay(reason) }
        try startNow(environment: environment).get()
    }

    /// SDL_Init of the video with the hints the window needs; on failure SDL is shut down again.
    private static func startNow(environment: [String: String]) -> Result<Void, DesktopError> {
        // libSDL2 is loaded here, on first use (CSDL2's loader), not when the program starts.
        guard herosim_sdl_load() == 0 else { return .failure(.sdl(String(cString: SDL_GetError()))) }
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        // Ask SDL for the one display system that is set, unless the user chose a driver: otherwise a dead
        // X display makes SDL probe Wayland (which prints its own XDG_RUNTIME_DIR errors) and fall back to
        // an invisible offscreen window.
        let display = environment["DISPLAY"] ?? "", wayland = environment["WAYLAND_DISPLAY"] ?? ""
        let forced = environment["SDL_VIDEODRIVER"] == nil ? (wayland.isEmpty ? "x11" : display.isEmpty ? "wayland" : nil) : nil
        if let forced { SDL_SetHint(SDL_HINT_VIDEODRIVER, forced) }
        guard SDL_Init(UInt32(SDL_INIT_VIDEO)) == 0 else {
            let error = String(cString: SDL_GetError())
            switch forced {
            case "x11": return .failure(.noDisplay("DISPLAY is \(display), but no X server answers there"))
            case "wayland": return .failure(.noDisplay("WAYLAND_DISPLAY is \(wayland), but no Wayland compositor answers there"))
            default: return .failure(.sdl(error))
            }
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if driver == "offscreen" || driver == "dummy" {
            SDL_Quit()
            return .failure(.noDisplay("SDL found only the '\(driver)' video driver"))
        }
        return .success(())
    }
}
