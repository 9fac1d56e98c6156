import Foundation
import LayoutCore
import Testing
@testable import ViewRuntime

/// iOS 17's `Transition` protocol and `AnyTransition.modifier(active:identity:)`: the modifiers of the body
/// animate from their `willAppear` values to their `identity` ones on insertion, and to their `didDisappear`
/// ones on removal (Apple's documentation of `TransitionPhase`).
@Suite struct PhaseTransitionTests {
    /// Apple's `RotatingFadeTransition` example, with a blur added: faded, turned 30° one way before it
    /// appears and 30° the other way after it leaves, blurred by 10 outside the identity phase.
    struct RotatingFade: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .opacity(phase.isIdentity ? 1 : 0)
                .rotationEffect(.degrees(phase == .willAppear ? 30 : phase == .didDisappear ? -30 : 0))
                .blur(radius: phase.isIdentity ? 0 : 10)
        }
    }

    /// An opacity modifier for `AnyTransition.modifier(active:identity:)`, as code before iOS 17 writes it.
    struct Dim: ViewModifier {
        let amount: Double
        func body(content: Content) -> some View { content.opacity(amount).offset(y: (1 - amount) * 40) }
    }

    /// A 100×40 card centred in a 400×400 scene, inserted and removed by taps on the corner square.
    struct Toggled: View {
        let transition: AnyTransition
        @State private var shown = false
        var body: some View {
            ZStack {
                Color.blue.frame(width: 20, height: 20).id("toggle").position(x: 10, y: 10)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
                if shown { Color.red.frame(width: 100, height: 40).id("card").transition(transition) }
            }
        }
    }

    /// The opacity, rotation (degrees) and blur radius drawn above the card, outermost first.
    func look(_ g: ViewGraph) -> (opacity: Double, degrees: Double, blur: Double)? {
        var found: (Double, Double, Double)?
        func visit(_ placed: PlacedNode, _ look: (Double, Double, Double)) {
            var look = look
            switch placed.node.kind {
            case .opacity(let alpha): look.0 *= alpha
            case .effect(.rotation(let angle, _)): look.1 += angle.degrees
            case .effect(.blur(let radius, _)): look.2 += radius
            default: break
            }
            if placed.node.id == AnyHashable("card") { found = look }
            for child in placed.children { visit(child, look) }
        }
        visit(g.presentedRoot, (1, 0, 0))
        return found.map { (opacity: $0.0, degrees: $0.1, blur: $0.2) }
    }

    func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    @Test func insertionAnimatesFromTheWillAppearBody() {
        let g = graph(Toggled(transition: AnyTransition(RotatingFade())))
        g.tap(id: "toggle")
        #expect(close(look(g)?.opacity, 0) && close(look(g)?.degrees, 30) && close(look(g)?.blur, 10))
        g.advance(to: 0.25)
        #expect(close(look(g)?.opacity, 0.25) && close(look(g)?.degrees, 22.5) && close(look(g)?.blur, 7.5))
        g.advance(to: 1)
        #expect(close(look(g)?.opacity, 1) && close(look(g)?.degrees, 0) && close(look(g)?.blur, 0))
    }

    @Test func removalAnimatesToTheDidDisappearBody() {
        let g = graph(Toggled(transition: AnyTransition(RotatingFade())))
        g.tap(id: "toggle")
        g.advance(to: 2)
        g.tap(id: "toggle")
        g.advance(to: 2.5)
        #expect(close(look(g)?.opacity, 0.5) && close(look(g)?.degrees, -15) && close(look(g)?.blur, 5))
        g.advance(to: 3)
        #expect(look(g) == nil)
    }

    @Test func aRemovalWhileComingInTurnsAroundFromWhereItIs() {
        let g = graph(Toggled(transition: AnyTransition(RotatingFade())))
        g.tap(id: "toggle")
        g.advance(to: 0.5)
        g.tap(id: "toggle")
        // Half-way in (opacity 0.5, 15°), now heading for the didDisappear look from there.
        #expect(close(look(g)?.opacity, 0.5) && close(look(g)?.degrees, 15))
        g.advance(to: 1.5)
        #expect(look(g) == nil)
    }

    @Test func modifierTransitionAnimatesBetweenActiveAndIdentity() {
        let g = graph(Toggled(transition: .modifier(active: Dim(amount: 0), identity: Dim(amount: 1))))
        g.tap(id: "toggle")
        #expect(close(look(g)?.opacity, 0))
        // The offset's 40 points move the card down, and come back with the animation.
        #expect(presentedFrame(g, "card")?.minY == 220)
        g.advance(to: 0.5)
        #expect(close(look(g)?.opacity, 0.5))
        #expect(presentedFrame(g, "card")?.minY == 200)
        g.advance(to: 1)
        #expect(presentedFrame(g, "card")?.minY == 180)
    }

    @Test func builtInTransitionTypesAreTheirAnyTransitions() {
        #expect(AnyTransition(OpacityTransition()) == .opacity)
        #expect(AnyTransition(.scale(0.5, anchor: .top)) == .scale(scale: 0.5, anchor: .top))
        #expect(AnyTransition(.push(from: .bottom)) == .push(from: .bottom))
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.value == 0 && TransitionPhase.didDisappear.value == 1)
    }

    @Test func pushComesInFromItsEdgeFadingAndLeavesTowardsTheOther() {
        let g = graph(Toggled(transition: .push(from: .trailing)))
        g.tap(id: "toggle")
        // From one width to the right, transparent.
        #expect(presentedFrame(g, "card")?.minX == 250)
        #expect(close(look(g)?.opacity, 0))
        g.advance(to: 2)
        g.tap(id: "toggle")
        g.advance(to: 2.5)
        // Half-way towards one width to the left, half faded.
        #expect(presentedFrame(g, "card")?.minX == 100)
        #expect(close(look(g)?.opacity, 0.5))
    }

    @Test func aTransitionsOwnAnimationWinsOverTheChanges() {
        // The change is animated for one second; the transition takes two.
        let g = graph(Toggled(transition: .opacity.animation(.linear(duration: 2))))
        g.tap(id: "toggle")
        g.advance(to: 0.5)
        #expect(close(look(g)?.opacity, 0.25))
        let phased = graph(Toggled(transition: AnyTransition(RotatingFade().animation(.linear(duration: 2)))))
        phased.tap(id: "toggle")
        phased.advance(to: 1)
        #expect(close(look(phased)?.opacity, 0.5) && close(look(phased)?.degrees, 15))
    }
}
