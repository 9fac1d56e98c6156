import Foundation
@testable import StudioFiles
import Motion
import Testing

/// Config and scenario files beyond `Limits` are refused with the file, line, key and the limit.
@Suite struct InputLimitTests {
    @Test func aScenarioLongerThanTheLimitIsRefusedAtTheWaitThatPassesIt() {
        let tooLong = "steps:\n" + String(repeating: "  - wait: 60s\n", count: 10) + "  - wait: 0.5s\n"
        #expect(throws: ConfigError(file: "s.yaml", line: 12, key: "steps[10].wait",
                                    message: "the scenario would last 600.5s; at most 600s is allowed")) {
            try Scenario.parse(tooLong, file: "s.yaml", name: "s")
        }
        // One wait is a duration like any other: at most a minute.
        #expect(throws: ConfigError(file: "s.yaml", line: 3, key: "steps[1].wait",
                                    message: "'1e300s': durations are at most 60s, got 1e+300s")) {
            try Scenario.parse("steps:\n  - wait: 1s\n  - wait: 1e300s\n", file: "s.yaml", name: "s")
        }
        let longest = "steps:\n" + String(repeating: "  - wait: 60s\n", count: 10)
        #expect(throws: Never.self) { try Scenario.parse(longest, file: "s.yaml", name: "s") }
    }

    @Test func aScenarioWithMoreStepsThanTheLimitIsRefused() {
        let text = "steps:\n" + String(repeating: "  - key: escape\n", count: FileLimits.scenarioSteps + 1)
        #expect(throws: ConfigError(file: "s.yaml", line: 2, key: "steps",
                                    message: "a scenario has at most 10000 steps, this one has 10001")) {
            try Scenario.parse(text, file: "s.yaml", name: "s")
        }
    }

    @Test func yamlNestedDeeperThanTheLimitIsRefusedBeforeParsing() {
        let flow = "window: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n"
        #expect(throws: ConfigError(file: "c.yaml", line: 1, key: nil, message: "nested more than 64 levels deep")) {
            try HeroConfig.parse(flow, file: "c.yaml")
        }
        var block = ""
        for depth in 0..<70 { block += String(repeating: " ", count: depth) + "k\(depth):\n" }
        #expect(throws: ConfigError(file: "c.yaml", line: 65, key: nil, message: "nested more than 64 levels deep")) {
            try HeroConfig.parse(block, file: "c.yaml")
        }
        let dashes = "steps:\n  " + String(repeating: "- ", count: 3000) + "x\n"
        #expect(throws: ConfigError(file: "s.yaml", line: 2, key: nil, message: "nested more than 64 levels deep")) {
            try Scenario.parse(dashes, file: "s.yaml", name: "s")
        }
        // Brackets inside quotes, comments and plain text do not count.
        let quoted = "transitions:\n  present: \"\(String(repeating: "[", count: 100))\" # \(String(repeating: "{", count: 100))\n"
        #expect(YAMLDepth.firstLine(deeperThan: 64, in: quoted) == nil)
        let plain = "a: x[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\nb: 'it''s [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[['\n"
        #expect(YAMLDepth.firstLine(deeperThan: 64, in: plain) == nil)
        #expect(YAMLDepth.firstLine(deeperThan: 2, in: "a:\n  b:\n    c: 1\n") == 3)
        // An escaped backslash does not hide the quote after it, nor the brackets after that.
        let escapes = "a: \"\\\\\" " + String(repeating: "[", count: 100) + "\n"
        #expect(YAMLDepth.firstLine(deeperThan: 64, in: escapes) == 1)
        let multiline = "a: \"one\n  two\"\nb:\n  c:\n    d: 1\n"
        #expect(YAMLDepth.firstLine(deeperThan: 2, in: multiline) == 5)
        #expect(YAMLDepth.firstLine(deeperThan: 3, in: "a:\n  b:\n    c: 1\n") == nil)
    }

    @Test func aBillionLaughsDocumentIsRefusedWithoutExpandingIt() {
        // Nine levels of ten aliases each would be 10^9 nodes if expanded; HeroSim reads only its schema.
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "steps: *a9\n"
        #expect(throws: ConfigError(file: "s.yaml", line: 1, key: "a0", message: "unknown key; expected one of size, fps, steps")) {
            try Scenario.parse(text, file: "s.yaml", name: "s")
        }
    }

    @Test func filesThatAreTooLargeNotUTF8OrFoldersAreRefusedWithTheReason() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("herosim-limits-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let large = folder.appendingPathComponent("large.yaml").path
        try Data(repeating: 0x20, count: FileLimits.configFileBytes + 1).write(to: URL(fileURLWithPath: large))
        #expect(throws: ConfigError(file: large, line: nil, key: nil, message: "the config file is larger than 1 MiB")) {
            try HeroConfig.load(path: large)
        }
        let latin1 = folder.appendingPathComponent("latin1.yaml").path
        try Data([0x73, 0x74, 0x65, 0x70, 0x73, 0x3A, 0x20, 0xE9]).write(to: URL(fileURLWithPath: latin1))
        #expect(throws: ConfigError(file: latin1, line: nil, key: nil, message: "the scenario file is not UTF-8 text")) {
            try Scenario.load(latin1)
        }
        #expect(throws: ConfigError(file: folder.path, line: nil, key: nil, message: "is a folder, not a config file")) {
            try HeroConfig.load(path: folder.path)
        }
        let missing = folder.appendingPathComponent("missing.yaml").path
        #expect(throws: ConfigError(file: missing, line: nil, key: nil, message: "no such config file")) {
            try HeroConfig.load(path: missing)
        }
    }

    @Test func aSpringThatNeverSettlesIsRefusedInAConfig() {
        #expect(throws: ConfigError(file: "c.yaml", line: 2, key: "transitions.present",
                                    message: "'spring(duration: 0.5, bounce: 1)': column 31: this spring never settles (damping fraction 0); use a bounce below 1 or some damping")) {
            try HeroConfig.parse("transitions:\n  present: \"spring(duration: 0.5, bounce: 1)\"\n", file: "c.yaml")
        }
    }
}
