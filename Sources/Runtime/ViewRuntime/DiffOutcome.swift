import Foundation
import LayoutCore
import Motion

/// The graph's settings a `TreeDiff` reads: how animations are resolved, interrupted and travel.
struct DiffSettings {
    /// The graph's `animationOverride` (a config's replacements), a value: the diff does not call back into
    /// the graph.
    var animationOverride: ((Animation) -> Animation)?
    /// What a running motion does when a change interrupts it.
    var interruptionPolicy: InterruptionPolicy
    /// How moving frames travel.
    var motionPath: MotionPath

    /// The animation to use for one a view asks for: its replacement, or the same.
    func resolve(_ animation: Animation) -> Animation { animationOverride?(animation) ?? animation }
}

/// What a `TreeDiff` leaves for the graph to apply: its tables, updated, and what the change reported.
struct DiffOutcome {
    /// The tracks of the live tree.
    var tracks: [TrackKey: AnimationTrack]
    /// The removed subtrees still drawn.
    var departingViews: [DepartingView]
    /// The animatable values of every view, by path.
    var targets: [ViewPath: NodeTargets]
    /// The value each `.animation(_:value:)` saw, by path.
    var markerValues: [ViewPath: any Equatable]
    /// The flights the change started or redirected.
    var manifests: [FlightManifest]
    /// Warnings about the change (two inserted sources in one matched-geometry group).
    var warnings: [String]
    /// When the last animation the change started or redirected ends.
    var latestFinish: Double
    /// How the code spelled the animations the change used, when asked to note them.
    var spellings: AnimationSpellings
}
