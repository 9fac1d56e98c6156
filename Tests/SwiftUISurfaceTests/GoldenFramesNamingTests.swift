import Foundation
import HeroSim
import HeroSimTesting
import Testing

/// A user's test can make the scenario `GoldenFrames.check` takes, and catch the error a bad one throws,
/// with `import HeroSim` and `import HeroSimTesting` alone.
@Suite struct GoldenFramesNamingTests {
    struct Dot: View {
        @State private var wide = false
        var body: some View {
            Color.red.frame(width: wide ? 40 : 20, height: 20).id("dot")
                .onTapGesture { withAnimation(.linear(duration: 0.2)) { wide.toggle() } }
        }
    }

    @Test func aScenarioMadeInATestRecordsThenMatches() throws {
        let scenario: Scenario = try Scenario.parse("steps:\n  - tap: {id: dot}\n  - wait: 0.2s\n", file: "dot.yaml", name: "dot")
        #expect(scenario.steps == [Scenario.Step(time: 0, input: ScenarioInput.tapID("dot"))])
        #expect(scenario.duration == 0.2)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dot-goldens-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = GoldenFrames(folder: folder)
        let size = CGSize(width: 60, height: 40)
        #expect(try golden.check(scenario, on: HeadlessHost(Dot(), size: size), fps: 10) == .recorded(frames: 3))
        #expect(try golden.check(scenario, on: HeadlessHost(Dot(), size: size), fps: 10, record: false) == .matched(frames: 3))
    }

    @Test func aBadScenarioThrowsAConfigErrorNamingItsLine() {
        #expect(throws: ConfigError.self) { try Scenario.parse("steps:\n  - jump: 1\n", file: "bad.yaml", name: "bad") }
    }
}
