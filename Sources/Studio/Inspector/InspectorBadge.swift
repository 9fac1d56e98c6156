import Desktop
import Foundation
import Headless
import LayoutCore
import StudioCore

/// The red pill that says when time is not normal (`replay 4.576 s · 25 % · paused`). It never covers the
/// scene: it starts the panel's status line, or, with the panel hidden, sits in a strip docked under the
/// scene (`InspectorBadgeStrip`).
struct InspectorBadge: View {
    let text: String
    static let font = Font.system(size: 13, weight: .bold)
    /// The space left and right of the text inside the pill.
    static let padding: CGFloat = 8

    var body: some View {
        Text(text)
            .font(InspectorBadge.font)
            .foregroundColor(.white)
            .padding(.horizontal, InspectorBadge.padding)
            .padding(.vertical, 1)
            .background(Capsule().fill(Color(hex: 0xBF616A)))
    }

    /// The pill's width for `text`, measured by `measurer`.
    static func width(of text: String, measurer: any ContentMeasurer) -> CGFloat {
        measurer.metrics(of: text, font: font).width + 2 * padding
    }

    /// The badge's text for a clock, or nil when time runs normally.
    static func text(for clock: SceneClock) -> String? {
        var parts: [String] = []
        if let replay = clock.replayTime { parts.append(String(format: "replay %.3f s", replay)) }
        if clock.speed != 1 { parts.append("\(Int((clock.speed * 100).rounded())) %") }
        if clock.isPaused { parts.append("paused") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}

/// The strip under the scene that holds the badge while the panel is hidden: the window grows by its
/// height, as it does for the panel, so the badge covers nothing of the scene.
struct InspectorBadgeStrip: View {
    let text: String
    let width: CGFloat
    static let height: CGFloat = 28

    var body: some View {
        InspectorBadge(text: text)
            .padding(.horizontal, InspectorPanelLayout.margin)
            .frame(width: width, height: InspectorBadgeStrip.height, alignment: .leading)
            .background(Color(hex: 0x3B4252))
    }
}
