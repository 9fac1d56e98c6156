import Foundation
import LayoutCore
import StudioFiles
import Testing

/// `drag:` and `press:` scenario steps: what they read, how long they take, and what a bad one says.
@Suite struct ScenarioPointerStepsTests {
    @Test func dragAndPressStepsReadAndTakeTheirDuration() throws {
        let scenario = try Scenario.parse("""
        steps:
          - wait: 0.25s
          - drag: {from: {x: 100, y: 300}, to: {x: 100, y: 600}, duration: 0.5s}
          - drag: {from: {id: card}, by: {x: 0, y: 240}, duration: 400ms}
          - press: {x: 20, y: 30, duration: 0.8s}
          - press: {id: trash, duration: 1s}
          - tap: {x: 1, y: 2}
        """, file: "s.yaml", name: "s")
        #expect(scenario.steps == [
            Scenario.Step(time: 0.25, input: .drag(from: .point(CGPoint(x: 100, y: 300)), to: .point(CGPoint(x: 100, y: 600)), duration: 0.5)),
            Scenario.Step(time: 0.75, input: .drag(from: .id("card"), to: .offset(CGSize(width: 0, height: 240)), duration: 0.4)),
            Scenario.Step(time: 1.15, input: .press(.point(CGPoint(x: 20, y: 30)), duration: 0.8)),
            Scenario.Step(time: 1.95, input: .press(.id("trash"), duration: 1)),
            Scenario.Step(time: 2.95, input: .tapPoint(CGPoint(x: 1, y: 2))),
        ])
        #expect(scenario.duration == 2.95)
    }

    @Test func theYAMLTextReadsBackToTheSameSteps() throws {
        let scenario = try Scenario.parse("""
        steps:
          - drag: {from: {x: 100, y: 300}, to: {x: 100, y: 600}, duration: 0.5s}
          - drag: {from: {id: card}, by: {x: -10, y: 240}, duration: 0.25s}
          - press: {id: trash, duration: 1s}
          - wait: 0.5s
        """, file: "s.yaml", name: "s")
        let reread = try Scenario.parse(scenario.yamlText, file: "r", name: "s")
        #expect(reread.steps == scenario.steps)
        #expect(reread.duration == scenario.duration)
    }

    @Test(arguments: [
        ("  - drag: {to: {x: 1, y: 2}, duration: 1s}", 2, "steps[0].drag", "expected from: {x: X, y: Y} or from: {id: NAME}"),
        ("  - drag: {from: {x: 1, y: 2}, duration: 1s}", 2, "steps[0].drag", "expected one of to: {x: X, y: Y} or by: {x: DX, y: DY}"),
        ("  - drag: {from: {x: 1, y: 2}, to: {x: 1, y: 2}, by: {x: 1, y: 2}, duration: 1s}", 2, "steps[0].drag",
         "expected one of to: {x: X, y: Y} or by: {x: DX, y: DY}"),
        ("  - drag: {from: {x: 1, y: 2}, to: {x: 3, y: 4}}", 2, "steps[0].drag", "expected a duration, such as duration: 0.5s"),
        ("  - drag: {from: {x: 1}, to: {x: 3, y: 4}, duration: 1s}", 2, "steps[0].drag.from", "expected {x: X, y: Y} or {id: NAME}"),
        ("  - drag: {from: {x: 1, y: 2}, to: {x: 3}, duration: 1s}", 2, "steps[0].drag.to", "expected {x: X, y: Y}"),
        ("  - drag: {from: {x: 1, y: 2}, to: {x: 3, y: far}, duration: 1s}", 2, "steps[0].drag.to.y", "expected a number, got 'far'"),
        ("  - press: {x: 1, y: 2}", 2, "steps[0].press", "expected a duration, such as duration: 0.5s"),
        ("  - press: {id: a, x: 1, duration: 1s}", 2, "steps[0].press", "expected {x: X, y: Y} or {id: NAME}"),
    ] as [(String, Int, String, String)])
    func aBadStepSaysWhereAndWhatWasExpected(line: String, at number: Int, key: String, message: String) {
        #expect(throws: ConfigError(file: "s.yaml", line: number, key: key, message: message)) {
            try Scenario.parse("steps:\n\(line)\n", file: "s.yaml", name: "s")
        }
    }

    @Test func pinchStepsReadAndTakeTheirDuration() throws {
        let scenario = try Scenario.parse("""
        steps:
          - wait: 0.25s
          - pinch: {x: 200, y: 300, scale: 2, duration: 0.5s}
          - pinch: {id: photo, scale: 0.5, duration: 250ms}
          - tap: {x: 1, y: 2}
        """, file: "s.yaml", name: "s")
        #expect(scenario.steps == [
            Scenario.Step(time: 0.25, input: .pinch(.point(CGPoint(x: 200, y: 300)), scale: 2, duration: 0.5)),
            Scenario.Step(time: 0.75, input: .pinch(.id("photo"), scale: 0.5, duration: 0.25)),
            Scenario.Step(time: 1, input: .tapPoint(CGPoint(x: 1, y: 2))),
        ])
        let reread = try Scenario.parse(scenario.yamlText, file: "r", name: "s")
        #expect(reread.steps == scenario.steps && reread.duration == 1)
    }

    @Test(arguments: [
        ("  - pinch: {x: 1, y: 2, duration: 1s}", 2, "steps[0].pinch", "expected a scale, such as scale: 2"),
        ("  - pinch: {x: 1, y: 2, scale: 2}", 2, "steps[0].pinch", "expected a duration, such as duration: 0.5s"),
        ("  - pinch: {x: 1, y: 2, scale: 0, duration: 1s}", 2, "steps[0].pinch.scale", "expected a number from 0.01 to 100, got 0"),
        ("  - pinch: {x: 1, y: 2, scale: big, duration: 1s}", 2, "steps[0].pinch.scale", "expected a number, got 'big'"),
        ("  - pinch: {x: 1, scale: 2, duration: 1s}", 2, "steps[0].pinch", "expected {x: X, y: Y} or {id: NAME}"),
        ("  - pinch: {x: 1, y: 2, by: 3, scale: 2, duration: 1s}", 2, "steps[0].pinch.by", "unknown key; expected one of x, y, id, scale, duration"),
        ("  - pinch: 2", 2, "steps[0].pinch", "expected a mapping of x, y, id, scale, duration"),
    ] as [(String, Int, String, String)])
    func aBadPinchSaysWhereAndWhatWasExpected(line: String, at number: Int, key: String, message: String) {
        #expect(throws: ConfigError(file: "s.yaml", line: number, key: key, message: message)) {
            try Scenario.parse("steps:\n\(line)\n", file: "s.yaml", name: "s")
        }
    }

    @Test func scrollStepsReadAndTakeNoTime() throws {
        let scenario = try Scenario.parse("""
        steps:
          - wait: 0.5s
          - scroll: {x: 150, y: 200, by: {x: 0, y: 240}}
          - scroll: {id: list, by: {x: -30, y: 0}}
          - tap: {x: 1, y: 2}
        """, file: "s.yaml", name: "s")
        #expect(scenario.steps == [
            Scenario.Step(time: 0.5, input: .scroll(.point(CGPoint(x: 150, y: 200)), by: CGSize(width: 0, height: 240))),
            Scenario.Step(time: 0.5, input: .scroll(.id("list"), by: CGSize(width: -30, height: 0))),
            Scenario.Step(time: 0.5, input: .tapPoint(CGPoint(x: 1, y: 2))),
        ])
        let reread = try Scenario.parse(scenario.yamlText, file: "r", name: "s")
        #expect(reread.steps == scenario.steps && reread.duration == 0.5)
    }

    @Test(arguments: [
        ("  - scroll: {x: 1, y: 2}", 2, "steps[0].scroll", "expected an offset, such as by: {x: 0, y: 200}"),
        ("  - scroll: {x: 1, by: {x: 0, y: 9}}", 2, "steps[0].scroll", "expected {x: X, y: Y} or {id: NAME}"),
        ("  - scroll: {id: list, by: {y: 9}}", 2, "steps[0].scroll.by", "expected {x: X, y: Y}"),
        ("  - scroll: {id: list, by: {x: 0, y: 9}, duration: 1s}", 2, "steps[0].scroll.duration", "unknown key; expected one of x, y, id, by"),
    ] as [(String, Int, String, String)])
    func aBadScrollSaysWhereAndWhatWasExpected(line: String, at number: Int, key: String, message: String) {
        #expect(throws: ConfigError(file: "s.yaml", line: number, key: key, message: message)) {
            try Scenario.parse("steps:\n\(line)\n", file: "s.yaml", name: "s")
        }
    }

    @Test func aBadDurationSaysWhy() throws {
        let error = try #require(throws: ConfigError.self) {
            try Scenario.parse("steps:\n  - press: {x: 1, y: 2, duration: soon}\n", file: "s.yaml", name: "s")
        }
        #expect(error.key == "steps[0].press.duration" && error.line == 2)
        #expect(error.message.hasPrefix("'soon': "))
    }

    @Test func aDragPastTheLongestScenarioIsRefused() {
        #expect(throws: ConfigError.self) {
            try Scenario.parse("steps:\n  - drag: {from: {x: 1, y: 2}, to: {x: 3, y: 4}, duration: 1e300s}\n", file: "s.yaml", name: "s")
        }
    }
}
