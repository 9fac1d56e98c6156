import Foundation
import StudioFiles
import Motion

/// What the fuzzers check for one input: the parsers may refuse it, but must not trap, and what they accept
/// must satisfy HeroSim's limits. A violated property stops the process with a message, as a crash does, so
/// that libFuzzer keeps the input.
public enum FuzzChecks {
    /// A curve string: if it parses, its duration is finite and within the settling limit, its values over
    /// the animation are finite and within `Limits.curveOutput`, and its canonical spelling reads back.
    public static func curve(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let spec = try? AnimationSpec.parse(text) else { return }
        let duration = spec.duration
        require(duration.isFinite && duration > 0 && duration <= Limits.springSettling, "duration \(duration) of '\(text)'")
        for i in 0...200 {
            let value = spec.value(at: duration * Double(i) / 200)
            require(value.isFinite && Limits.curveOutput.contains(value), "value \(value) of '\(text)' at \(i)/200")
            require(spec.velocity(at: duration * Double(i) / 200).isFinite, "velocity of '\(text)' at \(i)/200")
        }
        let spelled = spec.description
        require((try? AnimationSpec.parse(spelled)) == spec, "'\(text)' prints as '\(spelled)', which does not read back")
    }

    /// A config file: parsing either gives a config or an error naming the file.
    public static func config(_ bytes: [UInt8]) {
        guard let text = String(bytes: bytes, encoding: .utf8) else { return }
        do {
            _ = try HeroConfig.parse(text, file: "fuzz.yaml")
        } catch {
            require(error.file == "fuzz.yaml" && !error.message.isEmpty, "error without a file or message: \(error)")
        }
    }

    /// A scenario file: if it parses, it lasts at most `FileLimits.scenarioDuration` with at most
    /// `FileLimits.scenarioSteps` steps in time order.
    public static func scenario(_ bytes: [UInt8]) {
        guard let text = String(bytes: bytes, encoding: .utf8),
              let scenario = try? Scenario.parse(text, file: "fuzz.yaml", name: "fuzz") else { return }
        require(scenario.duration.isFinite && scenario.duration <= FileLimits.scenarioDuration, "duration \(scenario.duration)")
        require(scenario.steps.count <= FileLimits.scenarioSteps, "\(scenario.steps.count) steps")
        require(zip(scenario.steps, scenario.steps.dropFirst()).allSatisfy { $0.time <= $1.time }, "steps out of order")
    }

    /// Runs `check` on every file named in `paths` (a crash or corpus file, or a folder of them), as the
    /// fuzzer would, and prints how many ran: the replay of a fuzzer's finding without the fuzzer.
    public static func replay(_ paths: [String], _ check: ([UInt8]) -> Void) {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                FileHandle.standardError.write(Data("no such file: \(path)\n".utf8))
                exit(2)
            }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.sorted().map { "\(path)/\($0)" }
            } else {
                files.append(path)
            }
        }
        for file in files {
            check(Array(FileManager.default.contents(atPath: file) ?? Data()))
        }
        print("replayed \(files.count) inputs, no property violated")
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("fuzz property violated: \(message())") }
    }
}
