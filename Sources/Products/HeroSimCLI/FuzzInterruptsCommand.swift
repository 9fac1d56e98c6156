import ArgumentParser
import Foundation
import Headless
import Studio
import StudioFiles
import Motion
import Raster
import HeroScenes

/// `herosim fuzz-interrupts`: interrupts a scene's transition at every frame and reports the worst jump.
struct FuzzInterruptsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz-interrupts",
        abstract: "Interrupt a transition at every frame (tap the hero, Escape, resize) and report the worst jump.",
        discussion: """
        Runs the scene's scenario (or --scenario) headless, finds its hero (the first matched-geometry id that \
        flies), and for every frame of its flight, and --random more times drawn with --seed, runs it again \
        interrupted there: a tap on the flying view, the Escape key, or the window made 20 % narrower. For \
        each kind it prints the largest move of the hero in one frame and the largest change of its \
        per-frame move, with their frames, and writes a scenario that reproduces the worst run to --out. The \
        exit status is 1 when the worst move exceeds the config's lint.maximumJump.
        """)

    @Option(name: .long, help: "The scene (see `herosim demo --list-scenes`).")
    var scene = "icon-grid"

    @Option(name: .long, help: "A scenario file, or the name of a built-in scenario. Default: the scene's own.")
    var scenario: String?

    @Option(name: .long, parsing: .unconditional, help: "Random interruption times to add, within the flight.")
    var random = 0

    @Option(name: .long, parsing: .unconditional, help: "The seed of the random times.")
    var seed: UInt64 = 1

    @Option(name: .long, help: "Where the worst run's scenario is written.")
    var out = "fuzz-interrupts-worst.yaml"

    @OptionGroup var options: SimulationOptions

    /// Checks the options while parsing, so that a problem is reported with this command's usage.
    func validate() throws {
        guard (0...10_000).contains(random) else { throw ValidationError("--random must lie in 0...10000, got \(random)") }
    }

    func run() throws {
        Interruption.prepare(writing: [out])
        let run = try SceneRun(scene: scene, scenario: scenario, options: options)
        let (builtIn, config, base, size) = (run.scene, run.config, run.script, run.size)
        let fuzzer = InterruptionFuzzer(base: base, fps: base.fps ?? 60, makeHost: run.makeHost)
        let runs: [InterruptionFuzzer.Run]
        do { runs = try fuzzer.runs(randomCount: random, seed: seed) } catch let error as ScenarioError {
            throw UserFacingError(message: "\(base.name): \(error)")
        }
        guard let worst = runs.first else {
            print("fuzz-interrupts: nothing flies in '\(base.name)' on scene '\(builtIn.name)'")
            return
        }
        print("fuzz-interrupts: \(runs.count) interrupted runs of '\(base.name)' on scene '\(builtIn.name)'")
        for kind in InterruptionFuzzer.Kind.allCases {
            let ofKind = runs.filter { $0.kind == kind }
            guard let jump = ofKind.max(by: { $0.worstJump < $1.worstJump }),
                  let velocity = ofKind.max(by: { $0.worstVelocityBreak < $1.worstVelocityBreak }) else { continue }
            print("  \(kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) worst move \(format(jump.worstJump)) pt/frame (interrupted at frame \(jump.frame), move at frame \(jump.jumpFrame)); worst velocity change \(format(velocity.worstVelocityBreak)) pt/frame² (interrupted at frame \(velocity.frame), at frame \(velocity.velocityBreakFrame))")
        }
        var reproducer = worst.scenario
        reproducer.size = size
        reproducer.fps = base.fps
        do {
            try RasterImage.write(Array(reproducer.yamlText.utf8), to: out)
        } catch { throw UserFacingError(message: "\(error)") }
        print("worst: \(worst.kind.rawValue) at frame \(worst.frame), \(format(worst.worstJump)) pt in one frame at frame \(worst.jumpFrame); reproduce it with: herosim render --scene \(builtIn.name) --scenario \(out)")
        let diagonal = (size.width * size.width + size.height * size.height).squareRoot()
        if worst.worstJump > config.lint.maximumJump * diagonal { throw ExitCode(1) }
    }

    private func format(_ value: Double) -> String { value.formatted(.number.precision(.fractionLength(1))) }
}
