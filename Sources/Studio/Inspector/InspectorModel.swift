import Desktop
import Foundation
import Headless
import LayoutCore
import Motion
import StudioCore
import ViewRuntime

/// What the inspector panel shows, worked out by `InspectorController` before each frame. Equal models
/// draw equal panels, so the panel is laid out again only when the model changes.
struct InspectorModel: Equatable {
    /// The moment shown and the live time (seconds).
    var shownTime: Double
    var liveTime: Double
    var speed: Double
    var isPaused: Bool
    var isReplaying: Bool
    /// The badge's text when time is not normal (`InspectorBadge.text(for:)`), else nil.
    var badge: String?
    /// The recorded transactions' animations.
    var animations: [RecordedAnimation]
    /// The interruption policy and motion path in force.
    var policy: InterruptionPolicy
    var path: MotionPath
    /// The lint of the transition shown.
    var lint: InspectorLintTracker.Status
    /// Frames per second of the last second while something moved (nil when idle), and the median frame
    /// work (ms) of the last second, when known.
    var framesPerSecond: Double?
    var frameWorkMilliseconds: Double?
    /// One line per matched-geometry group that is not at rest: `3 presenting 42 %`.
    var groups: [String]

    /// The animation the curve plot shows: the last one started at or before the moment shown.
    var plotted: RecordedAnimation? { animations.last { $0.start <= shownTime } ?? animations.last }

    /// The time axis: `span` seconds ending a second after the last animation's end (after now before the
    /// first), moved back to a moment shown before it.
    static let span = 3.0
    var axis: ClosedRange<Double> { InspectorModel.axis(liveTime: liveTime, shownTime: shownTime, animations: animations) }

    /// The time axis for a live time, the moment shown and the recorded animations: the last transition
    /// stays in view while the window idles (the playhead, at now, goes past the right edge), and a moment
    /// shown before the axis (stepped back to) is put a second from its left edge.
    static func axis(liveTime: Double, shownTime: Double, animations: [RecordedAnimation]) -> ClosedRange<Double> {
        var end = (animations.last.map { max($0.end, $0.start) } ?? liveTime) + 1
        if shownTime < end - span { end = shownTime - 1 + span }
        return (end - span)...end
    }

    /// The status line's parts, most important first when the lines cannot hold them all: the time (unless
    /// the badge shows it), the lint, the groups, the policy, the frame rate and work, the speed when normal.
    var statusItems: [FlowItem] {
        let joiner = "  ·  "
        var items: [FlowItem] = []
        func add(_ text: String, _ priority: Int) { items.append(FlowItem(text: text, joiner: joiner, priority: priority)) }
        if !isReplaying { add(String(format: "live %.3f s", liveTime), 9) }
        if speed == 1 { add("100 %", 2) }
        add("\(policy.rawValue), \(path.rawValue)", 5)
        add(framesPerSecond.map { String(format: "%.0f fps", $0) } ?? "idle", 4)
        if let work = frameWorkMilliseconds { add(String(format: "frame work %.2f ms", work), 3) }
        groups.forEach { add($0, 6) }
        switch lint {
        case .none: break
        case .running: add("lint: running…", 8)
        case .done(let findings) where findings.isEmpty: add("lint: clean", 8)
        case .done(let findings):
            for (index, finding) in findings.enumerated() {
                add((index == 0 ? "lint: " : "") + "\(finding.rule.rawValue) \(finding.ids.joined(separator: ", "))", 7)
            }
        }
        return items
    }

    /// The axis's range as the hints start with it.
    var axisLabel: String { String(format: "%.2f s … %.2f s", axis.lowerBound, axis.upperBound) }
}
