import LayoutCore

/// Which stage of its transition a view is in, as SwiftUI's `TransitionPhase` (iOS 17): an inserted view
/// is built in `willAppear` and animated to `identity`; a removed one is animated from `identity` to
/// `didDisappear`. A view removed while it comes in turns to `didDisappear` from where it is, and one put
/// back while it leaves turns back to `identity`.
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to be inserted: the look its appearance animates from.
    case willAppear
    /// The view is in the hierarchy: its steady look, applied for as long as it is shown.
    case identity
    /// The view has been removed: the look its disappearance animates to.
    case didDisappear

    /// Whether this is the `identity` phase, in which a transition should change nothing.
    public var isIdentity: Bool { self == .identity }

    /// A number to multiply effects by: -1 in `willAppear`, 0 in `identity`, 1 in `didDisappear`.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// What a `Transition` is like, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (its default): with Reduce Motion on, such a transition
    /// becomes a fade.
    public var hasMotion: Bool

    /// Properties of a transition that moves the view unless `hasMotion` is false.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// A view's insertion and removal, written as modifiers of its content in each phase, as SwiftUI's
/// `Transition` protocol (iOS 17). `body(content:phase:)` applies modifiers whose values depend on the
/// phase (`content.opacity(phase.isIdentity ? 1 : 0).rotationEffect(...)`); HeroSim animates each
/// modifier's values from the `willAppear` body to the `identity` one on insertion, and from `identity` to
/// `didDisappear` on removal, with the change's animation. Apply one with `.transition(_:)`.
public protocol Transition {
    /// The view the body makes.
    associatedtype Body: View
    /// The view being transitioned, as the body receives it.
    typealias Content = PlaceholderContentView<Self>
    /// The transitioned view in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// What this kind of transition is like; `TransitionProperties()` unless given.
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// A transition moves the view unless it says otherwise.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition played with `animation` whatever the change's animation.
    public func animation(_ animation: Animation?) -> _AnimatedTransition<Self> {
        _AnimatedTransition(base: self, animation: animation)
    }

    /// This transition and `other` at once: `other`'s modifiers applied outside this one's.
    public func combined<Other: Transition>(with other: Other) -> _CombinedTransition<Self, Other> {
        _CombinedTransition(first: self, second: other)
    }
}

/// Two transitions at once, as `Transition.combined(with:)` makes them.
public struct _CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    /// The second transition's body around the first's.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let first = self.first
        let inner = PlaceholderContentView<Second> { environment in
            LayoutCore.makeNodes(first.body(content: content.retyped(), phase: phase), in: environment.appendingPath("first"))
        }
        return second.body(content: inner, phase: phase)
    }

    /// Motion when either has motion.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }
}

/// A transition with its own animation, as `Transition.animation(_:)` makes it.
public struct _AnimatedTransition<Base: Transition>: Transition, BuiltInTransition {
    let base: Base
    let animation: Animation?

    /// The base transition's body.
    public func body(content: Content, phase: TransitionPhase) -> Base.Body { base.body(content: content.retyped(), phase: phase) }
    /// The base transition's properties.
    public static var properties: TransitionProperties { Base.properties }
    var anyTransition: AnyTransition { AnyTransition(base).animation(animation) }
}

extension View {
    /// How this view enters and leaves when an animated change inserts or removes it, written as a
    /// `Transition` (iOS 17).
    public func transition<T: Transition>(_ transition: T) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: AnyTransition(transition)))
    }
}
