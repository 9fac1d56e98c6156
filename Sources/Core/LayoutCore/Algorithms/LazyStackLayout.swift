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
        let estimate = LazyStackEstimate(spec, builtExtent: built.size[axis])
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

/// Where a lazy stack's built items sit along its axis: after the estimated length of the items before
/// them, with the estimated length of the items after them following.
package struct LazyStackEstimate {
    /// The length one item not built is taken to have, with the gap after it.
    package let pitch: CGFloat
    /// The length before the first built item.
    package let leading: CGFloat
    /// The length of the built items.
    package let builtExtent: CGFloat
    /// The whole length along the axis.
    package let total: CGFloat

    /// The estimate for `spec` when its built items are `builtExtent` long.
    package init(_ spec: LazyStackSpec, builtExtent: CGFloat) {
        let gap = spec.spacing ?? LayoutEngine.defaultSpacing
        let count = spec.builtItems.count
        pitch = count > 0 ? (builtExtent + gap) / CGFloat(count) : 0
        leading = CGFloat(spec.builtItems.lowerBound) * pitch
        self.builtExtent = builtExtent
        total = max(0, leading + builtExtent + CGFloat(spec.itemCount - spec.builtItems.upperBound) * pitch - (count == 0 ? gap : 0))
    }
}

extension LazyStackSpec {
    /// The most items one lazy stack builds at a time.
    package static let maximumBuiltItems = 2_000

    /// The items to build so that the part of the stack placed at `frame` seen through `visible` (host
    /// coordinates) is covered, with half the visible length built beyond it on each side; nil when the
    /// built items already cover what is seen.
    package func itemsToBuild(frame: CGRect, builtExtent: CGFloat, visible: CGRect) -> Range<Int>? {
        guard itemCount > 0 else { return nil }
        let estimate = LazyStackEstimate(self, builtExtent: builtExtent)
        let start = visible.origin[axis] - frame.origin[axis]
        let end = start + visible.size[axis]
        let seenStart = max(0, start), seenEnd = min(frame.size[axis], end)
        if builtItems.isEmpty {
            guard seenEnd >= seenStart else { return nil }
            return 0..<min(itemCount, 16)
        }
        guard seenEnd > seenStart else { return nil }
        let builtStart = estimate.leading, builtEnd = estimate.leading + builtExtent
        let coversStart = builtItems.lowerBound == 0 || builtStart <= seenStart
        let coversEnd = builtItems.upperBound == itemCount || builtEnd >= seenEnd
        if coversStart, coversEnd { return nil }
        let margin = (seenEnd - seenStart) / 2
        var wanted: Range<Int>
        if estimate.pitch > 0 {
            let first = Int(max(0, ((seenStart - margin) / estimate.pitch).rounded(.down)))
            let last = Int(min(Double(itemCount), Double(((seenEnd + margin) / estimate.pitch).rounded(.up))))
            wanted = min(first, itemCount - 1)..<max(min(first, itemCount - 1) + 1, last)
        } else {
            // Items of no length tell nothing about where the others are: build further along.
            wanted = builtItems.lowerBound..<min(itemCount, builtItems.upperBound + 64)
        }
        if wanted.count > LazyStackSpec.maximumBuiltItems {
            wanted = wanted.lowerBound..<(wanted.lowerBound + LazyStackSpec.maximumBuiltItems)
        }
        return wanted == builtItems ? nil : wanted
    }
}
