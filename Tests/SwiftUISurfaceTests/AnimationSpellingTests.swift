import Foundation
import HeroSim
import HeroSimTesting
import Testing

/// Every `Animation` spelling SwiftUI accepts compiles on HeroSim without ambiguity, makes SwiftUI's
/// values, and reads back as written in the inspector.
@Suite struct AnimationSpellingTests {
    /// A view using the spellings of public SwiftUI code, with `withAnimation(.spring())` in a tap.
    struct Spellings: View {
        @State private var on = false
        var body: some View {
            VStack {
                Circle().frame(width: on ? 100 : 50, height: 50)
                    .animation(.spring(), value: on)
                    .animation(.interactiveSpring(), value: on)
                    .animation(.easeInOut(duration: 0.3), value: on)
                    .animation(.spring(response: 0.4, dampingFraction: 0.7), value: on)
                    .animation(.spring(response: 0.4, dampingFraction: 0.7, blendDuration: 0.1), value: on)
                    .animation(.spring(duration: 0.4, bounce: 0.2), value: on)
                    .animation(.spring(.bouncy), value: on)
                    .animation(.spring(Spring(duration: 0.3, bounce: 0.1), blendDuration: 0), value: on)
                    .animation(.interpolatingSpring(stiffness: 170, damping: 15), value: on)
                    .animation(.interpolatingSpring(duration: 0.4, bounce: 0.2), value: on)
                    .animation(.smooth, value: on)
                    .animation(.snappy(duration: 0.3), value: on)
                    .animation(.bouncy(duration: 0.4, extraBounce: 0.1), value: on)
                    .animation(.easeOut.delay(0.1).speed(2), value: on)
                    .animation(Animation.linear(duration: 1), value: on)
                    .animation(.default, value: on)
                    .id("circle")
                    .onTapGesture { withAnimation(.spring()) { on.toggle() } }
                if on {
                    Rectangle().frame(width: 20, height: 20)
                        .transition(.scale.combined(with: .opacity))
                }
            }
        }
    }

    @Test func withAnimationSpringAnimatesATap() {
        let host = HeadlessHost(Spellings(), size: CGSize(width: 300, height: 300))
        let before = host.layout.frame(of: "circle")
        host.tap(at: CGPoint(x: 150, y: before.map { $0.midY } ?? 0))
        host.advance(by: 0.05)
        let moving = host.layout.frame(of: "circle")?.width ?? 0
        #expect(before?.width == 50)
        #expect(moving > 50 && moving < 100)
        #expect(host.isAnimating)
        host.advance(by: 5)
        #expect(host.layout.frame(of: "circle")?.width == 100)
    }

    @Test func allDefaultSpringsAreSwiftUIsResponseSprings() {
        #expect(Animation.spring().spec == .spring(Spring(response: 0.5, dampingFraction: 0.825), initialVelocity: 0))
        #expect(Animation.spring.spec == Animation.spring().spec)
        #expect(Animation.interactiveSpring().spec == .spring(Spring(response: 0.15, dampingFraction: 0.86), initialVelocity: 0))
        #expect(Animation.interactiveSpring.spec == Animation.interactiveSpring().spec)
        #expect(Animation.spring(duration: 0.5).spec == .spring(Spring(response: 0.5, dampingFraction: 1), initialVelocity: 0))
        #expect(Animation.spring(.snappy).spec == .spring(Spring(duration: 0.5, bounce: 0.15), initialVelocity: 0))
        #expect(Animation.interpolatingSpring(duration: 0.4, bounce: 0.2, initialVelocity: 3).spec
                == .spring(Spring(response: 0.4, dampingFraction: 0.8), initialVelocity: 3))
        #expect(Spring(response: 0.3, dampingRatio: 0.6) == Spring(response: 0.3, dampingFraction: 0.6))
    }

    @Test func animationsReadAsWritten() {
        #expect(Animation.spring(duration: 0.5, bounce: 0.3).codeDescription == ".spring(duration: 0.5, bounce: 0.3)")
        #expect(Animation.spring().codeDescription == ".spring(response: 0.5, dampingFraction: 0.825)")
        #expect(Animation.spring.codeDescription == ".spring")
        #expect(Animation.easeInOut(duration: 0.3).delay(0.1).codeDescription == ".easeInOut(duration: 0.3).delay(0.1)")
        #expect(Animation.easeOut.speed(2).codeDescription == ".easeOut.speed(2)")
        #expect(Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4).codeDescription == ".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4)")
        #expect(Animation.spring(.bouncy).codeDescription == ".spring(Spring(duration: 0.5, bounce: 0.3))")
        #expect(Animation.interpolatingSpring(stiffness: 170, damping: 15).codeDescription
                == ".interpolatingSpring(mass: 1, stiffness: 170, damping: 15)")
        #expect(Animation.default.codeDescription == ".default")
    }

    @Test func theConfigGrammarReadsEachSpellingAsTheRuntimeMakesIt() throws {
        let pairs: [(String, Animation)] = [
            (".spring()", .spring()), (".spring", .spring), ("Animation.spring()", .spring()),
            (".spring(duration: 0.4, bounce: 0.2)", .spring(duration: 0.4, bounce: 0.2)),
            (".spring(response: 0.4, dampingFraction: 0.7)", .spring(response: 0.4, dampingFraction: 0.7)),
            (".interactiveSpring()", .interactiveSpring()), (".interactiveSpring", .interactiveSpring),
            (".interactiveSpring(response: 0.2, dampingFraction: 0.7)", .interactiveSpring(response: 0.2, dampingFraction: 0.7)),
            (".interactiveSpring(duration: 0.2, extraBounce: 0.1)", .interactiveSpring(duration: 0.2, extraBounce: 0.1)),
            (".easeInOut(duration: 0.3)", .easeInOut(duration: 0.3)), (".easeInOut", .easeInOut), (".linear", .linear),
            (".smooth", .smooth), (".snappy(duration: 0.3)", .snappy(duration: 0.3)), (".bouncy", .bouncy),
            (".interpolatingSpring(stiffness: 170, damping: 15)", .interpolatingSpring(stiffness: 170, damping: 15)),
            (".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4)", .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4)),
            (".default", .default),
        ]
        for (text, animation) in pairs {
            #expect(try AnimationSpec.parse(text) == animation.spec, "\(text)")
        }
    }

    @Test func aConfiguredReplacementReadsAsItsSpec() throws {
        let replaced = Animation.spring().delay(0.2).replacingSpec(with: try AnimationSpec.parse("ease-in-out 300ms"))
        #expect(replaced.codeDescription == replaced.description)
        #expect(replaced.delay == 0.2)
    }
}
