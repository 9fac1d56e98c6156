import Foundation
import LayoutCore
import Motion
import ViewRuntime

/// Everything a user tunes in the config file.
public struct HeroConfig: Hashable, Sendable {
    /// The curve and duration of the flight from the cell to the overlay.
    package var present: AnimationSpec = .easeInOut
    /// The curve and duration of the flight back to the cell.
    package var dismiss: AnimationSpec = .easeInOut
    /// The window size in points.
    public var windowSize = CGSize(width: 1280, height: 800)
    /// The grid's minimum column width; columns adapt to the window width.
    public var minimumCellWidth: Double = 150
    /// Space between grid cells, both ways.
    public var gridSpacing: Double = 16
    /// How far the full-screen overlay card stays from the window edges.
    public var overlayMargin: Double = 40
    /// Opacity of the dimmed backdrop behind the presented card.
    public var backdropOpacity: Double = 0.45
    /// Replacements for the animations a scene's code asks for (`animations:` in the file).
    package var animations = AnimationOverrides()
    /// Thresholds of `herosim lint` (`lint:` in the file).
    public var lint = LintThresholds()
    /// What running motions do when a change interrupts them (`transitions.interruption`).
    package var interruption: InterruptionPolicy = .retrace
    /// How moving frames travel (`transitions.path`).
    package var path: MotionPath = .straight
    /// One more speed for the inspector's S key besides 100, 25 and 10 % (`inspector.speed`), if set.
    public var inspectorSpeed: Double?

    /// The defaults, identical to `Assets/herosim.yaml`.
    public init() {}
}

extension HeroConfig {
    /// `animations`, keeping the curves of `transitions.present` and `dismiss`.
    package var animationOverrides: AnimationOverrides {
        var overrides = animations
        overrides.kept = [present, dismiss]
        return overrides
    }

    /// Makes `graph` run as this config says: the animation overrides, the interruption policy and the
    /// motion path. `animations.all` does not replace the demo's flights made from `transitions.present`
    /// and `dismiss`: those the config chose already, and the more specific key wins.
    package func configure(_ graph: ViewGraph) {
        graph.animationOverride = animationOverrides.resolver
        graph.interruptionPolicy = interruption
        graph.motionPath = path
    }
}
