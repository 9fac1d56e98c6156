import Foundation

/// What a lazy stack lays out with: its stack's parameters and which of its items are built.
package struct LazyStackSpec {
    /// The stack's axis.
    package var axis: Axis
    /// How the items line up across the axis.
    package var alignment: AlignmentKey
    /// The space between items (nil: the default spacing).
    package var spacing: CGFloat?
    /// How many items the stack has, built or not.
    package var itemCount: Int
    /// The built items: their children are the node's children, in order.
    package var builtItems: Range<Int>

    /// A lazy stack of `itemCount` items of which `builtItems` are built.
    package init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, itemCount: Int, builtItems: Range<Int>) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.itemCount = itemCount
        self.builtItems = builtItems
    }
}

/// `LazyVStack` / `LazyHStack`: the built items are laid out as a stack's children at their ideal length
/// along the axis; the items before and after them take the built items' average length each (as
/// SwiftUI estimates the items it has not made). Across the axis the stack takes the whole proposal, and
/// the items line up in it by the stack's alignment.
extension LayoutEngine {
    /// The lazy stack's size and the built children's slots for `p`.
    func lazyStackPlan(_ children: [Node], _ spec: LazyStackSpec, _ p: ProposedViewSize) -> ContainerPlan {
        let axis = spec.axis, cross = axis.other
        var q = p
        q[axis] = nil
        let built = stackPlan(children, axis: axis, alignment: spec.alignment, spacing: spec.spacing, q)
        let estimate = spec.estimate(builtExtent: built.size[axis])
        let crossLength = p[cross] ?? built.size[cross]
        // The row of built items lines up in the whole cross length as a stack's children line up in it.
        let shift = ViewDimensions(size: CGSize(axis: axis, major: 0, minor: crossLength)).value(spec.alignment)
            - ViewDimensions(size: CGSize(axis: axis, major: 0, minor: built.size[cross])).value(spec.alignment)
        var slots = built.slots
        for i in slots.indices {
            slots[i].origin[axis] += estimate.leading
            slots[i].origin[cross] += shift
        }
        return ContainerPlan(size: CGSize(axis: axis, major: estimate.total, minor: crossLength), slots: slots)
    }
}

/// Where a lazy container's built items sit along its axis, row by row (a stack's row is one item, a
/// grid's is as many items as it has columns): after the estimated length of the rows before them, with
/// the estimated length of the rows after them following. A row not built is taken to be as long as the
/// built rows are on average.
package struct LazyEstimate {
    /// How many items a row holds.
    package let perRow: Int
    /// The length one row not built is taken to have, with the gap after it.
    package let pitch: CGFloat
    /// The length before the first built row.
    package let leading: CGFloat
    /// The length of the built rows.
    package let builtExtent: CGFloat
    /// The whole length along the axis.
    package let total: CGFloat

    /// The estimate for `itemCount` items in rows of `perRow`, of which `builtItems` (starting a row) are
    /// built and `builtExtent` long, with `gap` between rows.
    package init(itemCount: Int, builtItems: Range<Int>, perRow: Int, gap: CGFloat, builtExtent: CGFloat) {
        let perRow = max(1, perRow)
        self.perRow = perRow
        let builtRows = (builtItems.count + perRow - 1) / perRow
        let rows = (itemCount + perRow - 1) / perRow
        let firstRow = builtItems.lowerBound / perRow
        pitch = builtRows > 0 ? (builtExtent + gap) / CGFloat(builtRows) : 0
        leading = CGFloat(firstRow) * pitch
        self.builtExtent = builtExtent
        total = max(0, leading + builtExtent + CGFloat(rows - firstRow - builtRows) * pitch - (builtRows == 0 ? gap : 0))
    }

    /// The items to build so that the part placed from `start` to `end` along the axis (relative to the
    /// container's own origin, `length` long) that is seen is covered, with half the seen length built
    /// beyond it on each side, whole rows at a time; nil when the built items already cover what is seen.
    package func itemsToBuild(itemCount: Int, builtItems: Range<Int>, seen start: CGFloat, _ end: CGFloat, length: CGFloat) -> Range<Int>? {
        guard itemCount > 0 else { return nil }
        let seenStart = max(0, start), seenEnd = min(length, end)
        let aligned = builtItems.lowerBound % perRow == 0
        if builtItems.isEmpty {
            guard seenEnd >= seenStart else { return nil }
            return 0..<min(itemCount, LazyEstimate.firstBuild(perRow: perRow))
        }
        guard seenEnd > seenStart else { return aligned ? nil : realigned(builtItems, itemCount: itemCount) }
        let coversStart = builtItems.lowerBound == 0 || leading <= seenStart
        let coversEnd = builtItems.upperBound == itemCount || leading + builtExtent >= seenEnd
        if coversStart, coversEnd, aligned { return nil }
        let margin = (seenEnd - seenStart) / 2
        var wanted: Range<Int>
        if pitch > 0 {
            let rows = (itemCount + perRow - 1) / perRow
            let firstRow = min(rows - 1, Int(max(0, ((seenStart - margin) / pitch).rounded(.down))))
            let endRow = Int(min(Double(rows), Double(((seenEnd + margin) / pitch).rounded(.up))))
            wanted = (firstRow * perRow)..<min(itemCount, max(firstRow + 1, endRow) * perRow)
        } else {
            // Rows of no length tell nothing about where the others are: build further along.
            let first = builtItems.lowerBound / perRow * perRow
            wanted = first..<min(itemCount, builtItems.upperBound + 64 * perRow)
        }
        let most = max(perRow, LazyStackSpec.maximumBuiltItems / perRow * perRow)
        if wanted.count > most { wanted = wanted.lowerBound..<(wanted.lowerBound + most) }
        return wanted == builtItems ? nil : wanted
    }

    /// `items` moved back to start a row.
    private func realigned(_ items: Range<Int>, itemCount: Int) -> Range<Int> {
        let first = items.lowerBound / perRow * perRow
        return first..<min(itemCount, first + items.count)
    }

    /// How many items a lazy container builds before it knows where it is seen: 16 rows of a stack, 48
    /// cells of a grid (its columns are not known before its layout).
    package static func firstBuild(perRow: Int) -> Int { perRow <= 1 ? 16 : firstGridBuild }

    /// How many cells a lazy grid builds before it knows where it is seen.
    package static let firstGridBuild = 48
}

extension LazyStackSpec {
    /// The most items one lazy container builds at a time.
    package static let maximumBuiltItems = 2_000

    /// The estimate of where the built items sit, when they are `builtExtent` long.
    package func estimate(builtExtent: CGFloat) -> LazyEstimate {
        LazyEstimate(itemCount: itemCount, builtItems: builtItems, perRow: 1, gap: spacing ?? LayoutEngine.defaultSpacing, builtExtent: builtExtent)
    }

    /// The items to build so that the part of the stack placed at `frame` seen through `visible` (host
    /// coordinates) is covered, with half the visible length built beyond it on each side; nil when the
    /// built items already cover what is seen.
    package func itemsToBuild(frame: CGRect, builtExtent: CGFloat, visible: CGRect) -> Range<Int>? {
        let start = visible.origin[axis] - frame.origin[axis]
        return estimate(builtExtent: builtExtent)
            .itemsToBuild(itemCount: itemCount, builtItems: builtItems, seen: start, start + visible.size[axis], length: frame.size[axis])
    }
}
