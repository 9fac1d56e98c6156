import Foundation
import StudioSettings
import ViewRuntime

/// What a window's reload hook (`ViewWindowOptions.reload`) found. The hook does the program's own work
/// (it reads its file, changes the graph, says so on the terminal); the window only takes the inspector's
/// settings and shows a problem until the next good reload.
public enum WindowReload {
    /// The change was applied; the inspector uses these settings from now on.
    case applied(inspectorSpeed: Double?, lint: LintThresholds)
    /// The change could not be applied: `message` shows in a red bar over the scene's bottom edge until a
    /// later reload is applied.
    case failed(message: String)
}

/// Asks a window's reload hook every half second of wall time and keeps the problem it last reported.
struct ReloadPoller {
    /// Seconds of wall time between two questions.
    static let interval = 0.5
    /// The hook, nil when the window reloads nothing.
    let hook: (@MainActor (ViewGraph) -> WindowReload?)?
    /// The problem the last answer reported, shown until a reload is applied.
    private(set) var problem: String?
    /// When the hook was last asked (wall seconds since the window opened).
    private var lastPoll = 0.0

    /// A poller of `hook`.
    init(hook: (@MainActor (ViewGraph) -> WindowReload?)?) { self.hook = hook }

    /// Asks the hook when it is due at wall time `wall`; returns its answer when something changed.
    @MainActor
    mutating func poll(_ graph: ViewGraph, wall: Double) -> WindowReload? {
        guard wall - lastPoll >= ReloadPoller.interval else { return nil }
        lastPoll = wall
        guard let answer = hook?(graph) else { return nil }
        switch answer {
        case .applied: problem = nil
        case .failed(let message): problem = message
        }
        return answer
    }
}
