import Desktop
import Foundation
import Headless
import LayoutCore
import StudioCore
import ViewRuntime

/// The timeline: each recorded animation as a bar from its start to its end, labelled with the animation as
/// written, its duration and what changed; one-second ticks, the lint findings in red, and the playhead.
/// A label always fits: it drops what changed (then the duration) until it does, and slides left to stay
/// inside the timeline when its bar starts near the right edge.
struct InspectorTimeline: View {
    let model: InspectorModel
    let width: CGFloat
    let measurer: any ContentMeasurer
    /// The panel's layer drawn: the playhead is live, the rest still.
    var layer = InspectorPanel.Layer.whole

    /// The x of `time` on a timeline `width` wide showing `axis`.
    static func x(of time: Double, axis: ClosedRange<Double>, width: CGFloat) -> CGFloat {
        CGFloat((time - axis.lowerBound) / (axis.upperBound - axis.lowerBound)) * (width - 24) + 12
    }

    /// The time at `x` on a timeline `width` wide showing `axis`.
    static func time(atX x: CGFloat, axis: ClosedRange<Double>, width: CGFloat) -> Double {
        axis.lowerBound + Double((x - 12) / max(1, width - 24)) * (axis.upperBound - axis.lowerBound)
    }

    var body: some View {
        let height = InspectorPanelLayout.timelineHeight
        let still = layer.drawsStill
        return ZStack(alignment: .topLeading) {
            (still ? Color(hex: 0x2E3440) : Color.clear).frame(width: width, height: height)
            ForEach(Array((still ? ticks : []).enumerated()), id: \.offset) { _, tick in
                Color(hex: 0x4C566A).frame(width: 1, height: height).offset(x: x(tick), y: 0)
            }
            ForEach(Array((still ? visibleBars : []).enumerated()), id: \.offset) { row, animation in
                bar(animation, row: row)
            }
            ForEach(Array((still ? lintTimes : []).enumerated()), id: \.offset) { _, time in
                Color(hex: 0xBF616A).frame(width: 2, height: height).offset(x: x(time) - 1, y: 0)
            }
            if layer.drawsLive {
                Color(hex: 0xEBCB8B).frame(width: 2, height: height).offset(x: x(model.shownTime) - 1, y: 0)
            }
        }
        .frame(width: width, height: height, alignment: .topLeading)
        .clipped()
    }

    private func x(_ time: Double) -> CGFloat { InspectorTimeline.x(of: time, axis: model.axis, width: width) }

    private var ticks: [Double] {
        let first = model.axis.lowerBound.rounded(.up)
        return stride(from: first, through: model.axis.upperBound, by: 1).map { $0 }
    }

    private var lintTimes: [Double] {
        guard case .done(let findings) = model.lint else { return [] }
        return findings.map(\.time)
    }

    /// The last animations that fit in the rows, overlapping the axis.
    private var visibleBars: [RecordedAnimation] {
        let rows = Int(InspectorPanelLayout.timelineHeight / InspectorPanelLayout.rowHeight)
        return model.animations.filter { $0.end >= model.axis.lowerBound }.suffix(rows).map { $0 }
    }

    /// One animation's bar in `row`, and its label.
    private func bar(_ animation: RecordedAnimation, row: Int) -> some View {
        let start = x(animation.start)
        let end = max(start + 2, x(animation.end))
        let barHeight = InspectorPanelLayout.rowHeight - 6
        let top = CGFloat(row) * InspectorPanelLayout.rowHeight + 3
        let label = InspectorTimeline.label(of: animation, fitting: width - 12, measurer: measurer)
        // The label starts on the bar and runs past its end when the bar is short, but never past the edge.
        let labelX = max(6, min(start + 6, width - 6 - label.width))
        return ZStack(alignment: .topLeading) {
            Color(hex: 0x5E81AC).frame(width: end - start, height: barHeight).offset(x: start, y: top)
            if !label.text.isEmpty {
                Text(label.text)
                    .font(InspectorPanelLayout.barFont)
                    .foregroundColor(Color(hex: 0xECEFF4))
                    .frame(height: barHeight)
                    .offset(x: labelX, y: top)
            }
        }
    }

    /// The longest label of `animation` no wider than `width`: the animation as written, its duration and
    /// up to three of the changes (`+2 more` for the rest), with fewer changes, then without the duration,
    /// then only the animation; empty when not even that fits.
    static func label(of animation: RecordedAnimation, fitting width: CGFloat, measurer: any ContentMeasurer) -> (text: String, width: CGFloat) {
        let duration = String(format: "%.3f s", animation.end - animation.start)
        let changes = animation.changes
        var candidates: [String] = []
        for shown in stride(from: min(3, changes.count), through: 0, by: -1) {
            var text = "\(animation.code)  \(duration)"
            if shown > 0 { text += "  " + changes.prefix(shown).joined(separator: ", ") }
            if changes.count > shown { text += shown > 0 ? "  +\(changes.count - shown) more" : "  \(changes.count) changes" }
            candidates.append(text)
        }
        candidates += ["\(animation.code)  \(duration)", animation.code]
        for text in candidates {
            let measured = measurer.metrics(of: text, font: InspectorPanelLayout.barFont).width
            if measured <= width { return (text, measured) }
        }
        return ("", 0)
    }
}
