import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// A kept row of the shelf: an equatable view the diff finds unchanged after every tap below.
private struct ShelfCard: View, Equatable {
    let index: Int
    var body: some View { Color.blue.frame(width: 20, height: 20) }
}

/// Thirty kept cards, then a box shown or not, which fades in and out over a second.
private struct ShelfWithBox: View {
    @Namespace private var space
    @State private var shown = true
    var body: some View {
        VStack(spacing: 4) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 20), spacing: 4)], spacing: 4) {
                ForEach(0..<30, id: \.self) { index in ShelfCard(index: index).id(index) }
            }
            if shown {
                HStack(spacing: 0) {
                    Color.red.frame(width: 30, height: 30).id("box")
                    Color.green.frame(width: 10, height: 10).id("box detail")
                }
                .matchedGeometryEffect(id: "box", in: space)
            }
            Color.black.frame(width: 20, height: 20).id("toggle")
                .onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
        }
    }
}

/// The diff walks only what changed, and what it does not walk keeps what the last update knew: a view
/// removed beside an unchanged grid leaves as a departing view and is forgotten, so it comes back as a new view.
@Suite struct DiffSkippingTests {
    private func box(_ g: ViewGraph) -> MatchedGeometryElement? { g.matchedGeometry.first }

    @Test func aViewRemovedBesideAnUnchangedSubtreeLeavesAndComesBackAsNew() {
        let g = graph(ShelfWithBox())
        let start = g.layout.root
        g.tap(id: "toggle")
        g.advance(to: 0.5)
        #expect(box(g)?.isRemoved == true)
        #expect(box(g)?.opacity == 0.5)
        g.advance(to: 1.5)
        #expect(box(g) == nil)
        #expect(g.frame("box detail") == nil)
        g.tap(id: "toggle")
        // Inserted again: it fades in from nothing, as a view that was not there.
        #expect(box(g)?.opacity == 0)
        #expect(box(g)?.isRemoved == false)
        g.advance(to: 1.75)
        #expect(box(g)?.opacity == 0.25)
        g.advance(to: 3)
        #expect(box(g)?.opacity == 1)
        #expect(g.frame("box detail")?.size == CGSize(width: 10, height: 10))
        // The cards above were never touched: each is the very node laid out at the start.
        for index in [0, 17, 29] {
            let now = placed(AnyHashable(index), in: g.layout.root), then = placed(AnyHashable(index), in: start)
            #expect(now.map { then?.node.isIdentical(to: $0.node) ?? false } == true)
        }
    }
}
