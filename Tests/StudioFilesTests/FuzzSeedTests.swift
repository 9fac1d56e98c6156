import Foundation
import FuzzChecks
import Testing

/// The fuzzers' seeds (the documentation's examples, in files named readme-N, and the built-in scenarios)
/// satisfy every fuzz property, and so do inputs that used to crash or hang HeroSim.
@Suite struct FuzzSeedTests {
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz/Seeds").standardized

    func files(_ kind: String) throws -> [[UInt8]] {
        let folder = Self.seeds.appendingPathComponent(kind)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
            Array(try Data(contentsOf: folder.appendingPathComponent($0)))
        }
    }

    @Test func everySeedPassesItsChecks() throws {
        let curves = try files("curve"), configs = try files("config"), scenarios = try files("scenario")
        #expect(curves.count == 24 && configs.count == 2 && scenarios.count == 5)
        curves.forEach(FuzzChecks.curve)
        configs.forEach(FuzzChecks.config)
        scenarios.forEach(FuzzChecks.scenario)
    }

    @Test func inputsThatOnceCrashedOrHungAreRefusedQuickly() {
        for text in ["cubic-bezier(0.5, 1e17, 0.5, 1)", "linear(0, 1e10, 1)", "spring(duration: 0.5, bounce: 1)",
                     "spring(duration: 1e-300, bounce: 0)", String(repeating: "z", count: 3_000_000)] {
            FuzzChecks.curve(Array(text.utf8))
        }
        for text in ["steps:\n  - wait: 1e300s\n", "steps:\n  - wait: 4e16s\n", String(repeating: "[", count: 5000)] {
            FuzzChecks.scenario(Array(text.utf8))
            FuzzChecks.config(Array(text.utf8))
        }
    }
}
