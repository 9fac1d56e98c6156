import ArgumentParser
import Desktop
import Foundation
import Headless
import Hero
import LayoutCore
import Scenes
import ViewRuntime

/// `herosim demo`: the desktop window, or a headless render where there is no display.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open the desktop demo window (the default command).",
        discussion: """
        Click an icon to fly it full-screen; click again or press Escape to fly it back. Clicking during a
        flight reverses it. Arrow keys move the focus ring, Return or Space opens the focused icon, S toggles
        slow motion (x0.1), P pauses, Q quits. With --config, the file is re-read when it changes.
        With no display, the 'open-close' scenario is rendered headless into --frames instead.
        """)

    @OptionGroup var options: SimulationOptions

    @Flag(name: .long, help: "Print frame-time percentiles when the window closes.")
    var stats = false

    @Option(name: .long, help: "Quit after this many seconds.")
    var exitAfter: Double?

    @Flag(name: .long, help: "Open and close the icons one after another by itself.")
    var autoplay = false

    @Option(name: .long, help: "Where the headless fallback writes its frames.")
    var frames = "frames"

    @Option(name: .long, help: "Run a built-in scene instead of the icon grid (see --list-scenes).")
    var scene: String?

    @Flag(name: .long, help: "List the built-in scenes and exit.")
    var listScenes = false

    func run() throws {
        if listScenes {
            for scene in BuiltInScene.all { print("\(scene.name)\t\(scene.caption)") }
            return
        }
        if let name = scene {
            let scene = try BuiltInScene.resolve(name)
            let size = try options.parsedSize() ?? scene.size
            let config = try options.loadConfig()
            let stats = self.stats, exitAfter = self.exitAfter, frames = self.frames, configPath = options.config
            try MainActor.assumeIsolated {
                try Self.openScene(scene, size: size, config: config, configPath: configPath, stats: stats, exitAfter: exitAfter,
                                   fallbackFrames: frames)
            }
            return
        }
        let config = try options.loadConfig()
        var desktop = DesktopOptions(config: config, configPath: options.config, size: try options.parsedSize())
        desktop.printStats = stats
        desktop.exitAfter = exitAfter
        desktop.autoplay = autoplay
        let frames = self.frames
        try MainActor.assumeIsolated {
            try Self.openWindow(desktop, config: config, fallbackFrames: frames)
        }
    }

    /// Runs a built-in scene in a window; with no display, renders its scenario headless instead.
    @MainActor
    static func openScene(_ scene: BuiltInScene, size: CGSize, config: HeroConfig, configPath: String?, stats: Bool,
                          exitAfter: Double?, fallbackFrames frames: String) throws {
        let pipeline = RenderingPipeline()
        var options = ViewWindowOptions(title: "HeroSim: \(scene.name)", size: size)
        options.printStats = stats
        options.exitAfter = exitAfter
        options.configPath = configPath
        let graph = ViewGraph(scene.makeView(), host: LayoutHost(size: size), engine: pipeline.engine)
        let overrides = config.animations
        if !overrides.isEmpty { graph.animationOverride = { overrides.apply(to: $0) } }
        do {
            try ViewWindow(graph: graph, renderer: pipeline.renderer, engine: pipeline.engine, options: options).run()
        } catch DesktopError.noDisplay(let reason) {
            print("No display found (\(reason)): rendering the '\(scene.name)' scene's scenario headless into \(frames)/ instead.")
            fflush(nil)
            let script = try Scenario.parse(scene.scenario, file: scene.name, name: scene.name)
            let host = HeadlessHost(scene.makeView(), size: size, pipeline: pipeline)
            if !overrides.isEmpty { host.animationOverride = { overrides.apply(to: $0) } }
            let trace = try SceneRecorder().record(script, on: host, fps: 60, into: frames)
            print("Wrote \(trace.count) frames to \(frames)/frame-00000.png ... and the trace to \(frames)/trace.json.")
        }
    }

    /// Runs the window; with no display, renders the default scenario headless instead.
    @MainActor
    static func openWindow(_ desktop: DesktopOptions, config: HeroConfig, fallbackFrames frames: String) throws {
        let pipeline = RenderingPipeline()
        do {
            try DesktopApp(options: desktop, engine: pipeline.engine, renderer: pipeline.renderer).run()
        } catch DesktopError.noDisplay(let reason) {
            print("No display found (\(reason)): rendering the 'open-close' scenario headless into \(frames)/ instead.")
            fflush(nil)
            let scenario = try Scenario.load("open-close")
            var simulation = Simulation(config: config, size: desktop.size, engine: pipeline.engine)
            let trace = try FrameWriter(renderer: pipeline.renderer).run(scenario, simulation: &simulation, fps: 60, into: frames)
            print("Wrote \(trace.count) frames to \(frames)/frame-00000.png ... and the trace to \(frames)/trace.json.")
        }
    }
}
