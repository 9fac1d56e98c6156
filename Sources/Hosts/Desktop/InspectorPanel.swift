import Foundation
import Headless
import Studio
import LayoutCore
import Motion
import ViewRuntime

/// What the inspector panel shows, taken from the window each frame. Equal models draw equal panels, so
/// the window lays the panel out again only when the model changes.
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

/// The panel docked under the scene: the status line (the badge first when time is not normal), the
/// timeline with the curve of the animation at the playhead, and the key hints, laid out for its width by
/// `InspectorPanelLayout`. Drag on the timeline to scrub.
struct InspectorPanel: View {
    let model: InspectorModel
    let layout: InspectorPanelLayout
    let measurer: any ContentMeasurer

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            status
            if layout.isCompact {
                timeline
                curve.frame(width: layout.width, height: layout.curveHeight)
            } else {
                HStack(spacing: 0) {
                    timeline
                    curve.frame(width: layout.width - layout.timelineWidth, height: InspectorPanelLayout.timelineHeight)
                }
            }
            hints
        }
        .frame(width: layout.width, height: layout.height, alignment: .topLeading)
        .background(Color(hex: 0x3B4252))
    }

    private var timeline: some View { InspectorTimeline(model: model, width: layout.timelineWidth, measurer: measurer) }

    private var curve: some View { CurveHUD(animation: model.plotted, shownTime: model.shownTime, layout: layout, measurer: measurer) }

    /// The status line's lines, the first after the badge; one point short of the width, so that rounding
    /// in the stacks never takes a text below its measured width.
    var statusLines: [String] {
        let badgeWidth = model.badge.map { InspectorBadge.width(of: $0, measurer: measurer) + 8 } ?? 0
        return TextFlow.lines(model.statusItems, font: InspectorPanelLayout.statusFont, measurer: measurer, width: layout.textWidth - 1,
                              firstLineWidth: layout.textWidth - 1 - badgeWidth, maxLines: layout.statusLines)
    }

    /// The hints' lines.
    var hintLines: [String] {
        TextFlow.lines(InspectorHints.items(axisLabel: model.axisLabel), font: InspectorPanelLayout.hintFont, measurer: measurer,
                       width: layout.textWidth - 1, maxLines: layout.hintLines)
    }

    private var status: some View {
        let lines = statusLines
        return VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 8) {
                if let badge = model.badge { InspectorBadge(text: badge) }
                if let first = lines.first { statusText(first) }
            }
            .frame(height: InspectorPanelLayout.statusLineHeight)
            ForEach(Array(lines.dropFirst().enumerated()), id: \.offset) { _, line in statusText(line) }
        }
        .padding(.horizontal, InspectorPanelLayout.margin)
        .padding(.top, 4)
        .frame(width: layout.width, height: layout.statusHeight, alignment: .topLeading)
    }

    private func statusText(_ line: String) -> some View {
        Text(line)
            .font(InspectorPanelLayout.statusFont)
            .foregroundColor(Color(hex: 0xECEFF4))
            .frame(height: InspectorPanelLayout.statusLineHeight)
    }

    private var hints: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(hintLines.enumerated()), id: \.offset) { _, line in
                Text(line)
                    .font(InspectorPanelLayout.hintFont)
                    .foregroundColor(Color(hex: 0xD8DEE9))
                    .frame(height: InspectorPanelLayout.hintLineHeight)
            }
        }
        .padding(.horizontal, InspectorPanelLayout.margin)
        .padding(.top, layout.hintLines > 1 ? 3 : 0)
        .frame(width: layout.width, height: layout.hintsHeight, alignment: .topLeading)
    }
}

/// What docks under the scene: the panel when the inspector is shown, else the badge's strip while time is
/// not normal, else nothing. Laid out in the whole window, it sits at the bottom, below the scene.
struct InspectorDock: View {
    let panel: InspectorPanel?
    let badge: String?
    let width: CGFloat

    /// The height the dock adds under the scene.
    static func height(panel: InspectorPanelLayout?, badge: String?) -> CGFloat {
        panel?.height ?? (badge == nil ? 0 : InspectorBadgeStrip.height)
    }

    var body: some View {
        Group {
            if let panel {
                panel
            } else if let badge {
                InspectorBadgeStrip(text: badge, width: width)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    }
}
