import ArgumentParser
import Foundation
import Headless
import Studio
import StudioFiles
import Motion
import HeroScenes

/// `herosim lint`: runs a scene's scenario headless and reports what its hero transitions should not do.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check a scene's transitions: two sources, a hero drawn twice, jumps, flights off their ends, radius, clip, aspect and z-order snaps, hand-off pops.",
        discussion: """
        Runs the scenario headless (no PNGs) and checks every frame of its trace, and the pixels of every \
        hand-off (the last instant of a transition against the settled scene after it). Each finding names the rule, \
        the first frame and time where it happens, the ids involved and what was measured. Thresholds are the \
        config's `lint:` section (maximumJump, geometryTolerance, maximumRadiusStep, aspectRatioDrift, handOffTolerance). The exit status is 1 when anything is found, \
        so CI can run it; --allow lets a rule through.

        Rules: \(LintRule.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")).
        """)

    @Option(name: .long, help: "The scene to check (see `herosim demo --list-scenes`).")
    var scene = "icon-grid"

    @Option(name: .long, help: "A scenario file, or the name of a built-in scenario. Default: the scene's own.")
    var scenario: String?

    @Option(name: [.customLong("fps"), .customLong("frame-rate")], parsing: .unconditional, help: "Frames per second (1...240). Default: the scenario's, else 60.")
    var fps: Double?

    @Option(name: .long, parsing: .singleValue, help: "A rule to let through; repeat for more.")
    var allow: [String] = []

    @OptionGroup var options: SimulationOptions

    /// Checks the options while parsing, so that a problem is reported with this command's usage.
    func validate() throws {
        if let fps, !FileLimits.framesPerSecond.contains(fps) {
            throw ValidationError("--fps must lie in 1...240, got \(fps.formatted())")
        }
        for rule in allow where LintRule(rawValue: rule) == nil {
            throw ValidationError("--allow expects one of \(LintRule.allCases.map(\.rawValue).joined(separator: ", ")), got '\(rule)'")
        }
    }

    func run() throws {
        let run = try SceneRun(scene: scene, scenario: scenario, options: options)
        let (builtIn, config, script) = (run.scene, run.config, run.script)
        let checked: (trace: [SceneTraceEntry], findings: [LintFinding])
        do {
            checked = try MotionLint.run(script, on: run.makeHost(), fps: fps ?? script.fps ?? 60, thresholds: config.lint)
        } catch let error as ScenarioError {
            throw UserFacingError(message: "\(script.name): \(error)")
        }
        let trace = checked.trace
        let allowed = Set(allow.compactMap(LintRule.init(rawValue:)))
        let findings = checked.findings.filter { !allowed.contains($0.rule) }
        for finding in findings { print(finding) }
        print("lint: \(findings.isEmpty ? "no findings" : "\(findings.count) finding\(findings.count == 1 ? "" : "s")") in \(trace.count) frames of '\(script.name)' on scene '\(builtIn.name)'")
        if !findings.isEmpty { throw ExitCode(1) }
    }
}
