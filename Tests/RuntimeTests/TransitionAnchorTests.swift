import Foundation
import LayoutCore
import Testing
@testable import ViewRuntime

/// SwiftUI's `AnyTransition.scale(scale:anchor:)` ("a transition that scales the view" about `anchor`,
/// Apple's documentation of `AnyTransition`): the anchor point of the view stays put while it scales.
@Suite struct TransitionAnchorTests {
    /// A 100×40 card centred in a 400×400 scene, (150, 180) to (250, 220), inserted by a tap.
    struct AnchoredCard: View {
        let transition: AnyTransition
        @State private var shown = false
        var body: some View {
            ZStack {
                Color.blue.frame(width: 20, height: 20).id("toggle").position(x: 10, y: 10)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { shown = true } }
                if shown { Color.red.frame(width: 100, height: 40).id("card").transition(transition) }
            }
        }
    }

    @Test func aScaleTransitionKeepsItsAnchorInPlace() {
        let g = graph(AnchoredCard(transition: .scale(scale: 0.5, anchor: .bottomTrailing)))
        g.tap(id: "toggle")
        // Half size with the bottom-trailing corner (250, 220) where it will be.
        #expect(presentedFrame(g, "card") == CGRect(x: 200, y: 200, width: 50, height: 20))
        g.advance(to: 0.5)
        #expect(presentedFrame(g, "card") == CGRect(x: 175, y: 190, width: 75, height: 30))
        g.advance(to: 1)
        #expect(presentedFrame(g, "card") == CGRect(x: 150, y: 180, width: 100, height: 40))
    }

    @Test func theDefaultAnchorIsTheCentre() {
        let g = graph(AnchoredCard(transition: .scale(scale: 0.5)))
        g.tap(id: "toggle")
        #expect(presentedFrame(g, "card") == CGRect(x: 175, y: 190, width: 50, height: 20))
    }
}
