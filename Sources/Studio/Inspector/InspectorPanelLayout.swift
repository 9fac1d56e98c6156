import Desktop
import Foundation
import LayoutCore

/// Where the parts of the inspector panel go in a panel of a given width, worked out once per width.
///
/// From top to bottom: the status line (the badge first when time is not normal), the timeline, and the
/// key hints. A wide panel (1280 points) has the curve beside the timeline and two status lines; a narrow
/// one (a 390-point phone scene) is compact: the timeline takes the whole width, the curve goes under it
/// with its caption beside the plot, the status line has three lines, and the hints wrap to as many lines
/// as they need. Nothing is ever cut: texts are laid out in lines by `TextFlow`.
struct InspectorPanelLayout: Equatable {
    /// Below this width the panel is compact.
    static let compactWidth: CGFloat = 640
    /// The space left and right of the status line, the hints and the curve.
    static let margin: CGFloat = 12
    static let statusFont = Font.system(size: 13, weight: .semibold)
    static let statusLineHeight: CGFloat = 18
    static let hintFont = Font.system(size: 10)
    /// A hint line: 10-point Inter is 12.1 points from ascent to descent (0.97 + 0.24 em), in whole points.
    static let hintLineHeight: CGFloat = 13
    static let barFont = Font.system(size: 11, weight: .medium)
    static let captionFont = Font.system(size: 10)
    static let timelineHeight: CGFloat = 112
    static let rowHeight: CGFloat = 26
    /// The width of the curve beside the timeline in a wide panel.
    static let plotWidth: CGFloat = 260
    /// The height of the curve's row under the timeline in a compact panel.
    static let curveRowHeight: CGFloat = 96
    /// The widest axis label the hints make room for (`TextFlow` leaves hints out beyond it).
    static let widestAxisLabel = "0000.00 s … 0000.00 s"

    /// The panel's width.
    let width: CGFloat
    /// Whether the panel is compact.
    let isCompact: Bool
    /// How many lines the status line has.
    let statusLines: Int
    /// How many lines the key hints take.
    let hintLines: Int

    /// The layout of a panel `width` wide, its hints measured by `measurer`.
    init(width: CGFloat, measurer: any ContentMeasurer) {
        self.width = width
        isCompact = width < InspectorPanelLayout.compactWidth
        statusLines = isCompact ? 3 : 2
        let hints = InspectorHints.items(axisLabel: InspectorPanelLayout.widestAxisLabel)
        hintLines = max(1, TextFlow.lines(hints, font: InspectorPanelLayout.hintFont, measurer: measurer,
                                          width: width - 2 * InspectorPanelLayout.margin, maxLines: hints.count).count)
    }

    /// The height of the status line.
    var statusHeight: CGFloat { 8 + CGFloat(statusLines) * InspectorPanelLayout.statusLineHeight }
    /// The top of the timeline in the panel.
    var timelineTop: CGFloat { statusHeight }
    /// The timeline's width: all of a compact panel, else what the curve leaves.
    var timelineWidth: CGFloat { isCompact ? width : max(100, width - InspectorPanelLayout.plotWidth) }
    /// The height of the curve's row under the timeline (compact panels only).
    var curveHeight: CGFloat { isCompact ? InspectorPanelLayout.curveRowHeight : 0 }
    /// The height of the hints.
    var hintsHeight: CGFloat { CGFloat(hintLines) * InspectorPanelLayout.hintLineHeight + (hintLines > 1 ? 6 : 0) }
    /// The panel's height.
    var height: CGFloat { statusHeight + InspectorPanelLayout.timelineHeight + curveHeight + hintsHeight }
    /// The width text may take on one line of the status line or the hints.
    var textWidth: CGFloat { width - 2 * InspectorPanelLayout.margin }
}

/// The key hints under the timeline, after the time axis's range.
enum InspectorHints {
    /// The keys, most useful first.
    static let keys = [", . step", "P pause", "S speed", "R replay", "Home first frame", "End live", "O onion skin",
                       "I policy", "A arc", "drag to scrub", "H hide"]

    /// The axis label then the keys, as items for `TextFlow` (the last keys are left out first).
    static func items(axisLabel: String) -> [FlowItem] {
        [FlowItem(text: axisLabel, joiner: "", priority: keys.count + 1)]
            + keys.enumerated().map { FlowItem(text: $1, joiner: $0 == 0 ? "   ·   " : "   ", priority: keys.count - $0) }
    }
}
