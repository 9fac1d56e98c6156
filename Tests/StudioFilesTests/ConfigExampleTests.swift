import Foundation
import StudioFiles
import Motion
import Testing
import ViewRuntime

/// The documentation's example config, read from its article (HeroSim.docc/ConfigFile.md): every line is read,
/// and none undoes another (the demo's transitions are not replaced by `animations.all`).
@Suite struct ConfigExampleTests {
    /// The first ```yaml block of the article's "The config file" section.
    static func documentedExample() throws -> String {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Products/HeroSim/HeroSim.docc/ConfigFile.md").standardized
        let text = try String(contentsOf: article, encoding: .utf8)
        let section = try #require(text.range(of: "## The config file"))
        let start = try #require(text.range(of: "```yaml\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test func everyLineOfTheDocumentedExampleTakesEffect() throws {
        let config = try HeroConfig.parse(try Self.documentedExample(), file: "ConfigFile.md")
        #expect(config.windowSize == CGSize(width: 1024, height: 700))
        #expect(config.minimumCellWidth == 180)
        #expect(config.gridSpacing == 12)
        #expect(config.overlayMargin == 32)
        #expect(config.backdropOpacity == 0.6)
        #expect(config.present == AnimationSpec(curve: .easeInOut, duration: 0.35))
        #expect(config.dismiss == .spring(Spring(duration: 0.5, bounce: 0.3), initialVelocity: 0))
        #expect(config.interruption == .retrace)
        #expect(config.path == .arc)
        #expect(config.inspectorSpeed == 0.5)
        let overrides = config.animationOverrides
        // The demo's flights play the transitions the file gives, not `animations.all`.
        #expect(overrides.apply(to: Animation(config.present)).spec == config.present)
        #expect(overrides.apply(to: Animation(config.dismiss)).spec == config.dismiss)
        // A scene's animations are replaced: `.default` by name, the others by `all`.
        #expect(overrides.apply(to: .default).spec == .spring(.snappy(), initialVelocity: 0))
        #expect(overrides.apply(to: .easeInOut).spec == AnimationSpec(curve: .easeInOut, duration: 0.5))
        #expect(overrides.apply(to: .spring(duration: 0.5, bounce: 0.3)).spec == AnimationSpec(curve: .easeInOut, duration: 0.5))
    }

    @Test func theConfigFuzzSeedIsTheDocumentedExample() throws {
        let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz/Seeds/config/readme-0.yaml").standardized
        #expect(try String(contentsOf: seed, encoding: .utf8) == (try Self.documentedExample()) + "\n")
    }
}
