import Foundation

/// Whether a scene is in front and taking input, as SwiftUI's `ScenePhase` (`@Environment(\.scenePhase)`).
/// A HeroSim window, and a headless host, is always active.
public enum ScenePhase: Hashable, Sendable, Comparable {
    /// Not shown.
    case background
    /// Shown but not taking input.
    case inactive
    /// In front, taking input.
    case active
}

extension EnvironmentValues {
    private enum ScenePhaseKey: EnvironmentKey {
        static let defaultValue = ScenePhase.active
    }

    /// The phase of the scene the view is in: `.active`.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
