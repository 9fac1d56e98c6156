import Foundation
import LayoutCore
import Motion
import Yams

extension Scenario {
    /// `drag: {from: {x: X, y: Y} or {id: NAME}, to: {x: X, y: Y} or by: {x: DX, y: DY}, duration: D}`.
    static func drag(_ node: Yams.Node, key: String, reader: YAMLReader) throws(ConfigError) -> (ScenarioInput, Double) {
        let entries = try reader.mapping(node, key: key, allowed: ["from", "to", "by", "duration"])
        func entry(_ name: String) -> Yams.Node? { entries.first { $0.0 == name }?.1 }
        guard let from = entry("from") else {
            throw ConfigError(file: reader.file, line: node.mark?.line, key: key, message: "expected from: {x: X, y: Y} or from: {id: NAME}")
        }
        let start = try target(from, key: "\(key).from", reader: reader)
        let end: ScenarioDragEnd
        switch (entry("to"), entry("by")) {
        case (let to?, nil): end = .point(try point(to, key: "\(key).to", reader: reader))
        case (nil, let by?):
            let offset = try point(by, key: "\(key).by", reader: reader)
            end = .offset(CGSize(width: offset.x, height: offset.y))
        default:
            throw ConfigError(file: reader.file, line: node.mark?.line, key: key, message: "expected one of to: {x: X, y: Y} or by: {x: DX, y: DY}")
        }
        let duration = try pointerDuration(entry("duration"), of: node, key: key, reader: reader)
        return (.drag(from: start, to: end, duration: duration), duration)
    }

    /// `press: {x: X, y: Y, duration: D}` or `press: {id: NAME, duration: D}`.
    static func press(_ node: Yams.Node, key: String, reader: YAMLReader) throws(ConfigError) -> (ScenarioInput, Double) {
        let entries = try reader.mapping(node, key: key, allowed: ["x", "y", "id", "duration"])
        let duration = try pointerDuration(entries.first { $0.0 == "duration" }?.1, of: node, key: key, reader: reader)
        let place = try target(entries.filter { $0.0 != "duration" }, of: node, key: key, reader: reader)
        return (.press(place, duration: duration), duration)
    }

    /// `pinch: {x: X, y: Y, scale: S, duration: D}` or `pinch: {id: NAME, scale: S, duration: D}`; the
    /// scale is the fingers' distance apart at the end over at the start, within `FileLimits.pinchScale`.
    static func pinch(_ node: Yams.Node, key: String, reader: YAMLReader) throws(ConfigError) -> (ScenarioInput, Double) {
        let entries = try reader.mapping(node, key: key, allowed: ["x", "y", "id", "scale", "duration"])
        guard let scaleNode = entries.first(where: { $0.0 == "scale" })?.1 else {
            throw ConfigError(file: reader.file, line: node.mark?.line, key: key, message: "expected a scale, such as scale: 2")
        }
        let scale = try reader.number(scaleNode, key: "\(key).scale", in: FileLimits.pinchScale)
        let duration = try pointerDuration(entries.first { $0.0 == "duration" }?.1, of: node, key: key, reader: reader)
        let place = try target(entries.filter { $0.0 != "duration" && $0.0 != "scale" }, of: node, key: key, reader: reader)
        return (.pinch(place, scale: scale, duration: duration), duration)
    }

    /// `scroll: {x: X, y: Y, by: {x: DX, y: DY}}` or `scroll: {id: NAME, by: {x: DX, y: DY}}`.
    static func scroll(_ node: Yams.Node, key: String, reader: YAMLReader) throws(ConfigError) -> ScenarioInput {
        let entries = try reader.mapping(node, key: key, allowed: ["x", "y", "id", "by"])
        guard let by = entries.first(where: { $0.0 == "by" })?.1 else {
            throw ConfigError(file: reader.file, line: node.mark?.line, key: key, message: "expected an offset, such as by: {x: 0, y: 200}")
        }
        let offset = try point(by, key: "\(key).by", reader: reader)
        let place = try target(entries.filter { $0.0 != "by" }, of: node, key: key, reader: reader)
        return .scroll(place, by: CGSize(width: offset.x, height: offset.y))
    }

    /// A drag's, press's or pinch's duration: `0.5s`, `300ms`.
    private static func pointerDuration(_ node: Yams.Node?, of parent: Yams.Node, key: String, reader: YAMLReader) throws(ConfigError) -> Double {
        guard let node else {
            throw ConfigError(file: reader.file, line: parent.mark?.line, key: key, message: "expected a duration, such as duration: 0.5s")
        }
        let text = try reader.string(node, key: "\(key).duration")
        do {
            return try AnimationSpec.parseDuration(text)
        } catch {
            throw ConfigError(file: reader.file, line: node.mark?.line, key: "\(key).duration", message: "'\(text)': \(error.message)")
        }
    }

    /// `{x: X, y: Y}` or `{id: NAME}`.
    private static func target(_ node: Yams.Node, key: String, reader: YAMLReader) throws(ConfigError) -> ScenarioTarget {
        try target(try reader.mapping(node, key: key, allowed: ["x", "y", "id"]), of: node, key: key, reader: reader)
    }

    /// `{x: X, y: Y}` or `{id: NAME}`, from the entries of `node`.
    private static func target(_ entries: [(String, Yams.Node)], of node: Yams.Node, key: String, reader: YAMLReader) throws(ConfigError) -> ScenarioTarget {
        if let id = entries.first(where: { $0.0 == "id" }), entries.count == 1 { return .id(try reader.string(id.1, key: "\(key).id")) }
        guard entries.count == 2, entries.allSatisfy({ $0.0 != "id" }) else {
            throw ConfigError(file: reader.file, line: node.mark?.line, key: key, message: "expected {x: X, y: Y} or {id: NAME}")
        }
        return .point(try point(entries, of: node, key: key, reader: reader))
    }

    /// `{x: X, y: Y}`, each within ±1e6.
    private static func point(_ node: Yams.Node, key: String, reader: YAMLReader) throws(ConfigError) -> CGPoint {
        try point(try reader.mapping(node, key: key, allowed: ["x", "y"]), of: node, key: key, reader: reader)
    }

    /// `{x: X, y: Y}` from the entries of `node`.
    private static func point(_ entries: [(String, Yams.Node)], of node: Yams.Node, key: String, reader: YAMLReader) throws(ConfigError) -> CGPoint {
        guard let x = entries.first(where: { $0.0 == "x" }), let y = entries.first(where: { $0.0 == "y" }) else {
            throw ConfigError(file: reader.file, line: node.mark?.line, key: key, message: "expected {x: X, y: Y}")
        }
        return CGPoint(x: try reader.number(x.1, key: "\(key).x", in: -1e6...1e6), y: try reader.number(y.1, key: "\(key).y", in: -1e6...1e6))
    }
}
