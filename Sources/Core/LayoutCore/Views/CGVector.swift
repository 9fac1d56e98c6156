import Foundation

/// CoreGraphics' `CGVector`, which Foundation on Linux lacks: a two-dimensional vector, as SwiftUI's scroll
/// target behaviors receive a scroll view's velocity.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
}
