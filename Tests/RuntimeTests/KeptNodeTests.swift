import Foundation
import LayoutCore
import Testing
import ViewRuntime

/// What the cards' tap gestures ran, with the value each closure captured.
private final class TapLog: @unchecked Sendable {
    var entries: [String] = []
}

/// One equatable card: a square, highlighted (taller) when selected.
private struct Card: View, Equatable {
    let index: Int
    let selected: Bool
    let grows: Bool
    var body: some View {
        Color.blue.frame(width: 30, height: selected && grows ? 50 : 30)
    }
}

/// A grid of `count` equatable cards, each named by its index; a tap selects a card and logs the round
/// the closure was built in.
private struct CardGrid: View {
    let count: Int
    let grows: Bool
    let log: TapLog
    @State private var selected: Int
    @State private var round = 0

    init(count: Int, grows: Bool = false, selected: Int = -1, log: TapLog = TapLog()) {
        self.count = count
        self.grows = grows
        self.log = log
        _selected = State(initialValue: selected)
    }

    var body: some View {
        // A plain value the closures capture (not the state, which a closure reads when it runs).
        let stamp = "round \(round)"
        return VStack(spacing: 4) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 40), spacing: 8)], spacing: 8) {
                ForEach(0..<count, id: \.self) { index in
                    Card(index: index, selected: selected == index, grows: grows).id(index)
                        .onTapGesture { selected = index; log.entries.append("card \(index) \(stamp)") }
                }
            }
            Color.red.frame(width: 20, height: 20).id("next round").onTapGesture { round += 1 }
        }
    }
}

/// Every placed node's frame, in tree order.
private func frames(_ placed: PlacedNode) -> [CGRect] {
    [placed.frame] + placed.children.flatMap(frames)
}

/// A state change keeps the very nodes of the views it did not touch, through `.id` and gestures, so the
/// layout engine finds their layout and re-lays out only the cards that changed; a kept gesture runs the
/// closure of the latest build, as in SwiftUI.
@Suite struct KeptNodeTests {
    @Test func untouchedCardsKeepTheirNodesThroughIDAndGesture() throws {
        let g = graph(CardGrid(count: 24))
        let rootBefore = g.layout.root
        let before = try #require(placed(AnyHashable(5), in: rootBefore))
        g.tap(id: 2)
        let after = try #require(placed(AnyHashable(5), in: g.layout.root))
        #expect(after.node.isIdentical(to: before.node))
        let selectedBefore = try #require(placed(AnyHashable(2), in: rootBefore))
        let selectedAfter = try #require(placed(AnyHashable(2), in: g.layout.root))
        #expect(!selectedAfter.node.isIdentical(to: selectedBefore.node))
    }

    @Test func aKeptGestureRunsTheLatestClosure() {
        let log = TapLog()
        let g = graph(CardGrid(count: 8, log: log))
        g.tap(id: 3)
        g.advance(to: 1)
        g.tap(id: "next round")
        g.advance(to: 2)
        g.tap(id: 5) // card 5 was kept through both changes
        g.advance(to: 3)
        g.tap(id: "next round")
        g.advance(to: 4)
        g.tap(id: 5)
        #expect(log.entries == ["card 3 round 0", "card 5 round 1", "card 5 round 2"])
    }

    @Test func aGridReLaidOutFromItsLastLayoutMatchesOneLaidOutAfresh() {
        for grows in [false, true] {
            let g = graph(CardGrid(count: 40, grows: grows))
            g.tap(id: 7)
            g.advance(to: 1)
            g.tap(id: 12)
            let fresh = graph(CardGrid(count: 40, grows: grows, selected: 12))
            #expect(frames(g.layout.root) == frames(fresh.layout.root))
            #expect(g.frame(12) == fresh.frame(12))
            #expect(g.frame(12)?.height == (grows ? 50 : 30))
            #expect(g.frame(39) == fresh.frame(39))
        }
    }
}
