import LayoutCore

/// SwiftUI's transitions as `Transition` types (iOS 17), for `.transition(.opacity)` written against the
/// protocol and for combining with your own. Each is the `AnyTransition` of the same name.
protocol BuiltInTransition {
    /// The same transition as an `AnyTransition`.
    var anyTransition: AnyTransition { get }
}

/// Fades the view in and out.
public struct OpacityTransition: Transition, BuiltInTransition {
    /// A fade.
    public init() {}
    /// The view at opacity 0 outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
    /// A fade does not move the view.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    var anyTransition: AnyTransition { .opacity }
}

/// Leaves the view as it is.
public struct IdentityTransition: Transition, BuiltInTransition {
    /// No transition.
    public init() {}
    /// The view itself in every phase.
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
    /// Nothing moves.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    var anyTransition: AnyTransition { .identity }
}

/// Scales the view in and out about an anchor.
public struct ScaleTransition: Transition, BuiltInTransition {
    /// The scale outside the identity phase.
    public var scale: Double
    /// The point that stays put.
    public var anchor: UnitPoint
    /// Grows from and shrinks to `scale` about `anchor`.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    /// The view scaled outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
    var anyTransition: AnyTransition { .scale(scale: scale, anchor: anchor) }
}

/// Moves the view in from and out to an offset.
public struct OffsetTransition: Transition, BuiltInTransition {
    /// The offset outside the identity phase.
    public var offset: CGSize
    /// Moves in from and out to `offset`.
    public init(_ offset: CGSize) { self.offset = offset }
    /// The view moved outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
    var anyTransition: AnyTransition { .offset(offset) }
}

/// Moves the view in from and out to an edge, by its own size.
public struct MoveTransition: Transition, BuiltInTransition {
    /// The edge.
    public var edge: Edge
    /// Moves in from and out to `edge`.
    public init(edge: Edge) { self.edge = edge }
    /// The view moved past `edge` outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeMoveEffect(edge: edge, amount: phase.isIdentity ? 0 : 1))
    }
    var anyTransition: AnyTransition { .move(edge: edge) }
}

/// Slides the view in from the leading edge and out towards the trailing edge.
public struct SlideTransition: Transition, BuiltInTransition {
    /// A slide.
    public init() {}
    /// The view moved past the leading edge before it appears and past the trailing one after.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeMoveEffect(edge: phase == .didDisappear ? .trailing : .leading, amount: phase.isIdentity ? 0 : 1))
    }
    var anyTransition: AnyTransition { .slide }
}

/// Pushes the view in from an edge while fading it in, and out towards the opposite edge while fading out.
public struct PushTransition: Transition, BuiltInTransition {
    /// The edge the view comes in from.
    public var edge: Edge
    /// A push from `edge`.
    public init(edge: Edge) { self.edge = edge }
    /// The view moved and faded outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeMoveEffect(edge: phase == .didDisappear ? edge.opposite : edge, amount: phase.isIdentity ? 0 : 1))
            .opacity(phase.isIdentity ? 1 : 0)
    }
    var anyTransition: AnyTransition { .push(from: edge) }
}

/// Blurs, scales and fades the view in and out, as SwiftUI's `BlurReplaceTransition`. HeroSim's numbers:
/// a blur of radius 10, opacity 0, and scale 0.8 (down) or 1.2 (up) outside the identity phase.
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales.
    public struct Configuration: Hashable, Sendable {
        let removalScale: Double
        /// Shrinks as it leaves, grows as it comes.
        public static let downUp = Configuration(removalScale: 0.8)
        /// Grows as it leaves and as it comes.
        public static let upUp = Configuration(removalScale: 1.2)
    }
    /// Which way the view scales.
    public var configuration: Configuration
    /// A blur-replace transition scaling as `configuration` says.
    public init(configuration: Configuration) { self.configuration = configuration }
    /// The view blurred, scaled and faded outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale = phase == .willAppear ? 0.8 : phase == .didDisappear ? configuration.removalScale : 1
        return content.scaleEffect(scale).blur(radius: phase.isIdentity ? 0 : 10).opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == OpacityTransition {
    /// Fades the view in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == IdentityTransition {
    /// Leaves the view as it is.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Grows from and shrinks to nothing at the centre.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// Grows from and shrinks to `scale` about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == OffsetTransition {
    /// Moves in from and out to `offset`.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /// Moves in from and out to (x, y).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == MoveTransition {
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
    /// Slides in from the leading edge and out towards the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == PushTransition {
    /// Pushes in from `edge` and out towards the opposite edge, fading.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurs, scales and fades the view in and out; it grows as it comes and shrinks as it goes.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    /// Blurs, scales and fades the view in and out, scaling as `configuration` says.
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}

/// Moves the view by `amount` times its own size towards `edge` (drawing only): the move of `MoveTransition`.
struct EdgeMoveEffect: GeometryEffect {
    let edge: Edge
    var amount: Double

    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let (dx, dy): (CGFloat, CGFloat)
        switch edge {
        case .leading: (dx, dy) = (-size.width, 0)
        case .trailing: (dx, dy) = (size.width, 0)
        case .top: (dx, dy) = (0, -size.height)
        case .bottom: (dx, dy) = (0, size.height)
        }
        return ProjectionTransform(CGAffineTransform(translationX: dx * amount, y: dy * amount))
    }
}
