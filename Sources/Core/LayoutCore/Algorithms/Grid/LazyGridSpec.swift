import Foundation

/// Which items of a `LazyVGrid` the runtime built: the grid's children are those items, in whole rows
/// from `builtItems.lowerBound`, and the rows of the other items are estimated (see `LazyEstimate`).
package struct LazyGridSpec: Hashable {
    /// How many items the grid has, built or not.
    package var itemCount: Int
    /// The built items.
    package var builtItems: Range<Int>

    /// A lazy grid of `itemCount` items of which `builtItems` are built.
    package init(itemCount: Int, builtItems: Range<Int>) {
        self.itemCount = itemCount
        self.builtItems = builtItems
    }

    /// Where the built rows sit in a grid of `columns` columns, `gap` between rows, the built rows
    /// `builtExtent` tall.
    package func estimate(columns: Int, gap: CGFloat, builtExtent: CGFloat) -> LazyEstimate {
        LazyEstimate(itemCount: itemCount, builtItems: builtItems, perRow: columns, gap: gap, builtExtent: builtExtent)
    }
}

extension LayoutEngine {
    /// How many columns a grid of `items` has at `width`.
    package static func gridColumnCount(_ items: [GridItem], width: CGFloat) -> Int {
        resolveColumns(items, width: width).count
    }
}
