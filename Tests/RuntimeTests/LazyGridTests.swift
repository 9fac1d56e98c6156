import Foundation
import Headless
import LayoutCore
import Testing
@testable import ViewRuntime

/// A scroll view of `count` 90 × 90 cells in four 100-point columns (10 between rows), in a 400 × 400 window.
private struct Cells: View {
    let count: Int
    let counter: BuildCounter
    var body: some View {
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(90), spacing: 10), count: 4), spacing: 10) {
                ForEach(0..<count, id: \.self) { index in
                    Color.blue.frame(width: 90, height: 90).id(index).onAppear { counter.built.insert(index) }
                }
            }
        }
    }
}

/// LazyVGrid in a runtime builds whole rows near what is seen; without one (a plain layout) it builds every cell.
@Suite struct LazyGridTests {
    @Test func onlyTheRowsNearTheViewportAreBuilt() {
        let counter = BuildCounter()
        let h = HeadlessHost(Cells(count: 10_000, counter: counter), size: CGSize(width: 400, height: 400))
        // The first 48 cells (12 rows of 4, 1,190 points) cover the 400 seen and 200 beyond.
        #expect(counter.built == Set(0..<48))
        // The grid is 390 wide (four 90s, three 10s), centred: cells at x 5, 105, ...
        #expect(h.layout.frame(of: 0) == CGRect(x: 5, y: 0, width: 90, height: 90))
        #expect(h.layout.frame(of: 5) == CGRect(x: 105, y: 100, width: 90, height: 90))
        #expect(h.layout.frame(of: 48) == nil)
    }

    @Test func scrollingBuildsTheRowsThatComeIntoView() {
        let counter = BuildCounter()
        let h = HeadlessHost(Cells(count: 10_000, counter: counter), size: CGSize(width: 400, height: 400))
        // Rows are 100 apart: scroll to row 1,000 (cell 4,000) at the top.
        h.scroll(by: CGSize(width: 0, height: 100_000), at: CGPoint(x: 200, y: 200))
        #expect(h.layout.frame(of: 4_000) == CGRect(x: 5, y: 0, width: 90, height: 90))
        #expect(h.layout.frame(of: 4_013) == CGRect(x: 105, y: 300, width: 90, height: 90))
        // Seen: rows 1,000...1,003; with 200 each side: rows 998..<1,006, cells 3,992..<4,024, in whole rows.
        #expect((3_992..<4_024).allSatisfy { h.layout.frame(of: $0) != nil })
        #expect(h.layout.frame(of: 3_991) == nil && h.layout.frame(of: 4_024) == nil)
        #expect(counter.built.isSuperset(of: Set(3_992..<4_024)))
    }

    @Test func withoutARuntimeEveryCellIsLaidOut() {
        let grid = LazyVGrid(columns: Array(repeating: GridItem(.fixed(90), spacing: 10), count: 4), spacing: 10) {
            ForEach(0..<200, id: \.self) { Color.blue.frame(width: 90, height: 90).id($0) }
        }
        let result = LayoutEngine().layout(grid, in: LayoutHost(size: CGSize(width: 400, height: 400)))
        #expect(result.frame(of: 199) == CGRect(x: 305, y: (400 - 4_990) / 2 + 4_900, width: 90, height: 90))
    }

    @Test func scrollToFindsACellNotBuiltYet() {
        struct Jump: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Color.gray.frame(height: 100).onTapGesture { proxy.scrollTo(5_001, anchor: .top) }
                        ScrollView {
                            LazyVGrid(columns: Array(repeating: GridItem(.fixed(90), spacing: 10), count: 4), spacing: 10) {
                                ForEach(0..<10_000, id: \.self) { Color.blue.frame(width: 90, height: 90).id($0) }
                            }
                        }
                    }
                }
            }
        }
        let h = HeadlessHost(Jump(), size: CGSize(width: 400, height: 400))
        h.tap(at: CGPoint(x: 200, y: 50))
        // Cell 5,001 is in row 1,250, second column: that row at the viewport's top.
        #expect(h.layout.frame(of: 5_001) == CGRect(x: 105, y: 100, width: 90, height: 90))
        #expect(h.layout.frame(of: 5_000) == CGRect(x: 5, y: 100, width: 90, height: 90))
    }
}
