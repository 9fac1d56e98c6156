import Foundation
import LayoutCore
import Motion
import Testing
@testable import ViewRuntime

/// A card in a corner that flies to fill the host when tapped and back when tapped again.
struct FlyingCard: View {
    let animation: Animation
    @Namespace private var space
    @State private var open = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            Color.blue.matchedGeometryEffect(id: "card", in: space).frame(width: 40, height: 40).padding(20)
                .onTapGesture { withAnimation(animation) { open = true } }
        }
        .overlay {
            if open {
                Color.blue.matchedGeometryEffect(id: "card", in: space).transition(.identity)
                    .onTapGesture { withAnimation(animation) { open = false } }
            }
        }
    }
}

@Suite struct MatchedFlightTests {
    static let cell = CGRect(x: 20, y: 20, width: 40, height: 40)
    static let full = CGRect(x: 0, y: 0, width: 400, height: 400)

    /// The card drawn on top (the flying one when there is one).
    func top(_ g: ViewGraph) -> CGRect? { g.matchedGeometry.last?.frame }

    @Test func anInsertedViewStartsAtTheGroupsFrameAndEndsAtItsOwn() {
        let g = graph(FlyingCard(animation: .linear(duration: 1)))
        g.tap(at: CGPoint(x: 40, y: 40))
        #expect(top(g) == Self.cell)
        g.advance(to: 0.5)
        #expect(top(g) == CGRect(x: 10, y: 10, width: 220, height: 220))
        g.advance(to: 1)
        #expect(top(g) == Self.full)
        #expect(!g.isAnimating)
    }

    @Test func aCurveSentBackMidFlightRetracesWithoutAJump() {
        let g = graph(FlyingCard(animation: .easeInOut(duration: 1)))
        g.tap(at: CGPoint(x: 40, y: 40))
        g.advance(to: 0.3)
        let before = top(g)
        // Taps hit what is drawn: the flying card.
        #expect(g.tap(at: CGPoint(x: before!.midX, y: before!.midY)))
        #expect(top(g) == before)
        #expect(g.matchedGeometry.last?.isRemoved == true)
        // Retracing: 0.3 s back along the same curve lands exactly on the cell.
        g.advance(to: 0.45)
        let retraced = AnimationTrack(from: Self.cell.vector, to: Self.full.vector, animation: .curve(.easeInOut, duration: 1), at: 0)
        #expect(top(g) == CGRect(vector: retraced.value(at: 0.15)))
        g.advance(to: 0.6)
        #expect(top(g) == Self.cell)
        // The removed card (an `.identity` transition) is drawn until its flight back ends.
        g.advance(to: 0.61)
        #expect(g.matchedGeometry.map(\.frame) == [Self.cell])
    }

    @Test func aSpringSentBackKeepsItsVelocity() {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.8)
        let g = graph(FlyingCard(animation: spring))
        g.tap(at: CGPoint(x: 40, y: 40))
        let flight = AnimationTrack(from: Self.cell.vector, to: Self.full.vector, animation: spring.spec, at: 0)
        g.advance(to: 0.2)
        #expect(g.tap(at: CGPoint(x: 200, y: 200)))
        // The way back starts where the card is, moving as fast as it was.
        let back = flight.retargeted(to: Self.cell.vector, animation: spring.spec, at: 0.2)
        #expect(back.value(at: 0.2) == flight.value(at: 0.2))
        #expect(back.velocity(at: 0.2) == flight.velocity(at: 0.2))
        g.advance(to: 0.3)
        #expect(top(g) == CGRect(vector: back.value(at: 0.3)))
        g.advance(to: 5)
        #expect(g.matchedGeometry.map(\.frame) == [Self.cell])
    }

    @Test func resizingMidFlightBendsTheFlightToTheNewTargetWithoutAJump() {
        let g = graph(FlyingCard(animation: .linear(duration: 1)))
        g.tap(at: CGPoint(x: 40, y: 40))
        g.advance(to: 0.5)
        let before = top(g)
        g.resize(to: CGSize(width: 600, height: 400))
        // The card stays where it is at the resize (half-way from the 40×40 cell at 20, 20 to 400×400)...
        #expect(before == CGRect(x: 10, y: 10, width: 220, height: 220))
        #expect(top(g) == before)
        // ...and the 200 points the target gained are spread over the rest of the flight in proportion to
        // its progress: width = 40 + 360·e + 200·(e − ½)/½, so 410 at e = ¾; the rest is the old motion.
        g.advance(to: 0.75)
        #expect(top(g) == CGRect(x: 5, y: 5, width: 410, height: 310))
        g.advance(to: 1)
        #expect(top(g) == CGRect(x: 0, y: 0, width: 600, height: 400))
    }

    @Test func twoSourcesInsertedTogetherAreReportedOnce() {
        struct Twins: View {
            @Namespace var space
            @State var shown = false
            var body: some View {
                VStack {
                    if shown {
                        Color.red.frame(width: 10, height: 10).matchedGeometryEffect(id: 1, in: space)
                        Color.green.frame(width: 10, height: 10).matchedGeometryEffect(id: 1, in: space)
                    }
                    Color.black.frame(width: 30, height: 30).id("toggle").onTapGesture { shown.toggle() }
                }
            }
        }
        let g = graph(Twins())
        g.tap(id: "toggle")
        #expect(g.warnings.count == 1)
        #expect(g.warnings.first?.hasPrefix("Multiple inserted views in matched geometry group (id: 1") == true)
        #expect(g.matchedGeometry.count == 2)
    }

    @Test func aFollowerRendersAtItsSourcesFrame() {
        struct Follow: View {
            @Namespace var space
            var body: some View {
                HStack {
                    Color.red.frame(width: 50, height: 50).matchedGeometryEffect(id: "a", in: space)
                    Color.green.frame(width: 10, height: 10).matchedGeometryEffect(id: "a", in: space, isSource: false)
                }
            }
        }
        let elements = graph(Follow()).matchedGeometry
        #expect(elements.count == 2)
        #expect(elements[0].frame == elements[1].frame)
        #expect(elements[1].isSource == false)
    }
}

/// Insertion and removal transitions.
@Suite struct TransitionTests {
    struct Appearing: View {
        let transition: AnyTransition
        @Namespace var space
        @State var shown = false
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.white
                if shown {
                    Color.red.frame(width: 100, height: 50).matchedGeometryEffect(id: "box", in: space).offset(x: 100, y: 100)
                        .transition(transition)
                }
                Color.black.frame(width: 20, height: 20).id("toggle")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            }
        }
    }

    func box(_ g: ViewGraph) -> MatchedGeometryElement? { g.matchedGeometry.first }

    @Test func theDefaultTransitionFadesInAndOut() {
        let g = graph(Appearing(transition: .opacity))
        g.tap(id: "toggle")
        #expect(box(g)?.opacity == 0)
        g.advance(to: 0.25)
        #expect(box(g)?.opacity == 0.25)
        g.advance(to: 1)
        #expect(box(g)?.opacity == 1)
        g.tap(id: "toggle")
        g.advance(to: 1.5)
        #expect(box(g)?.opacity == 0.5)
        #expect(box(g)?.isRemoved == true)
        g.advance(to: 2)
        #expect(box(g) == nil)
    }

    @Test func moveSlidesInByTheViewsOwnSize() {
        let g = graph(Appearing(transition: .move(edge: .leading)))
        g.tap(id: "toggle")
        #expect(box(g)?.frame == CGRect(x: 0, y: 100, width: 100, height: 50))
        g.advance(to: 0.5)
        #expect(box(g)?.frame == CGRect(x: 50, y: 100, width: 100, height: 50))
        #expect(box(g)?.opacity == 1)
    }

    @Test func scaleGrowsFromTheCentreOfTheTransitionedView() {
        let g = graph(Appearing(transition: .scale))
        g.tap(id: "toggle")
        g.advance(to: 0.5)
        // The scale applies outside `.offset`, about the laid-out (un-offset) frame's centre (50, 25), as
        // SwiftUI's scale effect does: the offset shrinks with the view.
        #expect(box(g)?.frame == CGRect(x: 75, y: 62.5, width: 50, height: 25))
    }

    @Test func asymmetricAndCombinedPickTheirSide() {
        let g = graph(Appearing(transition: .asymmetric(insertion: .identity, removal: .opacity.combined(with: .move(edge: .top)))))
        g.tap(id: "toggle")
        #expect(box(g)?.opacity == 1)
        #expect(box(g)?.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
        g.advance(to: 1)
        g.tap(id: "toggle")
        g.advance(to: 1.5)
        #expect(box(g)?.opacity == 0.5)
        #expect(box(g)?.frame == CGRect(x: 100, y: 75, width: 100, height: 50))
    }
}

/// `withAnimation(_:completionCriteria:_:completion:)` and views put back during their removal.
@Suite struct CompletionAndRevivalTests {
    struct Finishing: View {
        @State var wide = false
        @State var done = false
        var body: some View {
            VStack {
                Color.blue.frame(width: wide ? 150 : 50, height: 10).id("bar")
                Color.green.frame(width: done ? 30 : 10, height: 10).id("done")
                Color.red.frame(width: 10, height: 10).id("tap").onTapGesture {
                    withAnimation(.linear(duration: 1)) { wide.toggle() } completion: { done = true }
                }
            }
        }
    }

    @Test func theCompletionRunsWhenTheAnimationEnds() {
        let g = graph(Finishing())
        g.tap(id: "tap")
        g.advance(to: 0.99)
        #expect(g.frame("done")?.width == 10)
        #expect(g.isAnimating)
        g.advance(to: 1.5)
        #expect(g.frame("done")?.width == 30)
        #expect(g.frame("bar")?.width == 150)
    }

    @Test func aViewPutBackDuringItsRemovalComesBackFromWhereItIs() {
        let g = graph(TransitionTests.Appearing(transition: .opacity))
        g.tap(id: "toggle")
        g.advance(to: 1)
        g.tap(id: "toggle")
        g.advance(to: 1.5)
        #expect(g.matchedGeometry.map(\.opacity) == [0.5])
        g.tap(id: "toggle")
        #expect(g.matchedGeometry.map(\.opacity) == [0.5])
        #expect(g.matchedGeometry.map(\.isRemoved) == [false])
        // The fade retraces: 0.5 s back to fully opaque.
        g.advance(to: 1.75)
        #expect(g.matchedGeometry.map(\.opacity) == [0.75])
        g.advance(to: 2)
        #expect(g.matchedGeometry.map(\.opacity) == [1])
    }
}

/// `matchedGeometryEffect(properties:anchor:)`: which parts of the geometry a follower takes.
///
/// SwiftUI's rule (Apple: `anchor` is "the relative location in the view used to produce its shared
/// position value"; OpenSwiftUI's `MatchedFrame` for how a follower uses it): the source shares its size
/// and the point at its own anchor; a follower taking `.position` puts the point at its own anchor (of the
/// size it ends up with) on that point; one taking `.size` gets the source's size and keeps its own origin.
/// Every expected rectangle below is worked out by hand from that rule.
@Suite struct MatchedPropertiesTests {
    struct Pair: View {
        let properties: MatchedGeometryProperties
        let anchor: UnitPoint
        var sourceAnchor: UnitPoint = .center
        var sourceSize = CGSize(width: 100, height: 50)
        @Namespace var space
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.white
                Color.red.frame(width: sourceSize.width, height: sourceSize.height)
                    .matchedGeometryEffect(id: 1, in: space, anchor: sourceAnchor).offset(x: 200, y: 200)
                Color.green.frame(width: 20, height: 10)
                    .matchedGeometryEffect(id: 1, in: space, properties: properties, anchor: anchor, isSource: false)
            }
        }
    }

    /// The follower (laid out at 0, 0, 20 × 10) as drawn; the source is laid out at 200, 200, 100 × 50.
    func follower(_ properties: MatchedGeometryProperties, _ anchor: UnitPoint = .center, source sourceAnchor: UnitPoint = .center,
                  sourceSize: CGSize = CGSize(width: 100, height: 50)) -> CGRect? {
        graph(Pair(properties: properties, anchor: anchor, sourceAnchor: sourceAnchor, sourceSize: sourceSize)).matchedGeometry.last?.frame
    }

    @Test func frameTakesPositionAndSize() { #expect(follower(.frame) == CGRect(x: 200, y: 200, width: 100, height: 50)) }
    /// The source's centre (250, 225) is the follower's centre.
    @Test func positionKeepsItsSizeCentredOnTheSource() { #expect(follower(.position) == CGRect(x: 240, y: 220, width: 20, height: 10)) }
    /// The source shares its centre (250, 225), its own anchor; the follower's top-leading corner goes there,
    /// not to the source's top-leading corner (200, 200).
    @Test func positionPutsTheFollowersAnchorOnTheSourcesCentre() {
        #expect(follower(.position, .topLeading) == CGRect(x: 250, y: 225, width: 20, height: 10))
    }
    /// The case: a 200 × 200 source (at 200, 200) shares its centre (300, 300); the follower's
    /// bottom-leading corner goes there, so it spans x 300…320, y 290…300: 100 pt right of and 100 pt above
    /// the source's bottom-leading corner (200, 400), where it would sit if both corners were matched.
    @Test func positionWithABottomLeadingAnchorMatchesTheSourcesCentre() {
        #expect(follower(.position, .bottomLeading, sourceSize: CGSize(width: 200, height: 200)) == CGRect(x: 300, y: 290, width: 20, height: 10))
    }
    /// Both anchors bottom-leading: the source shares (200, 250), the follower's bottom-leading corner goes there.
    @Test func positionWithTheSameAnchorOnBothMatchesThatCorner() {
        #expect(follower(.position, .bottomLeading, source: .bottomLeading) == CGRect(x: 200, y: 240, width: 20, height: 10))
    }
    /// A source anchored at its trailing edge shares (300, 225); a centred follower's centre goes there.
    @Test func theSourcesAnchorPicksTheSharedPoint() {
        #expect(follower(.position, .center, source: .trailing) == CGRect(x: 290, y: 220, width: 20, height: 10))
    }
    /// `.frame` with a top-leading follower: the source's size (100 × 50), its top-leading corner on the
    /// source's centre (250, 225).
    @Test func frameWithAnotherAnchorIsOffsetByTheAnchors() {
        #expect(follower(.frame, .topLeading) == CGRect(x: 250, y: 225, width: 100, height: 50))
    }
    /// `.size` alone: the source's size, the follower's own origin (0, 0) kept, whatever the anchor.
    @Test func sizeKeepsItsOwnOrigin() {
        #expect(follower(.size) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(follower(.size, .bottomTrailing) == CGRect(x: 0, y: 0, width: 100, height: 50))
    }
}
