import CSDL2
import Foundation
import Hero
import LayoutCore
import Raster

/// How the desktop demo runs.
public struct DesktopOptions: Sendable {
    /// The starting config.
    public var config: HeroConfig
    /// The config file to watch for changes, if any.
    public var configPath: String?
    /// The window size, overriding the config's.
    public var size: CGSize?
    /// Print frame-time percentiles on exit.
    public var printStats = false
    /// Quit after this many seconds (for scripted runs and benchmarks).
    public var exitAfter: Double?
    /// Open and close icons by itself, one after another.
    public var autoplay = false

    /// Creates options.
    public init(config: HeroConfig, configPath: String? = nil, size: CGSize? = nil) {
        self.config = config
        self.configPath = configPath
        self.size = size
    }
}

/// The SDL2 window host: maps SDL events onto the simulation, draws frames with the shared cairo
/// renderer into the window surface, and paces animation at 60 frames per second.
@MainActor
public final class DesktopApp {
    private let options: DesktopOptions
    private var simulation: Simulation
    private let renderer: CairoRenderer
    private var window: SDLWindow?
    private var image: RasterImage?
    private var stats = FrameStats()
    private var watcher: ConfigWatcher?
    private var clock = SimulationClock()

    /// Creates the app; nothing opens until `run()`.
    public init(options: DesktopOptions, engine: LayoutEngine, renderer: CairoRenderer) {
        self.options = options
        self.renderer = renderer
        simulation = Simulation(config: options.config, size: options.size, engine: engine)
        watcher = options.configPath.map(ConfigWatcher.init)
    }

    /// Opens the window and runs until the user quits. Throws `DesktopError.noDisplay` without touching
    /// SDL video when there is no display, or when SDL would only give an invisible offscreen window.
    public func run() throws {
        let size = simulation.size
        let window = try SDLWindow(title: "HeroSim", width: Int(size.width), height: Int(size.height))
        self.window = window
        defer { window.close() }
        syncWindowSize()
        loop()
        if options.printStats { print(stats.report) }
    }

    /// The event loop: wait while idle, pace at 60 Hz while animating.
    private func loop() {
        let frameInterval = 1.0 / 60
        var nextTick: Double?
        var lastStart = 0.0
        var needsDraw = true
        var nextAutoplay = 0.5
        var autoplayIndex = 0
        var lastConfigPoll = 0.0
        var event = SDL_Event()
        while true {
            let animating = simulation.state.isAnimating(at: clock.now)
            if !animating && !needsDraw {
                // Idle: sleep until an event, waking now and then for autoplay, --exit-after and config reloads.
                _ = SDL_WaitEventTimeout(nil, options.autoplay || options.exitAfter != nil ? 16 : 250)
            }
            clock.advance(to: monotonicSeconds())
            while SDL_PollEvent(&event) != 0 {
                switch handle(event) {
                case .quit: return
                case .redraw: needsDraw = true
                case .none: break
                }
            }
            if let limit = options.exitAfter, clock.wallElapsed >= limit { return }
            if options.autoplay, clock.now >= nextAutoplay {
                autoplay(&autoplayIndex)
                nextAutoplay = clock.now + 0.6
                needsDraw = true
            }
            if clock.wallElapsed - lastConfigPoll >= 0.5 {
                lastConfigPoll = clock.wallElapsed
                if pollConfig() { needsDraw = true }
            }
            let stillAnimating = simulation.state.isAnimating(at: clock.now)
            guard needsDraw || stillAnimating || animating else {
                nextTick = nil
                continue
            }
            // While animating, frames start on a 60 Hz grid of absolute deadlines.
            if stillAnimating, let tick = nextTick {
                let wait = tick - monotonicSeconds()
                if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
                clock.advance(to: monotonicSeconds())
            }
            let start = monotonicSeconds()
            present(at: clock.now)
            let end = monotonicSeconds()
            needsDraw = false
            guard stillAnimating else {
                nextTick = nil
                continue
            }
            stats.record(work: end - start, interval: nextTick.map { _ in start - lastStart })
            lastStart = start
            nextTick = max((nextTick ?? start) + frameInterval, end)
        }
    }

    private enum EventOutcome { case quit, redraw, none }

    private func handle(_ event: SDL_Event) -> EventOutcome {
        let now = clock.now
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_KEYDOWN.rawValue:
            let sym = event.key.keysym.sym
            func isKey(_ code: Int) -> Bool { Int(sym) == code }
            if isKey(Int(SDLK_q.rawValue)) { return .quit }
            let mapping: [(Int, HeroKey)] = [
                (Int(SDLK_ESCAPE.rawValue), .escape), (Int(SDLK_RETURN.rawValue), .return), (Int(SDLK_KP_ENTER.rawValue), .return),
                (Int(SDLK_SPACE.rawValue), .space), (Int(SDLK_LEFT.rawValue), .left), (Int(SDLK_RIGHT.rawValue), .right),
                (Int(SDLK_UP.rawValue), .up), (Int(SDLK_DOWN.rawValue), .down),
            ]
            if let key = mapping.first(where: { isKey($0.0) })?.1 {
                simulation.send(.key(key), at: now)
                return .redraw
            }
            if isKey(Int(SDLK_s.rawValue)) { clock.toggleSlowMotion(); return .redraw }
            if isKey(Int(SDLK_p.rawValue)) { clock.togglePause(); return .redraw }
            return .none
        case SDL_MOUSEBUTTONDOWN.rawValue:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { return .none }
            simulation.send(.tap(CGPoint(x: Double(event.button.x), y: Double(event.button.y))), at: now)
            return .redraw
        case SDL_WINDOWEVENT.rawValue:
            let kind = UInt32(event.window.event)
            if kind == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue || kind == SDL_WINDOWEVENT_EXPOSED.rawValue {
                syncWindowSize()
                return .redraw
            }
            return .none
        default:
            return .none
        }
    }

    /// Reads the window's size into the simulation (which retargets any flight) and resizes the buffer.
    private func syncWindowSize() {
        guard let size = window?.size else { return }
        if size != simulation.size { simulation.send(.resize(size), at: clock.now) }
    }

    private func autoplay(_ index: inout Int) {
        switch simulation.state.settled(at: clock.now).phase {
        case .idle:
            simulation.apply(.tapIcon(index % simulation.items.count), at: clock.now)
            index += 1
        case .presented:
            simulation.send(.key(.escape), at: clock.now)
        case .flying:
            break
        }
    }

    /// Loads a changed config; an invalid one is reported and the last good one stays.
    private func pollConfig() -> Bool {
        guard let result = watcher?.poll() else { return false }
        switch result {
        case .success(let config):
            simulation.config = config
            simulation.configProblem = nil
            print("Reloaded \(watcher?.path ?? "config"); new curves apply to the next transition.")
        case .failure(let error):
            simulation.configProblem = "\(error) (keeping the last good config)"
            FileHandle.standardError.write(Data("error: \(error) (keeping the last good config)\n".utf8))
        }
        fflush(nil)
        return true
    }

    /// Lays out, draws and shows the frame at `time`.
    private func present(at time: Double) {
        guard let window else { return }
        let frame = simulation.frame(at: time)
        let width = Int(frame.host.size.width), height = Int(frame.host.size.height)
        if image?.width != width || image?.height != height { image = RasterImage(width: width, height: height) }
        guard let image else { return }
        renderer.render(frame.displayList, host: frame.host, into: image)
        window.present(image)
    }
}
