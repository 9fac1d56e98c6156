import Foundation
@testable import LayoutCore
import Testing

/// Measures text at a width per character it is given; images are 10×10.
private struct WideMeasurer: ContentMeasurer {
    let widthPerCharacter: CGFloat
    func metrics(of text: String, font: Font) -> TextMetrics {
        TextMetrics(width: CGFloat(text.count) * widthPerCharacter, ascent: 8, descent: 2)
    }
    func naturalSize(ofImage name: String) -> CGSize? { CGSize(width: 10, height: 10) }
}

/// The layout engine remembers sizes and placements on the nodes it lays out; what it remembers never
/// changes a result.
@Suite struct LayoutMemoTests {
    let host = LayoutHost(size: CGSize(width: 400, height: 300))

    /// A row of two labels, each with an id.
    func row(_ first: String, _ second: String) -> some View {
        HStack(spacing: 10) {
            Text(first).id("first")
            Text(second).id("second")
        }
    }

    @Test func oneTreeLaidOutByTwoMeasurersGetsEachMeasurersSizes() {
        let root = LayoutEngine.rootNode(row("abcd", "ef"), in: BuildEnvironment())
        let narrow = LayoutEngine(measurer: WideMeasurer(widthPerCharacter: 5)).layout(root: root, in: host)
        let wide = LayoutEngine(measurer: WideMeasurer(widthPerCharacter: 20)).layout(root: root, in: host)
        // 4 × 5 + 10 + 2 × 5 = 40 wide, centred in 400; then 4 × 20 + 10 + 2 × 20 = 130.
        #expect(narrow.frame(of: "first") == CGRect(x: 180, y: 145, width: 20, height: 10))
        #expect(narrow.frame(of: "second") == CGRect(x: 210, y: 145, width: 10, height: 10))
        #expect(wide.frame(of: "first") == CGRect(x: 135, y: 145, width: 80, height: 10))
        #expect(wide.frame(of: "second") == CGRect(x: 225, y: 145, width: 40, height: 10))
    }

    @Test func changingANodeAfterLayoutIsSeenByTheNextLayout() {
        let engine = LayoutEngine(measurer: WideMeasurer(widthPerCharacter: 5))
        var root = LayoutEngine.rootNode(row("abcd", "ef"), in: BuildEnvironment())
        let before = engine.layout(root: root, in: host)
        let copy = root
        root.children[1] = LayoutEngine.rootNode(Text("efghijkl").id("second"), in: BuildEnvironment())
        let after = engine.layout(root: root, in: host)
        // 20 + 10 + 40 = 70 wide now; the untouched copy still lays out as before.
        #expect(after.frame(of: "first") == CGRect(x: 165, y: 145, width: 20, height: 10))
        #expect(after.frame(of: "second") == CGRect(x: 195, y: 145, width: 40, height: 10))
        #expect(engine.layout(root: copy, in: host).frame(of: "second") == before.frame(of: "second"))
        #expect(!root.isIdentical(to: copy))
        #expect(root.children[0].isIdentical(to: copy.children[0])) // the unchanged label is shared
    }

    @Test func aTreeSharingMostNodesWithALaidOutOneGetsTheFramesOfAFreshLayout() {
        let engine = LayoutEngine(measurer: WideMeasurer(widthPerCharacter: 5))
        func grid(_ iconSizes: [CGFloat]) -> some View {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 60), spacing: 8)], spacing: 8) {
                ForEach(iconSizes.indices, id: \.self) { index in
                    VStack { Image("icon").resizable().frame(width: 20, height: iconSizes[index]); Text("item \(index)") }
                        .padding(4).background(Color.blue).id(index)
                }
            }
        }
        let sizes = [CGFloat](repeating: 20, count: 24)
        var root = LayoutEngine.rootNode(grid(sizes), in: BuildEnvironment())
        let before = engine.layout(root: root, in: host)
        var changedSizes = sizes
        changedSizes[7] = 40
        root.children[7] = LayoutEngine.rootNode(grid(changedSizes), in: BuildEnvironment()).children[7]
        let reused = engine.layout(root: root, in: host)
        let fresh = LayoutEngine(measurer: WideMeasurer(widthPerCharacter: 5))
            .layout(root: LayoutEngine.rootNode(grid(changedSizes), in: BuildEnvironment()), in: host)
        #expect(reused.frames == fresh.frames)
        #expect(reused.displayList().items == fresh.displayList().items)
        // The taller icon makes card 7 (20 + 8 + 10 + 2 × 4 = 46 tall before) 20 taller, and its row with
        // it, so the last row is 20 further below the first (the grid, centred in the host, grew by 20).
        #expect(before.frame(of: 7)?.height == 46)
        #expect(fresh.frame(of: 7)?.height == 66)
        #expect((fresh.frame(of: 23)!.minY - fresh.frame(of: 0)!.minY) - (before.frame(of: 23)!.minY - before.frame(of: 0)!.minY) == 20)
    }

    @Test func changedCardsOfTheSameSizeAreTheOnlyOnesPlacedAgainAndTheFramesAreAFreshLayouts() {
        let engine = LayoutEngine(measurer: WideMeasurer(widthPerCharacter: 5))
        func card(_ index: Int, _ title: String) -> some View {
            VStack { Image("icon").resizable().frame(width: 20, height: 20); Text(title) }
                .padding(4).background(Color.blue).id(index)
        }
        func grid(_ titles: [String]) -> some View {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 60), spacing: 8)], spacing: 8) {
                ForEach(titles.indices, id: \.self) { card($0, titles[$0]) }
            }
        }
        var titles = (0..<30).map { "n\($0)" }
        var root = LayoutEngine.rootNode(grid(titles), in: BuildEnvironment())
        let first = engine.layout(root: root, in: host)
        // Two changes in a row, each to the tree before: same sizes, so the grid keeps its plan.
        for (index, title) in [(7, "m7"), (21, "q21")] {
            titles[index] = title
            let previous = root
            root.children[index] = LayoutEngine.rootNode(grid(titles), in: BuildEnvironment()).children[index]
            let relaid = engine.layout(root: root, in: host)
            #expect(previous.memo.containerMemo?.hasPlacement == false) // the new grid took over its placement: one card placed
            let fresh = LayoutEngine(measurer: WideMeasurer(widthPerCharacter: 5)).layout(grid(titles), in: host)
            #expect(relaid.frames == fresh.frames)
            #expect(relaid.displayList().items == fresh.displayList().items)
            #expect(relaid.displayList().items.contains { if case .text(title, _, _, _, _) = $0 { return true } else { return false } })
        }
        // The first result is a value: it still draws the first titles.
        #expect(first.displayList().items.contains { if case .text("n7", _, _, _, _) = $0 { return true } else { return false } })
        #expect(first.frame(of: 21) == engine.layout(root: root, in: host).frame(of: 21))
    }
}
