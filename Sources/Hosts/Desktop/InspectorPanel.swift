import Foundation
import Headless
import StudioCore
import LayoutCore
import Motion
import ViewRuntime

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
