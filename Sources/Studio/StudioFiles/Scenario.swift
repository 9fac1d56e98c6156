import Foundation
import LayoutCore
import Motion
import Yams

extension Scenario {
    /// The built-in scenarios by name.
    public static let builtIn: [String: String] = [
        "open-close": """
        # Open the fourth icon (Person), let it settle, then close it with Escape.
        steps:
          - wait: 0.2s
          - tap: {icon: 3}
          - wait: 0.6s
          - key: escape
          - wait: 0.6s
        """,
        "open-reverse": """
        # Open the first icon and tap again half-way: the flight reverses from where it is.
        steps:
          - wait: 0.1s
          - tap: {icon: 0}
          - wait: 0.15s
          - tap: {icon: 0}
          - wait: 0.5s
        """,
    ]

    /// Loads a built-in scenario by name or a scenario file by path.
    public static func load(_ nameOrPath: String) throws(ConfigError) -> Scenario {
        if let text = builtIn[nameOrPath] { return try parse(text, file: nameOrPath, name: nameOrPath) }
        guard FileManager.default.fileExists(atPath: nameOrPath) else {
            let names = builtIn.keys.sorted().joined(separator: ", ")
            throw ConfigError(file: nameOrPath, line: nil, key: nil,
                              message: "no such scenario file, and not a built-in scenario (\(names))")
        }
        let text = try TextFile.read(nameOrPath, what: "scenario")
        let name = URL(fileURLWithPath: nameOrPath).deletingPathExtension().lastPathComponent
        return try parse(text, file: nameOrPath, name: name)
    }

    /// Parses a scenario: optional `size: WxH`, `fps: N`, and `steps:`, a list of `wait: DURATION`,
    /// `tap: {icon: N}`, `tap: {id: NAME}` or `tap: {x: X, y: Y}`, `key: NAME`, `resize: WxH`,
    /// `drag: {from: POINT or {id: NAME}, to: POINT or by: OFFSET, duration: D}` and
    /// `press: {x: X, y: Y, duration: D}` or `press: {id: NAME, duration: D}`, and
    /// `pinch: {x: X, y: Y, scale: S, duration: D}` or `pinch: {id: NAME, scale: S, duration: D}`, and
    /// `scroll: {x: X, y: Y, by: {x: DX, y: DY}}` or `scroll: {id: NAME, by: {x: DX, y: DY}}` (a mouse wheel's
    /// scroll, at once). A wait, a drag, a press and a pinch take their duration: the next step comes after them.
    public static func parse(_ text: String, file: String, name: String) throws(ConfigError) -> Scenario {
        let reader = YAMLReader(file: file)
        var scenario = Scenario(name: name, steps: [], duration: 0, size: nil, fps: nil)
        var time = 0.0
        for (key, node) in try reader.mapping(try reader.root(text), key: nil, allowed: ["size", "fps", "steps"]) {
            switch key {
            case "size": scenario.size = try size(node, key: key, reader: reader)
            case "fps": scenario.fps = try reader.number(node, key: key, in: FileLimits.framesPerSecond)
            default:
                guard case .sequence(let list) = node else {
                    throw ConfigError(file: file, line: node.mark?.line, key: key, message: "expected a list of steps")
                }
                guard list.count <= FileLimits.scenarioSteps else {
                    throw ConfigError(file: file, line: node.mark?.line, key: key,
                                      message: "a scenario has at most \(FileLimits.scenarioSteps) steps, this one has \(list.count)")
                }
                for (index, item) in list.enumerated() {
                    let stepKey = "steps[\(index)]"
                    let entries = try reader.mapping(item, key: stepKey, allowed: ["wait", "tap", "key", "resize", "drag", "press", "pinch", "scroll"])
                    guard entries.count == 1, let (kind, value) = entries.first else {
                        throw ConfigError(file: file, line: item.mark?.line, key: stepKey, message: "expected exactly one of wait, tap, key, resize, drag, press, pinch, scroll")
                    }
                    let k = "\(stepKey).\(kind)"
                    func takes(_ seconds: Double) throws(ConfigError) {
                        time += seconds
                        guard time <= FileLimits.scenarioDuration else {
                            throw ConfigError(file: file, line: value.mark?.line, key: k,
                                              message: "the scenario would last \(time.shortString)s; at most \(FileLimits.scenarioDuration.shortString)s is allowed")
                        }
                    }
                    switch kind {
                    case "wait":
                        try takes(try seconds(value, key: k, reader: reader))
                    case "drag", "press", "pinch":
                        let (input, duration) = switch kind {
                        case "drag": try drag(value, key: k, reader: reader)
                        case "press": try press(value, key: k, reader: reader)
                        default: try pinch(value, key: k, reader: reader)
                        }
                        scenario.steps.append(Step(time: time, input: input))
                        try takes(duration)
                    case "key":
                        let name = try reader.string(value, key: k).lowercased()
                        guard let heroKey = ScenarioKey(rawValue: name) else {
                            throw ConfigError(file: file, line: value.mark?.line, key: k,
                                              message: "unknown key '\(name)'; expected one of \(ScenarioKey.allCases.map(\.rawValue).joined(separator: ", "))")
                        }
                        scenario.steps.append(Step(time: time, input: .key(heroKey)))
                    case "resize":
                        scenario.steps.append(Step(time: time, input: .resize(try size(value, key: k, reader: reader))))
                    case "scroll":
                        scenario.steps.append(Step(time: time, input: try scroll(value, key: k, reader: reader)))
                    default:
                        scenario.steps.append(Step(time: time, input: try tap(value, key: k, reader: reader)))
                    }
                }
            }
        }
        scenario.duration = time
        return scenario
    }

    private static func tap(_ node: Yams.Node, key: String, reader: YAMLReader) throws(ConfigError) -> ScenarioInput {
        let entries = try reader.mapping(node, key: key, allowed: ["icon", "id", "x", "y"])
        if let id = entries.first(where: { $0.0 == "id" }) {
            return .tapID(try reader.string(id.1, key: "\(key).id"))
        }
        if let icon = entries.first(where: { $0.0 == "icon" }) {
            return .tapIcon(Int(try reader.number(icon.1, key: "\(key).icon", in: 0...9999)))
        }
        guard let x = entries.first(where: { $0.0 == "x" }), let y = entries.first(where: { $0.0 == "y" }) else {
            throw ConfigError(file: reader.file, line: node.mark?.line, key: key, message: "expected {icon: N}, {id: NAME} or {x: X, y: Y}")
        }
        return .tapPoint(CGPoint(x: try reader.number(x.1, key: "\(key).x", in: -1e6...1e6),
                                 y: try reader.number(y.1, key: "\(key).y", in: -1e6...1e6)))
    }

    private static func seconds(_ node: Yams.Node, key: String, reader: YAMLReader) throws(ConfigError) -> Double {
        let text = try reader.string(node, key: key)
        do {
            return try AnimationSpec.parseDuration(text)
        } catch {
            throw ConfigError(file: reader.file, line: node.mark?.line, key: key, message: "'\(text)': \(error.message)")
        }
    }

    /// `WxH`, such as `1280x800`.
    static func size(_ node: Yams.Node, key: String, reader: YAMLReader) throws(ConfigError) -> CGSize {
        let text = try reader.string(node, key: key)
        guard let size = parseSize(text) else {
            throw ConfigError(file: reader.file, line: node.mark?.line, key: key, message: "expected a size like 1280x800, got '\(text)'")
        }
        return size
    }

    /// Parses `WxH` (both within `LayoutLimits.sideLength`), or nil.
    public static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              LayoutLimits.sideLength.contains(w), LayoutLimits.sideLength.contains(h) else { return nil }
        return CGSize(width: w, height: h)
    }
}
