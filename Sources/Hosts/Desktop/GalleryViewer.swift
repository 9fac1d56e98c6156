import CSDL2
import Foundation
import Headless
import Raster

/// The `herosim gallery` window: shows one picture at a time (a seed scene, drawn by `compose`); ← and →
/// switch, Q or Escape quits.
@MainActor
public final class GalleryViewer {
    private let compose: (_ index: Int, _ size: CGSize) -> RasterImage
    private var index: Int
    private let exitAfter: Double?

    /// Creates a viewer starting at picture `index`; `compose` draws picture `index` (any integer: the
    /// caller wraps it) at the window's size.
    public init(startIndex index: Int = 0, exitAfter: Double? = nil, compose: @escaping (_ index: Int, _ size: CGSize) -> RasterImage) {
        self.compose = compose
        self.index = index
        self.exitAfter = exitAfter
    }

    /// Opens the window and runs until the user quits.
    public func run() throws {
        let window = try SDLWindow(title: "HeroSim Gallery", width: 1000, height: 800)
        defer { window.close() }
        let start = monotonicSeconds()
        var needsDraw = true
        var event = SDL_Event()
        while true {
            if let exitAfter, monotonicSeconds() - start >= exitAfter { return }
            if !needsDraw { _ = SDL_WaitEventTimeout(nil, 100) }
            while SDL_PollEvent(&event) != 0 {
                switch event.type {
                case SDL_QUIT.rawValue:
                    return
                case SDL_KEYDOWN.rawValue:
                    let sym = Int(event.key.keysym.sym)
                    if sym == Int(SDLK_q.rawValue) || sym == Int(SDLK_ESCAPE.rawValue) { return }
                    if sym == Int(SDLK_RIGHT.rawValue) { index += 1; needsDraw = true }
                    if sym == Int(SDLK_LEFT.rawValue) { index -= 1; needsDraw = true }
                case SDL_WINDOWEVENT.rawValue:
                    needsDraw = true
                default:
                    break
                }
            }
            if needsDraw {
                window.present(compose(index, window.size))
                needsDraw = false
            }
        }
    }
}
