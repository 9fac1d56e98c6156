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
    /// The phase transitions (`Transition` bodies, `.modifier(active:identity:)`) played on insertion.
    let insertionPhases: [PhaseTransition]
    /// The phase transitions played on removal.
    let removalPhases: [PhaseTransition]
    /// The animation the transition plays with instead of the change's (`.animation(_:)`), when set.
    var animation: Animation?

    init(insertion: TransitionEffect, removal: TransitionEffect, insertionPhases: [PhaseTransition] = [], removalPhases: [PhaseTransition] = []) {
        self.insertion = insertion
        self.removal = removal
        self.insertionPhases = insertionPhases
        self.removalPhases = removalPhases
    }

    /// A transition written with the `Transition` protocol (iOS 17).
    public init<T: Transition>(_ transition: T) {
        if let builtIn = transition as? any BuiltInTransition {
            self = builtIn.anyTransition
            return
        }
        let phased = PhaseTransition(transition)
        self.init(insertion: TransitionEffect(), removal: TransitionEffect(), insertionPhases: [phased], removalPhases: [phased])
    }

    /// The phase transitions whose `identity` body the shown view wears: each of them once, innermost first.
    var shownPhases: [PhaseTransition] {
        var seen = Set<PhaseTransition>()
        return (insertionPhases + removalPhases).filter { seen.insert($0).inserted }
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
    /// Slides in from `edge` while fading in, and out towards the opposite edge while fading out, as
    /// SwiftUI's `push(from:)` (iOS 16): a page pushed onto a stack.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: TransitionEffect(opacity: 0, edge: edge), removal: TransitionEffect(opacity: 0, edge: edge.opposite))
    }
    /// The view wears `active` as it comes in and goes, and `identity` while it is shown: each value the
    /// modifier sets animates from one to the other, as SwiftUI's `modifier(active:identity:)`.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let phased = PhaseTransition(active: active, identity: identity)
        return AnyTransition(insertion: TransitionEffect(), removal: TransitionEffect(), insertionPhases: [phased], removalPhases: [phased])
    }
    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        var either = AnyTransition(insertion: insertion.insertion, removal: removal.removal,
                                   insertionPhases: insertion.insertionPhases, removalPhases: removal.removalPhases)
        either.animation = insertion.animation ?? removal.animation
        return either
    }
    /// Both transitions at once (with this one's animation, else `other`'s, when either has one).
    public func combined(with other: AnyTransition) -> AnyTransition {
        var both = AnyTransition(insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal),
                                 insertionPhases: insertionPhases + other.insertionPhases, removalPhases: removalPhases + other.removalPhases)
        both.animation = animation ?? other.animation
        return both
    }
    /// This transition played with `animation` whatever the change's animation, as SwiftUI's
    /// `AnyTransition.animation(_:)`. The change must still be animated for the view to transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var animated = self
        animated.animation = animation
        return animated
    }
}

extension Edge {
    /// The edge across the view.
    var opposite: Edge {
        switch self {
        case .leading: return .trailing
        case .trailing: return .leading
        case .top: return .bottom
        case .bottom: return .top
        }
    }
}
