import Foundation
import LayoutCore

/// How a view looks at the far end of its insertion or removal: faded, moved, scaled.
struct TransitionEffect: Hashable {
    /// Opacity multiplier.
    var opacity: Double = 1
    /// Scale about `anchor`.
    var scale: Double = 1
    /// The point of the view that stays put as it scales (a fraction of its size).
    var anchor = UnitPoint.center
    /// Move by the view's own size towards this edge.
    var edge: Edge?
    /// Move by a fixed distance.
    var offset: CGSize = .zero

    /// Both effects at once.
    func combined(with other: TransitionEffect) -> TransitionEffect {
        TransitionEffect(opacity: opacity * other.opacity, scale: scale * other.scale, anchor: scale != 1 ? anchor : other.anchor,
                         edge: edge ?? other.edge,
                         offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height))
    }

    /// The effect as animatable numbers for a view of `size`: opacity, dx, dy, scale. Scaling about
    /// `anchor` is scaling about the centre moved by (1 − scale) × (anchor − centre); that move shrinks to
    /// nothing as the scale reaches 1, in step with it, so the anchor stays put all along.
    func vector(for size: CGSize) -> [Double] {
        var dx = offset.width + (1 - scale) * (anchor.x - 0.5) * size.width
        var dy = offset.height + (1 - scale) * (anchor.y - 0.5) * size.height
        switch edge {
        case .leading?: dx -= size.width
        case .trailing?: dx += size.width
        case .top?: dy -= size.height
        case .bottom?: dy += size.height
        case nil: break
        }
        return [opacity, dx, dy, scale]
    }

    /// The numbers of no effect at all.
    static let identityVector: [Double] = [1, 0, 0, 1]
}

/// How a view enters and leaves when an animated change inserts or removes it, as SwiftUI's
/// `AnyTransition`. The default is `.opacity`.
public struct AnyTransition: Hashable, Sendable {
    let insertion: TransitionEffect
    let removal: TransitionEffect

    init(insertion: TransitionEffect, removal: TransitionEffect) {
        self.insertion = insertion
        self.removal = removal
    }

    /// Fades in and out.
    public static let opacity = AnyTransition(insertion: TransitionEffect(opacity: 0), removal: TransitionEffect(opacity: 0))
    /// No visible effect: the view appears and disappears at once (when the animation ends, for removal).
    public static let identity = AnyTransition(insertion: TransitionEffect(), removal: TransitionEffect())
    /// Grows from and shrinks to nothing at the centre.
    public static let scale = AnyTransition.scale(scale: 0)
    /// Slides in from the leading edge and out towards the trailing edge.
    public static let slide = AnyTransition(insertion: TransitionEffect(edge: .leading), removal: TransitionEffect(edge: .trailing))

    /// Grows from and shrinks to `scale`, about `anchor` (the centre unless given), as SwiftUI's
    /// `scale(scale:anchor:)`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(insertion: TransitionEffect(scale: scale, anchor: anchor), removal: TransitionEffect(scale: scale, anchor: anchor))
    }
    /// Moves in from and out to `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(insertion: TransitionEffect(edge: edge), removal: TransitionEffect(edge: edge))
    }
    /// Moves in from and out to `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(insertion: TransitionEffect(offset: offset), removal: TransitionEffect(offset: offset))
    }
    /// Moves in from and out to (x, y).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal))
    }
}
