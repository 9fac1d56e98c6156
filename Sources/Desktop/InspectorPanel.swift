import Foundation
import Headless
import LayoutCore
import Motion
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
    /// The interruption policy and motion path in force.
    var policy: InterruptionPolicy
    var path: MotionPath
    /// The lint findings of the last finished transition (time, `rule ids`), nil before there is one.
    var lint: [(time: Double, text: String)]?
    /// Frames per second and the median frame work (ms) of the last second, when known.
    var framesPerSecond: Double?
    var frameWorkMilliseconds: Double?
    /// One line per matched-geometry group that is not at rest: `3 presenting 42 %`.
    var groups: [String]

    /// The animation the curve plot shows: the last one started at or before the moment shown.
    var plotted: RecordedAnimation? { animations.last { $0.start <= shownTime } ?? animations.last }

    /// The time axis: `span` seconds ending a second after the later of now and the last animation's end.
    static let span = 3.0
    var axis: ClosedRange<Double> { InspectorModel.axis(liveTime: liveTime, animations: animations) }

    /// The time axis for a live time and the recorded animations.
    static func axis(liveTime: Double, animations: [RecordedAnimation]) -> ClosedRange<Double> {
        let end = max(liveTime, animations.last.map { max($0.end, $0.start) } ?? liveTime) + 1
        return (end - span)...end
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

    /// The width of the curve plot at the timeline's right.
    static let plotWidth: CGFloat = 260

    /// The timeline's width in a panel `width` wide.
    static func timelineWidth(_ width: CGFloat) -> CGFloat { max(100, width - plotWidth) }

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
            HStack(spacing: 0) {
                timeline(width: InspectorPanel.timelineWidth(width))
                CurveHUD(animation: model.plotted, shownTime: model.shownTime)
                    .frame(width: width - InspectorPanel.timelineWidth(width), height: InspectorPanel.timelineHeight)
            }
            Text(axisLabel)
                .font(.system(size: 10))
                .foregroundColor(Color(hex: 0xD8DEE9))
                .padding(.horizontal, 12)
                .frame(width: width, height: InspectorPanel.height - InspectorPanel.timelineTop - InspectorPanel.timelineHeight, alignment: .leading)
        }
        .frame(width: width, height: InspectorPanel.height, alignment: .topLeading)
        .background(Color(hex: 0x3B4252))
    }

    private func timeline(width: CGFloat) -> some View {
            ZStack(alignment: .topLeading) {
                Color(hex: 0x2E3440).frame(width: width, height: InspectorPanel.timelineHeight)
                ForEach(Array(ticks.enumerated()), id: \.offset) { _, tick in
                    Color(hex: 0x4C566A).frame(width: 1, height: InspectorPanel.timelineHeight)
                        .offset(x: InspectorPanel.x(of: tick, axis: model.axis, width: width), y: 0)
                }
                ForEach(Array(visibleBars.enumerated()), id: \.offset) { row, bar in
                    bar.view(row: row, axis: model.axis, width: width)
                }
                ForEach(Array((model.lint ?? []).enumerated()), id: \.offset) { _, finding in
                    Color(hex: 0xBF616A).frame(width: 2, height: InspectorPanel.timelineHeight)
                        .offset(x: InspectorPanel.x(of: finding.time, axis: model.axis, width: width) - 1, y: 0)
                }
                Color(hex: 0xEBCB8B).frame(width: 2, height: InspectorPanel.timelineHeight)
                    .offset(x: InspectorPanel.x(of: model.shownTime, axis: model.axis, width: width) - 1, y: 0)
            }
            .frame(width: width, height: InspectorPanel.timelineHeight, alignment: .topLeading)
            .clipped()
    }

    private var status: String {
        var parts = [model.isReplaying ? String(format: "replay %.3f s", model.shownTime) : String(format: "live %.3f s", model.liveTime)]
        parts.append("\(Int((model.speed * 100).rounded())) %")
        if model.isPaused { parts.append("paused") }
        parts.append("\(model.policy.rawValue), \(model.path.rawValue)")
        if let fps = model.framesPerSecond { parts.append(String(format: "%.0f fps", fps)) }
        if let work = model.frameWorkMilliseconds { parts.append(String(format: "frame work %.2f ms", work)) }
        parts += model.groups
        if let lint = model.lint {
            parts.append(lint.isEmpty ? "lint: clean" : "lint: " + lint.prefix(3).map(\.text).joined(separator: "; ") + (lint.count > 3 ? "; …" : ""))
        }
        return parts.joined(separator: "  ·  ")
    }

    private var axisLabel: String {
        String(format: "%.2f s … %.2f s   ·   , . step   P pause   S speed   R replay   Home/End first/last   O onion skin   I policy   A arc   drag to scrub   H hide",
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
            Text("\(animation.code)  \(String(format: "%.3f s", animation.end - animation.start))  \(changes)")
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

/// The curve of one animation over its duration (value dots, 0 and 1 guides) with a dot at the moment
/// shown, and that moment's progress, value and velocity.
struct CurveHUD: View {
    let animation: RecordedAnimation?
    let shownTime: Double
    static let plotHeight: CGFloat = 76

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ZStack(alignment: .topLeading) {
                Color(hex: 0x2E3440)
                if let animation {
                    let points = samples(animation)
                    let range = valueRange(points.map(\.value))
                    ForEach([0.0, 1.0], id: \.self) { level in
                        Color(hex: 0x4C566A).frame(width: 236, height: 1).offset(x: 0, y: y(level, range))
                    }
                    ForEach(Array(points.enumerated()), id: \.offset) { _, point in
                        Circle().fill(Color(hex: 0x88C0D0)).frame(width: 3, height: 3)
                            .offset(x: CGFloat(point.x) * 236 - 1.5, y: y(point.value, range) - 1.5)
                    }
                    let now = moment(animation)
                    Circle().fill(Color(hex: 0xEBCB8B)).frame(width: 9, height: 9)
                        .offset(x: CGFloat(now.x) * 236 - 4.5, y: y(now.value, range) - 4.5)
                }
            }
            .frame(width: 236, height: CurveHUD.plotHeight, alignment: .topLeading)
            .clipped()
            Text(caption)
                .font(.system(size: 10))
                .foregroundColor(Color(hex: 0xD8DEE9))
                .frame(width: 236, alignment: .leading)
        }
        .padding(.horizontal, 12)
        .padding(.top, 6)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(hex: 0x3B4252))
    }

    /// The curve at 48 moments: x is the fraction of its time, value its output.
    private func samples(_ animation: RecordedAnimation) -> [(x: Double, value: Double)] {
        let duration = max(1e-9, animation.end - animation.start)
        return (0..<48).map { index in
            let x = Double(index) / 47
            return (x, animation.animation.value(at: x * duration))
        }
    }

    /// Where the moment shown is on the curve, with its velocity (output per second).
    private func moment(_ animation: RecordedAnimation) -> (x: Double, value: Double, velocity: Double) {
        let duration = max(1e-9, animation.end - animation.start)
        let elapsed = min(duration, max(0, shownTime - animation.start))
        return (elapsed / duration, animation.animation.value(at: elapsed), animation.animation.velocity(at: elapsed))
    }

    private func valueRange(_ values: [Double]) -> ClosedRange<Double> {
        (min(0, values.min() ?? 0) - 0.05)...(max(1, values.max() ?? 1) + 0.05)
    }

    private func y(_ value: Double, _ range: ClosedRange<Double>) -> CGFloat {
        CurveHUD.plotHeight * CGFloat(1 - (value - range.lowerBound) / (range.upperBound - range.lowerBound))
    }

    private var caption: String {
        guard let animation else { return "no transition yet" }
        let now = moment(animation)
        return String(format: "%.0f %% of its time  ·  value %.3f  ·  %.2f/s", now.x * 100, now.value, now.velocity)
    }
}
