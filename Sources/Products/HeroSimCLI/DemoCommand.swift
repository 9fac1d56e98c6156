import ArgumentParser
import Desktop
import Inspector
import Foundation
import Headless
import Studio
import StudioFiles
import LayoutCore
import HeroScenes
import ViewRuntime

/// `herosim demo`: a scene in the desktop window, or a headless render where there is no display.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open a scene in a window: the icon grid by default (the default command).",
        discussion: """
        Icon grid: click an icon to fly it full-screen; click again or press Escape to fly it back. Clicking \
        during a flight reverses it. Arrow keys move the focus ring, Return or Space opens the focused icon. \
        Every scene: H shows the inspector (timeline, scrubbing, status), S goes through 100, 25 and 10 % speed, \
        P pauses, . and , step a frame forwards and back, R replays the last transition, Home pauses on its \
        first frame, End goes live and plays, Q quits. With --config, the file is re-read when \
        it changes. With no display, the scene's scenario is rendered headless into --frames instead.
        """)

    @OptionGroup var options: SimulationOptions

    @Flag(name: .long, help: "Print frame-time percentiles when the window closes.")
    var stats = false

    @Option(name: .long, parsing: .unconditional, help: "Quit after this many seconds.")
    var exitAfter: Double?

    @Flag(name: .long, help: "Open and close the scene's matched-geometry views one after another by itself.")
    var autoplay = false

    @Flag(name: .long, help: "Draw frames back to back, each 1/60 s of simulation time after the last, instead of at 60 Hz.")
    var unpaced = false

    @Option(name: .long, parsing: .unconditional, help: "Quit after drawing this many frames.")
    var exitAfterFrames: Int?

    @Flag(name: .long, help: "Open with the inspector panel under the scene (H shows and hides it).")
    var inspect = false

    @Flag(name: .long, help: "Draw every frame whole, keeping nothing from the frame before: what drawing costs without damage tracking (compare with --stats).")
    var fullRedraw = false

    @Option(name: .long, help: "Where the headless fallback writes its frames.")
    var frames = "frames"

    @Option(name: .long, help: "The scene to run (see --list-scenes).")
    var scene = "icon-grid"

    @Flag(name: .long, help: "List the built-in scenes and exit.")
    var listScenes = false

    func validate() throws {
        if let exitAfter, !(exitAfter > 0 && exitAfter.isFinite) {
            throw ValidationError("--exit-after needs a positive number of seconds; got \(exitAfter.formatted()).")
        }
        if let frames = exitAfterFrames, frames < 1 {
            throw ValidationError("--exit-after-frames needs a number of frames of at least 1; got \(frames).")
        }
    }

    func run() throws {
        if listScenes {
            for scene in BuiltInScene.all { print("\(scene.name)\t\(scene.caption)") }
            return
        }
        let scene = try BuiltInScene.resolve(self.scene)
        ViewWindow.startDisplayInBackground()
        let config = try options.loadConfig()
        var window = ViewWindowOptions(title: scene.name == "icon-grid" ? "HeroSim" : "HeroSim: \(scene.name)",
                                       size: try options.parsedSize() ?? scene.size(for: config))
        window.printStats = stats
        window.exitAfter = exitAfter
        window.autoplay = autoplay
        window.unpaced = unpaced
        window.exitAfterFrames = exitAfterFrames
        window.inspect = inspect
        window.drawsEveryFrameWhole = fullRedraw
        window.inspectorSpeed = config.inspectorSpeed
        window.lint = config.lint
        if let scale = options.scale { window.scale = scale } else { window.adoptDesktopScale() }
        if let problem = LayoutLimits.problem(size: window.size, scale: window.scale) { throw UserFacingError(message: problem) }
        let frames = self.frames, configPath = options.config, colorScheme = options.colorScheme
        ViewWindow.expectWindow(window)
        try MainActor.assumeIsolated {
            try Self.open(scene, config: config, configPath: configPath, options: window, fallbackFrames: frames, colorScheme: colorScheme)
        }
    }

    /// Runs `scene` in a window, re-reading the config at `configPath` when it changes; with no display,
    /// renders its scenario headless instead. `colorScheme` is the window's (`--dark`).
    @MainActor
    static func open(_ scene: BuiltInScene, config: HeroConfig, configPath: String?, options: ViewWindowOptions,
                     fallbackFrames frames: String, colorScheme: ColorScheme = .light) throws {
        let kit = RenderingKit()
        var options = options
        if let configPath {
            let reload = ConfigReload(path: configPath) { scene.makeView($0) }
            options.reload = { reload.reload($0) }
        }
        let graph = ViewGraph(scene.makeView(config), host: LayoutHost(size: options.size, scale: options.scale), engine: kit.engine,
                              colorScheme: colorScheme)
        config.configure(graph)
        do {
            try ViewWindow(graph: graph, renderer: kit.renderer, engine: kit.engine, options: options,
                           inspector: InspectorController(graph: graph, engine: kit.engine, lint: options.lint)).run()
        } catch DesktopError.noDisplay(let reason) {
            print("No display found (\(reason)): rendering the '\(scene.name)' scene's scenario headless into \(frames)/ instead.")
            Interruption.install() // Ctrl-C while writing leaves no staging folder, as `herosim render` does
            fflush(nil)
            let script = try Scenario.parse(scene.scenario, file: scene.name, name: scene.name)
            let host = HeadlessHost(scene.makeView(config), size: options.size, scale: options.headlessScale, colorScheme: colorScheme, rendering: kit)
            config.configure(host.graph)
            let trace = try SceneRecorder().record(script, on: host, fps: 60, into: frames)
            print("Wrote \(trace.count) frames to \(frames)/frame-00000.png ... and the trace to \(frames)/trace.json.")
        }
    }
}
