import HeroSim
import HeroSimTesting
import Testing

// Transitions as iOS 17 code writes them: your own `Transition`, the built-in ones through the protocol
// (`.blurReplace`, `.push(from:)`), combined, and `AnyTransition.modifier(active:identity:)` as older code does.

/// Apple's `RotatingFadeTransition` example.
private struct RotatingFadeTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1.0 : 0.0)
            .rotationEffect(phase.rotation)
    }
}

extension TransitionPhase {
    fileprivate var rotation: Angle {
        switch self {
        case .willAppear: return .degrees(30)
        case .identity: return .zero
        case .didDisappear: return .degrees(-30)
        }
    }
}

private struct Faded: ViewModifier {
    let opacity: Double
    func body(content: Content) -> some View { content.opacity(opacity) }
}

/// A card in a white 400×400 scene, shown by a tap on the top-left corner.
private struct Reveal<Card: View>: View {
    let card: Card
    @State private var shown = false
    var body: some View {
        ZStack {
            Color.white
            Color.blue.frame(width: 20, height: 20).position(x: 10, y: 10)
                .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            if shown { card }
        }
    }
}

/// A red 200×120 card.
private var red: some View { Color.red.frame(width: 200, height: 120) }

@Suite struct TransitionProtocolTests {
    /// The centre pixel's red, green and blue half-way through the insertion.
    func centreHalfWay(_ view: some View) -> (Int, Int, Int) {
        let host = HeadlessHost(view, size: CGSize(width: 400, height: 400))
        _ = host.tap(at: CGPoint(x: 10, y: 10))
        host.advance(to: 0.5)
        let pixel = host.render().pixel(x: 200, y: 200)
        return (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
    }

    @Test func everySpellingFadesHalfWayAtHalfTime() {
        // System red (255, 59, 48) at half opacity over white: (255, 157, 151.5), within one step of rounding.
        let spellings: [(String, (Int, Int, Int))] = [
            ("your own Transition", centreHalfWay(Reveal(card: red.transition(RotatingFadeTransition())))),
            (".blurReplace", centreHalfWay(Reveal(card: red.transition(.blurReplace)))),
            (".blurReplace(.upUp)", centreHalfWay(Reveal(card: red.transition(.blurReplace(.upUp))))),
            (".push(from:)", centreHalfWay(Reveal(card: red.transition(.push(from: .bottom))))),
            ("combined", centreHalfWay(Reveal(card: red.transition(RotatingFadeTransition().combined(with: .scale(0.5)))))),
            (".opacity", centreHalfWay(Reveal(card: red.transition(.opacity)))),
            (".modifier", centreHalfWay(Reveal(card: red.transition(.modifier(active: Faded(opacity: 0), identity: Faded(opacity: 1)))))),
            ("AnyTransition(_:)", centreHalfWay(Reveal(card: red.transition(AnyTransition(RotatingFadeTransition()).combined(with: .scale))))),
        ]
        for (spelling, (red, green, blue)) in spellings {
            #expect(red == 255 && abs(green - 157) <= 1 && abs(blue - 152) <= 1, "\(spelling): \(red), \(green), \(blue)")
        }
    }

    @Test func theBuiltInTransitionsAreTransitions() {
        let host = HeadlessHost(Reveal(card: red.transition(IdentityTransition())), size: CGSize(width: 400, height: 400))
        _ = host.tap(at: CGPoint(x: 10, y: 10))
        // No effect: the card is there at once.
        #expect(host.render().pixel(x: 200, y: 200) & 0xFFFFFF == 0xFF3B30)
        #expect(BlurReplaceTransition(configuration: .downUp).configuration == .downUp)
        #expect(!OpacityTransition.properties.hasMotion && MoveTransition.properties.hasMotion)
    }
}

/// A number whose text changes in an animated change (at the same width), with the content transition given.
private struct Count: View {
    let transition: ContentTransition
    @State private var value = 10
    var body: some View {
        Text("\(value)")
            .monospacedDigit()
            .contentTransition(transition)
            .frame(width: 200, height: 200)
            .onTapGesture { withAnimation { value += 1 } }
    }
}

@Suite struct ContentTransitionSpellingTests {
    @Test func everyContentTransitionAnimatesButIdentity() {
        let spellings: [(String, ContentTransition, Bool)] = [
            (".numericText(value:)", .numericText(value: 11), true),
            (".numericText(countsDown:)", .numericText(countsDown: true), true),
            (".numericText()", .numericText(), true),
            (".opacity", .opacity, true),
            (".interpolate", .interpolate, true),
            (".identity", .identity, false),
        ]
        for (spelling, transition, animates) in spellings {
            let host = HeadlessHost(Count(transition: transition), size: CGSize(width: 200, height: 200))
            _ = host.tap(at: CGPoint(x: 100, y: 100))
            host.advance(by: 0.1)
            #expect(host.isAnimating == animates, "\(spelling)")
        }
    }
}
