import Foundation

/// LazyHGrid: `LazyVGrid`'s rules with the axes swapped. The rows' heights come from the items and the
/// proposed height (`resolveColumns` on the vertical axis); cells fill each column top to bottom, each
/// proposed its row's height and no width; a column is as wide as its widest cell; cells are centred in
/// their slots unless their item says otherwise. Its children are placed at their slots (`placeInSlots`).
extension LayoutEngine {
    /// The grid's plan for `p`.
    /// A lazy grid (`lazy`) holds only its built columns: they sit after the estimated columns before them, and
    /// the columns after them follow (see `LazyEstimate`).
    func lazyHGridPlan(_ children: [Node], rows items: [GridItem], columnSpacing: CGFloat?, lazy: LazyGridSpec? = nil,
                       _ p: ProposedViewSize) -> ContainerPlan {
        // As a LazyVGrid: when the rows' minimums exceed the proposal, they are resolved again at the
        // grid's own height.
        func extent(_ tracks: [(width: CGFloat, spacing: CGFloat)]) -> CGFloat {
            tracks.enumerated().reduce(0) { $0 + $1.element.width + ($1.offset < tracks.count - 1 ? $1.element.spacing : 0) }
        }
        let chosen = resolveColumns(items, width: p.height)
        let chosenHeight = extent(chosen)
        let rows = chosenHeight.isFinite && chosenHeight > (p.height ?? .infinity) ? resolveColumns(items, width: chosenHeight) : chosen
        guard !rows.isEmpty else { return ContainerPlan(size: .zero, slots: children.map { _ in ChildSlot(origin: .zero, proposal: .zero) }) }
        let alignments: [Alignment] = items.flatMap { item -> [Alignment] in
            if case .adaptive = item.size {
                return Array(repeating: item.alignment ?? .center, count: max(1, rows.count - (items.count - 1)))
            }
            return [item.alignment ?? .center]
        }
        var rowY: [CGFloat] = []
        var y: CGFloat = 0
        for (i, row) in rows.enumerated() {
            rowY.append(y)
            y += row.width + (i < rows.count - 1 ? row.spacing : 0)
        }
        let gap = columnSpacing ?? LayoutEngine.defaultSpacing
        var slots: [ChildSlot] = []
        slots.reserveCapacity(children.count)
        var x: CGFloat = 0
        var start = 0
        while start < children.count {
            let column = start..<min(children.count, start + rows.count)
            let proposals = column.map { ProposedViewSize(width: nil, height: rows[$0 - start].width) }
            let sizes = zip(column, proposals).map { sizeThatFits(children[$0], $1) }
            let width = sizes.map(\.width).max() ?? 0
            for (k, i) in column.enumerated() {
                let slot = CGSize(width: width, height: rows[k].width)
                let alignment = k < alignments.count ? alignments[k] : .center
                let inSlot = alignedOrigin(of: children[i], size: sizes[k], in: slot, alignment: alignment)
                slots.append(ChildSlot(origin: CGPoint(x: x + inSlot.x, y: rowY[k] + inSlot.y), proposal: proposals[k]))
            }
            x += width + (column.upperBound < children.count ? gap : 0)
            start = column.upperBound
        }
        var height = extent(rows)
        if let proposed = p.height, proposed.isFinite, abs(height - proposed) <= 1e-9 * max(1, proposed) { height = proposed }
        guard let lazy else { return ContainerPlan(size: CGSize(width: x, height: height), slots: slots) }
        let estimate = lazy.estimate(columns: rows.count, gap: gap, builtExtent: x)
        for i in slots.indices { slots[i].origin.x += estimate.leading }
        return ContainerPlan(size: CGSize(width: estimate.total, height: height), slots: slots)
    }
}
