import Foundation
import Headless
import LayoutCore
import Testing
@testable import ViewRuntime

/// A horizontal scroll view of `count` 90 × 90 cells in four 100-point rows (10 between columns), in a 400 × 400
/// window: a LazyVGrid of `LazyGridTests` on its side.
private struct Cells: View {
    let count: Int
    let counter: BuildCounter
    var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: Array(repeating: GridItem(.fixed(90), spacing: 10), count: 4), spacing: 10) {
                ForEach(0..<count, id: \.self) { index in
                    Color.blue.frame(width: 90, height: 90).id(index).onAppear { counter.built.insert(index) }
                }
            }
        }
    }
}

/// LazyHGrid in a runtime builds whole columns near what is seen, as SwiftUI's lazy grids do; without one it
/// builds every cell.
@Suite struct LazyHGridTests {
    @Test func onlyTheColumnsNearTheViewportAreBuilt() {
        let counter = BuildCounter()
        let h = HeadlessHost(Cells(count: 10_000, counter: counter), size: CGSize(width: 400, height: 400))
        // The first 48 cells (12 columns of 4, 1,190 points) cover the 400 seen and 200 beyond.
        #expect(counter.built == Set(0..<48))
        // The grid is 390 tall (four 90s, three 10s), centred: cells fill a column top to bottom at y 5, 105, ...
        #expect(h.layout.frame(of: 0) == CGRect(x: 0, y: 5, width: 90, height: 90))
        #expect(h.layout.frame(of: 5) == CGRect(x: 100, y: 105, width: 90, height: 90))
        #expect(h.layout.frame(of: 48) == nil)
    }

    @Test func scrollingBuildsTheColumnsThatComeIntoView() {
        let counter = BuildCounter()
        let h = HeadlessHost(Cells(count: 10_000, counter: counter), size: CGSize(width: 400, height: 400))
        // Columns are 100 apart: scroll to column 1,000 (cell 4,000) at the leading edge.
        h.scroll(by: CGSize(width: 100_000, height: 0), at: CGPoint(x: 200, y: 200))
        #expect(h.layout.frame(of: 4_000) == CGRect(x: 0, y: 5, width: 90, height: 90))
        #expect(h.layout.frame(of: 4_013) == CGRect(x: 300, y: 105, width: 90, height: 90))
        // Seen: columns 1,000...1,003; with 200 each side: columns 998..<1,006, cells 3,992..<4,024, whole columns.
        #expect((3_992..<4_024).allSatisfy { h.layout.frame(of: $0) != nil })
        #expect(h.layout.frame(of: 3_991) == nil && h.layout.frame(of: 4_024) == nil)
        #expect(counter.built.isSuperset(of: Set(3_992..<4_024)))
    }

    @Test func withoutARuntimeEveryCellIsLaidOut() {
        let grid = LazyHGrid(rows: Array(repeating: GridItem(.fixed(90), spacing: 10), count: 4), spacing: 10) {
            ForEach(0..<200, id: \.self) { Color.blue.frame(width: 90, height: 90).id($0) }
        }
        let result = LayoutEngine().layout(grid, in: LayoutHost(size: CGSize(width: 400, height: 400)))
        // 50 columns, 4,990 wide, centred in 400; cell 199 is the last column's last row.
        #expect(result.frame(of: 199) == CGRect(x: (400 - 4_990) / 2 + 4_900, y: 305, width: 90, height: 90))
    }

    @Test func scrollToFindsACellNotBuiltYet() {
        struct Jump: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Color.gray.frame(height: 100).onTapGesture { proxy.scrollTo(5_001, anchor: .leading) }
                        ScrollView(.horizontal) {
                            LazyHGrid(rows: Array(repeating: GridItem(.fixed(90), spacing: 10), count: 2), spacing: 10) {
                                ForEach(0..<10_000, id: \.self) { Color.blue.frame(width: 90, height: 90).id($0) }
                            }
                        }
                    }
                }
            }
        }
        let h = HeadlessHost(Jump(), size: CGSize(width: 400, height: 400))
        // The stack is 290 tall (100 and the 190-point grid), centred: the grid from y 155.
        h.tap(at: CGPoint(x: 200, y: 105))
        // Cell 5,001 is in column 2,500, second row: that column at the viewport's leading edge.
        #expect(h.layout.frame(of: 5_001) == CGRect(x: 0, y: 255, width: 90, height: 90))
        #expect(h.layout.frame(of: 5_000) == CGRect(x: 0, y: 155, width: 90, height: 90))
    }
}
