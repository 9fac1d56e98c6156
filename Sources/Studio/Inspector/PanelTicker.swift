import Desktop
import Foundation

/// When a window with the inspector shown draws again while nothing moves, so that the panel's live time
/// and frame rate stay current on an idle window: `interval` seconds of wall time after its last drawing.
/// Only the idle window needs it; while something moves every frame draws the panel anyway.
struct PanelTicker {
    /// Seconds between two drawings of an idle panel.
    static let interval = 0.25
    /// When the panel was last drawn (wall seconds), nil before the first time.
    private(set) var lastDraw: Double?

    /// Whether the panel is due to be drawn again at wall time `wall`.
    func isDue(at wall: Double) -> Bool {
        guard let lastDraw else { return true }
        return wall - lastDraw >= PanelTicker.interval
    }

    /// How long an idle window may wait for input at wall time `wall` before the panel is due, at most
    /// `limit` milliseconds.
    func millisecondsUntilDue(at wall: Double, limit: Int32) -> Int32 {
        guard let lastDraw else { return 0 }
        let remaining = ((lastDraw + PanelTicker.interval - wall) * 1000).rounded(.up)
        return Int32(max(0, min(Double(limit), remaining)))
    }

    /// Notes that the panel was drawn at wall time `wall`.
    mutating func drew(at wall: Double) { lastDraw = wall }
}
