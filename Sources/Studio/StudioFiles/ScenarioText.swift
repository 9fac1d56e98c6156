import Foundation
import LayoutCore
import Motion

extension Scenario {
    /// The scenario as a scenario file that `Scenario.parse` reads back to the same steps (times to within
    /// a rounding of their differences): `size`, `fps`, then waits between the steps and a last wait to
    /// the end. Waits longer than a minute are split.
    public var yamlText: String {
        var lines = ["# \(name)"]
        if let size { lines.append("size: \(Int(size.width))x\(Int(size.height))") }
        if let fps { lines.append("fps: \(fps.shortString)") }
        lines.append("steps:")
        var time = 0.0
        func wait(until end: Double) {
            var left = end - time
            while left > 0 {
                let chunk = min(left, Limits.animationDuration)
                lines.append("  - wait: \(chunk.shortString)s")
                left -= chunk
            }
            time = end
        }
        for step in steps {
            wait(until: step.time)
            switch step.input {
            case .tapIcon(let index): lines.append("  - tap: {icon: \(index)}")
            case .tapPoint(let point): lines.append("  - tap: {x: \(Double(point.x).shortString), y: \(Double(point.y).shortString)}")
            case .tapID(let id): lines.append("  - tap: {id: \"\(id)\"}")
            case .key(let key): lines.append("  - key: \(key.rawValue)")
            case .resize(let size): lines.append("  - resize: \(Int(size.width))x\(Int(size.height))")
            case .drag(let start, let end, let duration):
                let to: String
                switch end {
                case .point(let point): to = "to: \(Self.text(point))"
                case .offset(let offset): to = "by: \(Self.text(CGPoint(x: offset.width, y: offset.height)))"
                }
                lines.append("  - drag: {from: \(Self.text(start)), \(to), duration: \(duration.shortString)s}")
                time += duration
            case .press(let target, let duration):
                lines.append("  - press: {\(Self.text(target).dropFirst().dropLast()), duration: \(duration.shortString)s}")
                time += duration
            case .pinch(let target, let scale, let duration):
                lines.append("  - pinch: {\(Self.text(target).dropFirst().dropLast()), scale: \(scale.shortString), duration: \(duration.shortString)s}")
                time += duration
            case .scroll(let target, let offset):
                lines.append("  - scroll: {\(Self.text(target).dropFirst().dropLast()), by: \(Self.text(CGPoint(x: offset.width, y: offset.height)))}")
            }
        }
        wait(until: duration)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{x: X, y: Y}`.
    private static func text(_ point: CGPoint) -> String { "{x: \(Double(point.x).shortString), y: \(Double(point.y).shortString)}" }

    /// `{x: X, y: Y}` or `{id: "NAME"}`.
    private static func text(_ target: ScenarioTarget) -> String {
        switch target {
        case .point(let point): return text(point)
        case .id(let id): return "{id: \"\(id)\"}"
        }
    }
}
