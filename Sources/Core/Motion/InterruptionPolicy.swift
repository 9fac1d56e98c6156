/// What a running motion does when its target changes before it arrives.
package enum InterruptionPolicy: String, CaseIterable, Hashable, Sendable {
    /// A timing curve sent back to where it came from retraces its path backwards from where it is (as
    /// Flutter's heroes do); a spring keeps its velocity; any other change starts again from where it is.
    case retrace
    /// Starts the new animation from where the motion is, keeping its velocity: a spring starts with it; a
    /// timing curve gets the velocity as a kick that fades out over its duration.
    case retarget
    /// Starts the new animation from where the motion is, from rest.
    case restart
    /// SwiftUI's merge: the running animation plays on to its old target, and the new animation's change,
    /// from the old target to the new one, is added on top.
    case additive
}

/// The way a moving rectangle travels between two places.
package enum MotionPath: String, CaseIterable, Hashable, Sendable {
    /// Every edge moves in a straight line.
    case straight
    /// Two opposite corners move along circular arcs, as Flutter's `MaterialRectArcTween`.
    case arc
}
