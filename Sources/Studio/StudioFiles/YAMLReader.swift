import Foundation
import Motion
import Yams

/// Reads a YAML document as nested mappings, reporting problems with the file, line and key.
struct YAMLReader {
    let file: String

    /// Parses `text`; an empty document is an empty mapping.
    func root(_ text: String) throws(ConfigError) -> Yams.Node {
        if let line = YAMLDepth.firstLine(deeperThan: FileLimits.yamlDepth, in: text) {
            throw ConfigError(file: file, line: line, key: nil, message: "nested more than \(FileLimits.yamlDepth) levels deep")
        }
        do {
            return try Yams.compose(yaml: text) ?? .mapping(Yams.Node.Mapping([]))
        } catch let error as YamlError {
            var message = "not valid YAML: \(Self.summary(of: error))"
            if message.contains("mapping values are not allowed") {
                message += " (put a value that contains ': ' in quotes, e.g. present: \"spring(duration: 0.5, bounce: 0.3)\")"
            }
            throw ConfigError(file: file, line: Self.line(of: error), key: nil, message: message)
        } catch {
            throw ConfigError(file: file, line: nil, key: nil, message: "not valid YAML: \(error)")
        }
    }

    /// The entries of a mapping node, keyed by string, rejecting unknown keys.
    func mapping(_ node: Yams.Node, key: String?, allowed: [String]) throws(ConfigError) -> [(String, Yams.Node)] {
        guard case .mapping(let mapping) = node else {
            throw ConfigError(file: file, line: node.mark?.line, key: key, message: "expected a mapping of \(allowed.joined(separator: ", "))")
        }
        var entries: [(String, Yams.Node)] = []
        for (k, v) in mapping {
            let name = k.string ?? ""
            guard allowed.contains(name) else {
                throw ConfigError(file: file, line: k.mark?.line, key: join(key, name),
                                  message: "unknown key; expected one of \(allowed.joined(separator: ", "))")
            }
            entries.append((name, v))
        }
        return entries
    }

    /// A finite number within `range`.
    func number(_ node: Yams.Node, key: String, in range: ClosedRange<Double>) throws(ConfigError) -> Double {
        guard case .scalar(let scalar) = node, let value = Double(scalar.string.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw ConfigError(file: file, line: node.mark?.line, key: key, message: "expected a number, got \(describe(node))")
        }
        guard range.contains(value) else {
            throw ConfigError(file: file, line: node.mark?.line, key: key,
                              message: "expected a number from \(range.lowerBound.shortString) to \(range.upperBound.shortString), got \(value.shortString)")
        }
        return value
    }

    /// A plain string scalar.
    func string(_ node: Yams.Node, key: String) throws(ConfigError) -> String {
        guard case .scalar(let scalar) = node else {
            throw ConfigError(file: file, line: node.mark?.line, key: key, message: "expected text, got \(describe(node))")
        }
        return scalar.string
    }

    func join(_ parent: String?, _ key: String) -> String { parent.map { "\($0).\(key)" } ?? key }

    func describe(_ node: Yams.Node) -> String {
        switch node {
        case .scalar(let s): return "'\(s.string)'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        @unknown default: return "an unsupported YAML node"
        }
    }

    static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return mark.line
        default: return nil
        }
    }

    static func summary(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): return problem
        default: return "\(error)"
        }
    }
}
