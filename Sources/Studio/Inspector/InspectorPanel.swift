import Desktop
import Foundation
import Headless
import LayoutCore
import Motion
import StudioCore
import ViewRuntime

/// The panel docked under the scene: the status line (the badge first when time is not normal), the
/// timeline with the curve of the animation at the playhead, and the key hints, laid out for its width by
/// `InspectorPanelLayout`. Drag on the timeline to scrub.
///
/// It is drawn in two layers with the same geometry: the still one (backgrounds, the timeline's ticks, bars
/// and lint marks, the plotted curve, the hints), which changes only when a transition or the axis does,
/// and the live one over it (the status line, the playhead, the moment on the curve and its caption), which
/// changes every frame and is small. Nothing of one overlaps anything of the other drawn after it, so the
/// two together draw exactly the whole panel.
struct InspectorPanel: View {
    let model: InspectorModel
    let layout: InspectorPanelLayout
    let measurer: any ContentMeasurer
    var layer = Layer.whole

    /// Which of the panel's drawing a layout makes.
    enum Layer {
        /// All of it.
        case whole
        /// What changes only with the transitions, the lint and the axis.
        case still
        /// What changes as time goes: drawn over the still layer.
        case live

        var drawsStill: Bool { self != .live }
        var drawsLive: Bool { self != .still }
    }

    /// What the still layer shows: equal keys draw the same still layer.
    struct StillKey: Equatable {
        var axis: ClosedRange<Double>
        var animations: [RecordedAnimation]
        var lint: InspectorLintTracker.Status
        var plotted: RecordedAnimation?
        var layout: InspectorPanelLayout

        init(_ model: InspectorModel, layout: InspectorPanelLayout) {
            axis = model.axis
            animations = model.animations
            lint = model.lint
            plotted = model.plotted
            self.layout = layout
        }
    }

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
        .background(layer.drawsStill ? Color(hex: 0x3B4252) : Color.clear)
    }

    private var timeline: some View { InspectorTimeline(model: model, width: layout.timelineWidth, measurer: measurer, layer: layer) }

    private var curve: some View {
        CurveHUD(animation: model.plotted, shownTime: model.shownTime, layout: layout, measurer: measurer, layer: layer)
    }

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
        let lines = layer.drawsLive ? statusLines : []
        return VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 8) {
                if layer.drawsLive, let badge = model.badge { InspectorBadge(text: badge) }
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
            ForEach(Array((layer.drawsStill ? hintLines : []).enumerated()), id: \.offset) { _, line in
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
