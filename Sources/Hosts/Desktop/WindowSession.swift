import Foundation
import LayoutCore

/// Where a window was when it closed: the inputs its scene received since it opened, the scene's time, the
/// inspector's clock and panel, and the window's size and place. A window opened with it
/// (`ViewWindowOptions.restore`) gives the new scene the same inputs at the same times and opens where the
/// old one was, at the same moment, with the same inspector.
public struct WindowSession: Codable, Sendable {
    /// The scene's inputs, in order.
    public var inputs: [RecordedInput] = []
    /// The inspector's clock (the scene's live time is its `now`).
    public var clock = SceneClock()
    /// Whether the inspector's panel was shown.
    public var isPanelShown = false
    /// The scene's size in points.
    public var sceneSize: CGSize
    /// The window's top-left corner on the screen, when known.
    public var position: CGPoint?

    /// A session of a scene of `sceneSize` that has received nothing yet.
    public init(sceneSize: CGSize) {
        self.sceneSize = sceneSize
    }

    /// Reads a session written by `write(to:)`.
    public static func read(from path: String) throws -> WindowSession {
        try JSONDecoder().decode(WindowSession.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Writes the session to `path` atomically.
    public func write(to path: String) throws {
        try JSONEncoder().encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
