import Desktop
import Foundation
import LayoutCore
import Motion
import ViewRuntime

/// The curve of one animation over its duration (value dots, 0 and 1 guides) with a dot at the moment
/// shown, and a caption: that moment's share of its time, value and velocity. Beside the timeline the
/// caption goes under the plot; in a compact panel, beside it.
struct CurveHUD: View {
    let animation: RecordedAnimation?
    let layout: InspectorPanelLayout
    let measurer: any ContentMeasurer
    /// The panel's layer drawn: the moment on the curve and the caption are live, the rest still.
    let layer: InspectorPanel.Layer
    /// Where the moment shown is on the curve, with its velocity: worked out once for the dot and the caption.
    private let now: (x: Double, value: Double, velocity: Double)?

    /// The plot of `animation` (nil before the first) at the moment `shownTime`, in `layer` of the panel.
    init(animation: RecordedAnimation?, shownTime: Double, layout: InspectorPanelLayout, measurer: any ContentMeasurer,
         layer: InspectorPanel.Layer = .whole) {
        self.animation = animation
        self.layout = layout
        self.measurer = measurer
        self.layer = layer
        now = animation.map { CurveHUD.moment(of: $0, at: shownTime) }
    }
    static let plotHeight: CGFloat = 76
    static let widePlotWidth: CGFloat = 236

    /// The plot's width: all of the curve's column beside the timeline, a little over half the row in a
    /// compact panel.
    var plotWidth: CGFloat {
        layout.isCompact ? min(CurveHUD.widePlotWidth, ((layout.textWidth - InspectorPanelLayout.margin) * 0.55).rounded(.down))
            : CurveHUD.widePlotWidth
    }

    /// Where the caption goes: its width and how many lines it may take.
    var captionFrame: (width: CGFloat, lines: Int) {
        layout.isCompact ? (layout.textWidth - InspectorPanelLayout.margin - plotWidth, 4) : (plotWidth, 2)
    }

    var body: some View {
        let caption = VStack(alignment: .leading, spacing: 0) {
            ForEach(Array((layer.drawsLive ? captionLines : []).enumerated()), id: \.offset) { _, line in
                Text(line).font(InspectorPanelLayout.captionFont).foregroundColor(Color(hex: 0xD8DEE9))
                    .frame(height: 13)
            }
        }
        return Group {
            if layout.isCompact {
                HStack(alignment: .top, spacing: InspectorPanelLayout.margin) { plot; caption }
            } else {
                VStack(alignment: .leading, spacing: 4) { plot; caption }
            }
        }
        .padding(.horizontal, InspectorPanelLayout.margin)
        .padding(.top, 6)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(layer.drawsStill ? Color(hex: 0x3B4252) : Color.clear)
    }

    private var plot: some View {
        let width = plotWidth
        let still = layer.drawsStill
        return ZStack(alignment: .topLeading) {
            still ? Color(hex: 0x2E3440) : Color.clear
            if let animation {
                let curve = CurveSamples.of(animation)
                let points = curve.points, range = curve.range
                ForEach(still ? [0.0, 1.0] : [], id: \.self) { level in
                    Color(hex: 0x4C566A).frame(width: width, height: 1).offset(x: 0, y: y(level, range))
                }
                ForEach(Array((still ? points : []).enumerated()), id: \.offset) { _, point in
                    Circle().fill(Color(hex: 0x88C0D0)).frame(width: 3, height: 3)
                        .offset(x: CGFloat(point.x) * width - 1.5, y: y(point.value, range) - 1.5)
                }
                if layer.drawsLive, let now {
                    Circle().fill(Color(hex: 0xEBCB8B)).frame(width: 9, height: 9)
                        .offset(x: CGFloat(now.x) * width - 4.5, y: y(now.value, range) - 4.5)
                }
            }
        }
        .frame(width: width, height: CurveHUD.plotHeight, alignment: .topLeading)
        .clipped()
    }

    /// The caption in lines that fit its width.
    var captionLines: [String] {
        let frame = captionFrame
        return TextFlow.lines(captionItems, font: InspectorPanelLayout.captionFont, measurer: measurer, width: frame.width,
                              maxLines: frame.lines)
    }

    private var captionItems: [FlowItem] {
        guard let now else { return [FlowItem(text: "no transition yet", joiner: "", priority: 0)] }
        return [String(format: "%.0f %% of its time", now.x * 100), String(format: "value %.3f", now.value),
                String(format: "%.2f/s", now.velocity)].map { FlowItem(text: $0, joiner: "  ·  ", priority: 0) }
    }

    /// Where `shownTime` is on `animation`'s curve, with its velocity (output per second).
    private static func moment(of animation: RecordedAnimation, at shownTime: Double) -> (x: Double, value: Double, velocity: Double) {
        let duration = max(1e-9, animation.end - animation.start)
        let elapsed = min(duration, max(0, shownTime - animation.start))
        return (elapsed / duration, animation.animation.value(at: elapsed), animation.animation.velocity(at: elapsed))
    }

    private func y(_ value: Double, _ range: ClosedRange<Double>) -> CGFloat {
        CurveHUD.plotHeight * CGFloat(1 - (value - range.lowerBound) / (range.upperBound - range.lowerBound))
    }
}
