import Foundation
import Headless
import LayoutCore
import Studio
import StudioFiles
import HeroScenes

/// What `render`, `lint` and `fuzz-interrupts` run: a built-in scene, the config, the scenario (a file, a
/// built-in one, or the scene's own) and the window size.
struct SceneRun {
    let scene: BuiltInScene
    let config: HeroConfig
    let script: Scenario
    let size: CGSize
    let colorScheme: ColorScheme
    /// Pixels per point (`--scale`).
    let scale: CGFloat

    /// Resolves the scene by name, loads the config and the scenario, and picks the size: `--size`, else the
    /// scenario's, else the scene's for the config. Errors are one line naming the file.
    init(scene name: String, scenario: String?, options: SimulationOptions) throws {
        scene = try BuiltInScene.resolve(name)
        config = try options.loadConfig()
        do {
            script = try scenario.map { try Scenario.load($0) } ?? Scenario.parse(scene.scenario, file: scene.name, name: scene.name)
        } catch { throw UserFacingError(message: "\(error)") }
        size = try options.parsedSize() ?? script.size ?? scene.size(for: config)
        colorScheme = options.colorScheme
        scale = options.frameScale
        if let problem = LayoutLimits.problem(size: size, scale: scale) { throw UserFacingError(message: problem) }
    }

    /// A fresh host showing the scene at the start, with the config's animation overrides.
    func makeHost() -> HeadlessHost {
        let host = HeadlessHost(scene.makeView(config), size: size, scale: scale, colorScheme: colorScheme)
        config.configure(host.graph)
        return host
    }
}
