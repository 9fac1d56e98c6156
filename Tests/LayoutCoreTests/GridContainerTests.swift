import Foundation
import LayoutCore
import Testing

/// `LazyHGrid`, and `Grid` with `GridRow`, `gridCellColumns`, `gridColumnAlignment` and `gridCellAnchor`,
/// with SwiftUI's rules and where they come from.
@Suite struct GridContainerTests {
    let engine = LayoutEngine()

    @Test func lazyHGridFillsColumnsTopToBottom() {
        // Apple's LazyHGrid: rows from the GridItems, cells filling each column top to bottom, columns
        // `spacing` apart. Two fixed rows of 40 (8 apart); a column is as wide as its widest cell, and a
        // narrower cell is centred in its slot.
        let view = LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 10) {
            ForEach(0..<3) { i in Color.red.frame(width: 30 + CGFloat(i) * 10).id(i) }
        }.id("grid")
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 200, height: 200)))
        #expect(result.frame(of: "grid") == CGRect(x: 50, y: 56, width: 100, height: 88))
        #expect(result.frame(of: 0) == CGRect(x: 55, y: 56, width: 30, height: 40))
        #expect(result.frame(of: 1) == CGRect(x: 50, y: 104, width: 40, height: 40))
        #expect(result.frame(of: 2) == CGRect(x: 100, y: 56, width: 50, height: 40))
    }

    @Test func lazyHGridSharesTheHeightAmongFlexibleRows() {
        // Apple's GridItem.Size.flexible: "the size of this item is the size of the grid with spacing and
        // inflexible items removed, divided by the number of flexible items", and a GridItem's spacing is
        // 8 by default: two flexible rows share 100 − 8, 46 each. A cell is proposed its row's height and
        // no width, and a colour proposed no width takes its ideal 10 points (SwiftUI's ideal size for a
        // shape or colour, as objc.io's "Thinking in SwiftUI" records).
        let view = LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())]) {
            Color.red.id("top")
            Color.blue.id("bottom")
        }
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 100, height: 100)))
        #expect(result.frame(of: "top") == CGRect(x: 45, y: 0, width: 10, height: 46))
        #expect(result.frame(of: "bottom") == CGRect(x: 45, y: 54, width: 10, height: 46))
    }

    @Test func gridSizesColumnsByTheWidestCellAndRowsByTheTallest() {
        // Apple's Grid: the first view of each GridRow is in the first column, and so on; a view outside a
        // GridRow is a row that spans every column. The rule is marked gridCellUnsizedAxes(.horizontal)
        // (Apple's gridCellUnsizedAxes(_:): it then does not size the grid), so the cells alone do: columns
        // of 60 and 50, 8 apart; rows of 20, 1 and 10, 8 apart: 118 × 47, centred in 300 × 300.
        let view = Grid {
            GridRow(alignment: .bottom) {
                Color.red.frame(width: 30, height: 10).id("a")
                Color.red.frame(width: 50, height: 20).id("b")
            }
            Color.blue.frame(height: 1).id("rule").gridCellUnsizedAxes(.horizontal)
            GridRow {
                Color.red.frame(width: 60, height: 10).id("c")
                Color.red.frame(width: 20, height: 10).id("d")
            }
        }.id("grid")
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 300, height: 300)))
        #expect(result.frame(of: "grid") == CGRect(x: 91, y: 126.5, width: 118, height: 47))
        #expect(result.frame(of: "a") == CGRect(x: 106, y: 136.5, width: 30, height: 10)) // centred, row aligned .bottom
        #expect(result.frame(of: "b") == CGRect(x: 159, y: 126.5, width: 50, height: 20))
        #expect(result.frame(of: "rule") == CGRect(x: 91, y: 154.5, width: 118, height: 1))
        #expect(result.frame(of: "c") == CGRect(x: 91, y: 163.5, width: 60, height: 10))
        #expect(result.frame(of: "d") == CGRect(x: 174, y: 163.5, width: 20, height: 10))
    }

    /// Apple's Divider example (the `Grid` and `gridCellUnsizedAxes(_:)` documentation): two rows of two
    /// cells with a `Divider` between them. Here 50×20 and 20×20 colours stand in for "Hello" and the
    /// globe, 20×20 and 50×20 for the waving hand and "World".
    func dividerExample(unsized: Bool) -> some View {
        Grid {
            GridRow {
                Color.red.frame(width: 50, height: 20).id("hello")
                Color.red.frame(width: 20, height: 20).id("globe")
            }
            Divider().id("divider").gridCellUnsizedAxes(unsized ? .horizontal : [])
            GridRow {
                Color.red.frame(width: 20, height: 20).id("hand")
                Color.red.frame(width: 50, height: 20).id("world")
            }
        }.id("grid")
    }

    @Test func aDividerOutsideARowWidensTheGridToTheWidthOffered() {
        // Apple: the Divider "takes up as much space as the grid offers", so the grid is as wide as it is
        // offered (300), not as its cells need (50 + 8 + 50 = 108). HeroSim's rule (inferred, Apple gives
        // no numbers): the two columns widen by equal shares of the 192 points, to 146 each, and the cells
        // stay centred in them. Rows 20, 1 and 20, 8 apart: 57 high, centred in 300.
        let result = engine.layout(dividerExample(unsized: false), in: LayoutHost(size: CGSize(width: 300, height: 300)))
        #expect(result.frame(of: "grid") == CGRect(x: 0, y: 121.5, width: 300, height: 57))
        #expect(result.frame(of: "divider") == CGRect(x: 0, y: 149.5, width: 300, height: 1))
        #expect(result.frame(of: "hello") == CGRect(x: 48, y: 121.5, width: 50, height: 20))
        #expect(result.frame(of: "globe") == CGRect(x: 217, y: 121.5, width: 20, height: 20))
        #expect(result.frame(of: "hand") == CGRect(x: 63, y: 158.5, width: 20, height: 20))
        #expect(result.frame(of: "world") == CGRect(x: 202, y: 158.5, width: 50, height: 20))
    }

    @Test func anUnsizedDividerTakesTheWidthOfTheCells() {
        // Apple: with .gridCellUnsizedAxes(.horizontal) the Divider does not size the grid: the grid is as
        // wide as its cells need, 108, and the divider takes that width.
        let result = engine.layout(dividerExample(unsized: true), in: LayoutHost(size: CGSize(width: 300, height: 300)))
        #expect(result.frame(of: "grid") == CGRect(x: 96, y: 121.5, width: 108, height: 57))
        #expect(result.frame(of: "divider") == CGRect(x: 96, y: 149.5, width: 108, height: 1))
        #expect(result.frame(of: "hello") == CGRect(x: 96, y: 121.5, width: 50, height: 20))
        #expect(result.frame(of: "globe") == CGRect(x: 169, y: 121.5, width: 20, height: 20))
    }

    @Test func anUnsizedColourInARowTakesItsColumnsWidthWithoutSizingIt() {
        // gridCellUnsizedAxes(.horizontal) on a Color in a row: "prevents a flexible view like a Spacer,
        // Divider, or Color from defining the size of a row or column" (Apple). Its column is as wide as
        // the 40-point cell under it, and the colour takes 40 × 10.
        let view = Grid {
            GridRow { Color.blue.frame(height: 10).id("colour").gridCellUnsizedAxes(.horizontal) }
            GridRow { Color.red.frame(width: 40, height: 10).id("cell") }
        }.id("grid")
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 300, height: 100)))
        #expect(result.frame(of: "grid") == CGRect(x: 130, y: 36, width: 40, height: 28))
        #expect(result.frame(of: "colour") == CGRect(x: 130, y: 36, width: 40, height: 10))
    }

    @Test func flexibleCellsShareTheGridAsInAStack() {
        // "A grid and its rows behave something like a collection of HStack instances wrapped in a VStack"
        // (Apple's Grid): two colours share 300 − 8; a fixed 50 cell goes first and the colour takes the rest.
        let host = LayoutHost(size: CGSize(width: 300, height: 100))
        let even = engine.layout(Grid { GridRow { Color.red.id("l"); Color.blue.id("r") } }, in: host)
        #expect(even.frame(of: "l") == CGRect(x: 0, y: 0, width: 146, height: 100))
        #expect(even.frame(of: "r") == CGRect(x: 154, y: 0, width: 146, height: 100))
        let mixed = engine.layout(Grid { GridRow { Color.red.id("l"); Color.blue.frame(width: 50).id("r") } }, in: host)
        #expect(mixed.frame(of: "l") == CGRect(x: 0, y: 0, width: 242, height: 100))
        #expect(mixed.frame(of: "r") == CGRect(x: 250, y: 0, width: 50, height: 100))
    }

    @Test func cellsSpanColumnsAndAlignByColumnAnchorAndGrid() {
        // Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2). gridColumnAlignment
        // aligns every cell of its column; gridCellAnchor puts a cell's own point on its slot's;
        // gridCellColumns(2) spans two columns (40 + 4 + 30 = 74) and does not size them.
        // Columns 40, 30, 30; rows 20, 10, 6: 108 × 40, centred in 200 × 100 at (46, 30).
        let view = Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow {
                Color.red.frame(width: 40, height: 20).id("a")
                Color.red.frame(width: 10, height: 10).id("b").gridColumnAlignment(.trailing)
                Color.red.frame(width: 30, height: 10).id("c")
            }
            GridRow {
                Color.red.frame(width: 20, height: 10).id("d")
                Color.red.frame(width: 30, height: 10).id("e")
                Color.red.frame(width: 10, height: 4).id("f").gridCellAnchor(.bottomTrailing)
            }
            GridRow {
                Color.blue.frame(width: 20, height: 6).id("g").gridCellColumns(2)
                Color.red.frame(width: 6, height: 6).id("h")
            }
        }.id("grid")
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 200, height: 100)))
        #expect(result.frame(of: "grid") == CGRect(x: 46, y: 30, width: 108, height: 40))
        #expect(result.frame(of: "a") == CGRect(x: 46, y: 30, width: 40, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 110, y: 30, width: 10, height: 10))
        #expect(result.frame(of: "c") == CGRect(x: 124, y: 30, width: 30, height: 10))
        #expect(result.frame(of: "e") == CGRect(x: 90, y: 52, width: 30, height: 10))
        #expect(result.frame(of: "f") == CGRect(x: 144, y: 58, width: 10, height: 4))
        #expect(result.frame(of: "g") == CGRect(x: 46, y: 64, width: 20, height: 6))
        #expect(result.frame(of: "h") == CGRect(x: 124, y: 64, width: 6, height: 6))
    }
}
