import Foundation
import Headless
import LayoutCore
import ViewRuntime

/// What the inspector panel shows, taken from the window each frame.
struct InspectorModel {
    /// The moment shown and the live time (seconds).
    var shownTime: Double
    var liveTime: Double
    var speed: Double
    var isPaused: Bool
    var isReplaying: Bool
    /// The recorded transactions' animations.
    var animations: [RecordedAnimation]
    /// The earliest moment that can be shown again.
    var earliest: Double
    /// Frames per second and the median frame work (ms) of the last second, when known.
    var framesPerSecond: Double?
    var frameWorkMilliseconds: Double?
    /// One line per matched-geometry group that is not at rest: `3 presenting 42 %`.
    var groups: [String]

    /// The time axis: `span` seconds ending a second after the later of now and the last animation's end.
    static let span = 3.0
    var axis: ClosedRange<Double> {
        let end = max(liveTime, animations.last.map { max($0.end, $0.start) } ?? liveTime) + 1
        return (end - InspectorModel.span)...end
    }
}

/// The panel docked under the scene: a status line (speed, pause, replay, fps, frame work, groups), and
/// the timeline: each recorded animation as a bar from its start to its end with its curve and what
/// changed, and the playhead at the moment shown. Drag on the timeline to scrub.
struct InspectorPanel: View {
    let model: InspectorModel
    let width: CGFloat
    static let height: CGFloat = 168
    static let timelineTop: CGFloat = 44
    static let timelineHeight: CGFloat = 112
    static let rowHeight: CGFloat = 26

    /// The x of `time` on the timeline.
    static func x(of time: Double, axis: ClosedRange<Double>, width: CGFloat) -> CGFloat {
        CGFloat((time - axis.lowerBound) / (axis.upperBound - axis.lowerBound)) * (width - 24) + 12
    }

    /// The time at `x` on the timeline.
    static func time(atX x: CGFloat, axis: ClosedRange<Double>, width: CGFloat) -> Double {
        axis.lowerBound + Double((x - 12) / max(1, width - 24)) * (axis.upperBound - axis.lowerBound)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(status)
                .font(.system(size: 13, weight: .semibold))
                .foregroundColor(Color(hex: 0xECEFF4))
                .padding(.horizontal, 12)
                .frame(width: width, height: InspectorPanel.timelineTop, alignment: .leading)
            ZStack(alignment: .topLeading) {
                Color(hex: 0x2E3440).frame(width: width, height: InspectorPanel.timelineHeight)
                ForEach(Array(ticks.enumerated()), id: \.offset) { _, tick in
                    Color(hex: 0x4C566A).frame(width: 1, height: InspectorPanel.timelineHeight)
                        .offset(x: InspectorPanel.x(of: tick, axis: model.axis, width: width), y: 0)
                }
                ForEach(Array(visibleBars.enumerated()), id: \.offset) { row, bar in
                    bar.view(row: row, axis: model.axis, width: width)
                }
                Color(hex: 0xEBCB8B).frame(width: 2, height: InspectorPanel.timelineHeight)
                    .offset(x: InspectorPanel.x(of: model.shownTime, axis: model.axis, width: width) - 1, y: 0)
            }
            .frame(width: width, height: InspectorPanel.timelineHeight, alignment: .topLeading)
            .clipped()
            Text(axisLabel)
                .font(.system(size: 10))
                .foregroundColor(Color(hex: 0xD8DEE9))
                .padding(.horizontal, 12)
                .frame(width: width, height: InspectorPanel.height - InspectorPanel.timelineTop - InspectorPanel.timelineHeight, alignment: .leading)
        }
        .frame(width: width, height: InspectorPanel.height, alignment: .topLeading)
        .background(Color(hex: 0x3B4252))
    }

    private var status: String {
        var parts = [model.isReplaying ? String(format: "replay %.3f s", model.shownTime) : String(format: "live %.3f s", model.liveTime)]
        parts.append("\(Int((model.speed * 100).rounded())) %")
        if model.isPaused { parts.append("paused") }
        if let fps = model.framesPerSecond { parts.append(String(format: "%.0f fps", fps)) }
        if let work = model.frameWorkMilliseconds { parts.append(String(format: "frame work %.2f ms", work)) }
        parts += model.groups
        return parts.joined(separator: "  ·  ")
    }

    private var axisLabel: String {
        String(format: "%.2f s … %.2f s   ·   , . step   P pause   S speed   R replay   Home/End first/last   O onion skin   drag to scrub   H hide",
               model.axis.lowerBound, model.axis.upperBound)
    }

    private var ticks: [Double] {
        let first = model.axis.lowerBound.rounded(.up)
        return stride(from: first, through: model.axis.upperBound, by: 1).map { $0 }
    }

    /// The last animations that fit in the rows, overlapping the axis.
    private var visibleBars: [TimelineBar] {
        let rows = Int(InspectorPanel.timelineHeight / InspectorPanel.rowHeight)
        return model.animations.filter { $0.end >= model.axis.lowerBound }.suffix(rows).map(TimelineBar.init)
    }
}

/// One recorded animation on the timeline.
struct TimelineBar {
    let animation: RecordedAnimation

    func view(row: Int, axis: ClosedRange<Double>, width: CGFloat) -> some View {
        let start = InspectorPanel.x(of: animation.start, axis: axis, width: width)
        let end = max(start + 2, InspectorPanel.x(of: animation.end, axis: axis, width: width))
        let changes = animation.changes.prefix(3).joined(separator: ", ") + (animation.changes.count > 3 ? ", …" : "")
        // The label starts on the bar and runs past its end when the bar is short.
        return ZStack(alignment: .leading) {
            Color(hex: 0x5E81AC).frame(width: end - start, height: InspectorPanel.rowHeight - 6)
            Text("\(animation.curve)  \(String(format: "%.3f s", animation.end - animation.start))  \(changes)")
                .font(.system(size: 11, weight: .medium))
                .foregroundColor(Color(hex: 0xECEFF4))
                .padding(.leading, 6)
                .frame(width: 900, height: InspectorPanel.rowHeight - 6, alignment: .leading)
        }
        .frame(width: end - start, height: InspectorPanel.rowHeight - 6, alignment: .leading)
        .offset(x: start, y: CGFloat(row) * InspectorPanel.rowHeight + 3)
    }
}

/// The pill at the top right of the scene that says when time is not normal: speed, pause, replay.
struct InspectorBadge: View {
    let text: String
    var body: some View {
        Text(text)
            .font(.system(size: 13, weight: .bold))
            .foregroundColor(.white)
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .background(Capsule().fill(Color(hex: 0xBF616A, opacity: 0.92)))
            .padding(10)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
    }

    /// The badge's text for a clock, or nil when time runs normally.
    static func text(for clock: InspectorClock) -> String? {
        var parts: [String] = []
        if let replay = clock.replayTime { parts.append(String(format: "replay %.3f s", replay)) }
        if clock.speed != 1 { parts.append("\(Int((clock.speed * 100).rounded())) %") }
        if clock.isPaused { parts.append("paused") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}

/// The onion skin over the scene: outlines of the moving views at evenly spaced moments of the last
/// transition, and dots along the path of their centres.
struct OnionSkinOverlay: View {
    let skin: OnionSkin
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear
            ForEach(Array(skin.outlines.enumerated()), id: \.offset) { _, sample in
                RoundedRectangle(cornerRadius: CGFloat(sample.cornerRadius))
                    .stroke(Color(hex: 0xBF616A, opacity: 0.85), lineWidth: 1.5)
                    .frame(width: sample.frame.width, height: sample.frame.height)
                    .offset(x: sample.frame.minX, y: sample.frame.minY)
            }
            ForEach(Array(skin.path.enumerated()), id: \.offset) { _, sample in
                Circle().fill(Color(hex: 0x5E81AC))
                    .frame(width: 5, height: 5)
                    .offset(x: sample.frame.midX - 2.5, y: sample.frame.midY - 2.5)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
