import FuzzChecks
import Testing

/// The runtime fuzzer's checks over a fixed set of generated runs (`make fuzz` runs it for longer): random
/// trees of stacks, grids, overlays, `if`/`else` with matched geometry, lists, transitions, taps and
/// views owning state, children whose body is a bare `if` over a source still on screen, followers, scroll
/// views, lazy stacks and sheets, driven by model changes in random animations, taps, drags, scrolls and
/// resizes at random times. A failing run is shrunk, for a regression test.
@Suite struct RuntimeFuzzTests {
    /// SplitMix64: the bytes of run `seed`, the same on every machine.
    static func bytes(seed: UInt64, count: Int) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return UInt8(truncatingIfNeeded: z ^ (z >> 31))
        }
    }

    @Test(arguments: 0..<300)
    func aGeneratedRunBreaksNoProperty(seed: Int) {
        let bytes = Self.bytes(seed: UInt64(seed), count: 200)
        guard let problem = FuzzChecks.runtimeProblem(bytes) else { return }
        // Shrunk, the run is what `RuntimeFuzzRegressionTests` keeps.
        let shrunk = FuzzChecks.shrinkRuntime(bytes)
        let message = "seed \(seed): \(problem)\nshrunk to \(FuzzChecks.literal(shrunk)): \(FuzzChecks.runtimeProblem(shrunk) ?? "")\n"
            + "scene: \(FuzzChecks.runtimeScene(shrunk))"
        Issue.record(Comment(rawValue: message))
    }
}
