import Foundation
import StudioFiles
import Motion
import Testing
import ViewRuntime

/// The YAML config and scenario files: defaults, values, and errors naming file, line and key.
@Suite struct ConfigTests {
    @Test func theShippedDefaultFileIsTheDefaultConfig() throws {
        #expect(try HeroConfig.parse(HeroConfig.defaultFileText, file: "default") == HeroConfig())
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Assets/herosim.yaml").standardized.path
        #expect(try HeroConfig.load(path: shipped) == HeroConfig())
    }

    @Test func readsCurvesSizesAndGrid() throws {
        let config = try HeroConfig.parse("""
        window: {width: 1024, height: 700}
        grid:
          minimumCellWidth: 120
        transitions:
          present: cubic-bezier(.2, .8, .2, 1) 0.4s
          dismiss: ease-in 250ms
        """, file: "c.yaml")
        #expect(config.windowSize == CGSize(width: 1024, height: 700))
        #expect(config.minimumCellWidth == 120)
        #expect(config.present == AnimationSpec(curve: .cubicBezier(CubicBezier(0.2, 0.8, 0.2, 1)), duration: 0.4))
        #expect(config.dismiss == AnimationSpec(curve: .easeIn, duration: 0.25))
    }

    @Test func animationsReplaceEveryOrNamedAnimationsOfAScene() throws {
        let config = try HeroConfig.parse("""
        animations:
          all: linear 1s
          easeInOut: ease-in 2s
        """, file: "c.yaml")
        #expect(config.animations.all == AnimationSpec(curve: .linear, duration: 1))
        #expect(config.animations.byName == ["easeInOut": AnimationSpec(curve: .easeIn, duration: 2)])
        // A named replacement wins over `all`; the delay an animation was given stays.
        #expect(config.animations.apply(to: .easeInOut.delay(0.5)).spec == AnimationSpec(curve: .easeIn, duration: 2))
        #expect(config.animations.apply(to: .easeInOut.delay(0.5)).delay == 0.5)
        #expect(config.animations.apply(to: .default).spec == AnimationSpec(curve: .linear, duration: 1))
        #expect(config.animations.apply(to: Animation(.easeInOut)).spec == AnimationSpec(curve: .linear, duration: 1))
        #expect(throws: ConfigError(file: "c.yaml", line: 2, key: "animations.eseInOut",
                                    message: "unknown key; expected one of all, \(Animation.names.joined(separator: ", "))")) {
            try HeroConfig.parse("animations:\n  eseInOut: linear\n", file: "c.yaml")
        }
    }

    @Test func aBadCurveNamesFileLineKeyAndColumn() {
        #expect(throws: ConfigError(file: "c.yaml", line: 3, key: "transitions.dismiss",
                                    message: "'eas-in 1s': column 1: unknown curve 'eas-in'; did you mean 'ease-in'?")) {
            try HeroConfig.parse("transitions:\n  present: linear\n  dismiss: eas-in 1s\n", file: "c.yaml")
        }
    }

    @Test func swiftUISpellingsAreReadAsWrittenInSwift() throws {
        let config = try HeroConfig.parse("""
        transitions:
          present: ".easeInOut(duration: 0.3)"
          dismiss: Animation.snappy
        animations:
          all: ".spring(response: 0.5, dampingFraction: 0.8).speed(2)"
        """, file: "c.yaml")
        #expect(config.present == AnimationSpec(curve: .easeInOut, duration: 0.3))
        #expect(config.dismiss == .spring(.snappy(), initialVelocity: 0))
        #expect(config.animations.all == AnimationSpec.spring(Spring(response: 0.5, dampingFraction: 0.8), initialVelocity: 0).speeded(by: 2))
        #expect(throws: ConfigError(file: "c.yaml", line: 2, key: "transitions.present",
                                    message: "'easeInOut 350': column 11: a duration needs a unit: did you mean 350ms?")) {
            try HeroConfig.parse("transitions:\n  present: easeInOut 350\n", file: "c.yaml")
        }
    }

    @Test func lintThresholdsAreRead() throws {
        let config = try HeroConfig.parse("lint:\n  maximumJump: 0.1\n  geometryTolerance: 2\n", file: "c.yaml")
        #expect(config.lint.maximumJump == 0.1)
        #expect(config.lint.geometryTolerance == 2)
        #expect(throws: ConfigError(file: "c.yaml", line: 1, key: "lint.maximumJump", message: "expected a number from 0.001 to 1, got 5")) {
            try HeroConfig.parse("lint: {maximumJump: 5}", file: "c.yaml")
        }
        let more = try HeroConfig.parse("lint:\n  maximumRadiusStep: 1.5\n  aspectRatioDrift: 0.05\n  handOffTolerance: 8\n", file: "c.yaml")
        #expect(more.lint.maximumRadiusStep == 1.5)
        #expect(more.lint.aspectRatioDrift == 0.05)
        #expect(more.lint.handOffTolerance == 8)
        #expect(throws: ConfigError(file: "c.yaml", line: 2, key: "lint.handOffTolerance", message: "expected a whole number of levels from 0 to 255, got 2.5")) {
            try HeroConfig.parse("lint:\n  handOffTolerance: 2.5\n", file: "c.yaml")
        }
    }

    @Test func theInterruptionPolicyPathAndInspectorSpeedAreRead() throws {
        let config = try HeroConfig.parse("transitions:\n  interruption: additive\n  path: arc\ninspector:\n  speed: 0.5\n", file: "c.yaml")
        #expect(config.interruption == .additive)
        #expect(config.path == .arc)
        #expect(config.inspectorSpeed == 0.5)
        #expect(throws: ConfigError(file: "c.yaml", line: 2, key: "transitions.interruption",
                                    message: "expected one of retrace, retarget, restart, additive, got 'bounce'")) {
            try HeroConfig.parse("transitions:\n  interruption: bounce\n", file: "c.yaml")
        }
        #expect(throws: ConfigError(file: "c.yaml", line: 1, key: "transitions.path", message: "expected one of straight, arc, got 'curvy'")) {
            try HeroConfig.parse("transitions: {path: curvy}", file: "c.yaml")
        }
    }

    @Test func unknownKeysAndOutOfRangeNumbersAreErrors() {
        #expect(throws: ConfigError(file: "c.yaml", line: 2, key: "window.widht", message: "unknown key; expected one of width, height")) {
            try HeroConfig.parse("window:\n  widht: 100\n", file: "c.yaml")
        }
        #expect(throws: ConfigError(file: "c.yaml", line: 1, key: "grid.minimumCellWidth", message: "expected a number from 24 to 2048, got 5")) {
            try HeroConfig.parse("grid: {minimumCellWidth: 5}", file: "c.yaml")
        }
        #expect(throws: ConfigError(file: "c.yaml", line: 1, key: "window.height", message: "expected a number, got 'tall'")) {
            try HeroConfig.parse("window: {height: tall}", file: "c.yaml")
        }
    }

    @Test func malformedYAMLIsReportedWithItsLine() throws {
        let error = try #require(throws: ConfigError.self) { try HeroConfig.parse("window:\n  width: [1280\n", file: "c.yaml") }
        #expect(error.file == "c.yaml")
        #expect(error.line == 3)
        #expect(error.message.hasPrefix("not valid YAML"))
    }

    @Test func scenariosAccumulateWaitsAndParseEveryStep() throws {
        let scenario = try Scenario.parse("""
        size: 800x600
        fps: 30
        steps:
          - wait: 250ms
          - tap: {icon: 3}
          - wait: 0.5s
          - key: escape
          - resize: 640x480
          - tap: {x: 10, y: 20}
          - wait: 1
        """, file: "s.yaml", name: "s")
        #expect(scenario.size == CGSize(width: 800, height: 600))
        #expect(scenario.fps == 30)
        #expect(scenario.duration == 1.75)
        #expect(scenario.steps == [
            Scenario.Step(time: 0.25, input: .tapIcon(3)),
            Scenario.Step(time: 0.75, input: .key(.escape)),
            Scenario.Step(time: 0.75, input: .resize(CGSize(width: 640, height: 480))),
            Scenario.Step(time: 0.75, input: .tapPoint(CGPoint(x: 10, y: 20))),
        ])
        #expect(throws: ConfigError(file: "s.yaml", line: 2, key: "steps[0].key", message: "unknown key 'enter'; expected one of escape, return, space, left, right, up, down")) {
            try Scenario.parse("steps:\n  - key: enter\n", file: "s.yaml", name: "s")
        }
    }
}
