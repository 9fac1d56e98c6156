import ArgumentParser
import Foundation
import Headless
import Studio
import StudioFiles
import Motion
import Raster
import HeroScenes

/// `herosim compare-policies`: one scripted interruption under every interruption policy, side by side.
struct ComparePoliciesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare-policies",
        abstract: "Run one scripted interruption under every interruption policy: strips side by side and a table.",
        discussion: """
        Runs the scenario (default open-reverse: a tap half-way through the flight) headless once per policy: \
        retrace (a curve sent back retraces its path), retarget (from where it is, keeping its velocity), \
        restart (from where it is, from rest) and additive (SwiftUI: the new change is added to what is left \
        of the old motion). Writes one strip of frames per policy into --out and prints, per policy, the \
        hero's worst move in one frame, its worst velocity change between two frames and its worst jerk, \
        with their frames. The config's transitions.path applies; --path overrides it.
        """)

    @Option(name: .long, help: "The scene (see `herosim demo --list-scenes`).")
    var scene = "icon-grid"

    @Option(name: .long, help: "A scenario file, or the name of a built-in scenario.")
    var scenario = "open-reverse"

    @Option(name: .long, help: "The matched-geometry id to measure. Default: the first one that flies.")
    var id: String?

    @Option(name: .long, help: "How flying frames travel: straight or arc.")
    var path: String?

    @Option(name: [.customLong("fps"), .customLong("frame-rate")], parsing: .unconditional, help: "Frames per second (1...240). Default: the scenario's, else 60.")
    var fps: Double?

    @Option(name: .long, help: "Where the strips are written (PNG).")
    var out = "policies.png"

    @OptionGroup var options: SimulationOptions

    /// Checks the options while parsing, so that a problem is reported with this command's usage.
    func validate() throws {
        if let fps, !FileLimits.framesPerSecond.contains(fps) { throw ValidationError("--fps must lie in 1...240, got \(fps.formatted())") }
        if let path, MotionPath(rawValue: path) == nil {
            throw ValidationError("--path expects one of \(MotionPath.allCases.map(\.rawValue).joined(separator: ", ")), got '\(path)'")
        }
    }

    func run() throws {
        Interruption.prepare(writing: [out])
        let run = try SceneRun(scene: scene, scenario: scenario, options: options)
        let rate = fps ?? run.script.fps ?? 60
        let motionPath = path.flatMap(MotionPath.init(rawValue:)) ?? run.config.path
        let comparison: PolicyComparison
        do {
            comparison = try PolicyComparison(run.script, fps: rate, id: id) { policy in
                let host = run.makeHost()
                host.graph.interruptionPolicy = policy
                host.graph.motionPath = motionPath
                return host
            }
        } catch let error as ScenarioError {
            throw UserFacingError(message: "\(run.script.name): \(error)")
        }
        do {
            try comparison.sheet(fps: rate).writePNG(to: out)
        } catch {
            throw UserFacingError(message: "\(error)")
        }
        print("'\(run.script.name)' on scene '\(run.scene.name)', hero '\(comparison.id)', \(motionPath.rawValue) path, \(rate.formatted()) fps:")
        print(comparison.table)
        print("Wrote the strips to \(out) (frames \(comparison.stripFrames.map(String.init).joined(separator: ", ")))")
    }
}
