import Foundation

/// LazyVGrid: resolves its columns for the proposed width, fills rows left to right, and places its cells
/// in their slots. A grid whose cells only move with it places them while it sizes them (placing ahead);
/// a grid made from another by replacing a few children re-plans from it (see `GridRelayout`).
extension LayoutEngine {
    /// The grid's plan for `p`, remembered on the node with the cells placed ahead, if any: its
    /// predecessor's plan when that still holds, else a fresh one.
    func gridContainerPlan(_ node: Node, columns: [GridItem], spacing: CGFloat?, lazy: LazyGridSpec?, _ p: ProposedViewSize) -> ContainerPlan {
        let memo = node.memo.containerMemo
        if let plan = gridPlanFromPredecessor(node, p) {
            memo?.remember(plan, for: p, token: memoToken)
            return plan
        }
        var placedAhead: [PlacedNode]?
        var plan = gridPlan(node.children, columns: columns, rowSpacing: spacing, p,
                            placeAhead: lazy == nil && placesCellsAhead && node.memo.placesByTranslation && LayoutEngine.placesAhead(for: p),
                            placed: &placedAhead)
        if let lazy {
            // The built rows sit after the estimated rows before them; the rows after them follow.
            let estimate = lazy.estimate(columns: resolveColumns(columns, width: plan.size.width).count, gap: spacing ?? 8,
                                         builtExtent: plan.size.height)
            for i in plan.slots.indices { plan.slots[i].origin.y += estimate.leading }
            plan.size.height = estimate.total
        }
        memo?.remember(plan, for: p, token: memoToken)
        if let placedAhead { memo?.rememberPlacedAhead(placedAhead) }
        return plan
    }

    /// Whether a grid proposed `p` places its cells while it sizes them: not for the zero and infinite
    /// proposals a stack probes with, which are not the proposal it places with.
    static func placesAhead(for p: ProposedViewSize) -> Bool {
        func final(_ value: CGFloat?) -> Bool { value.map { $0 != 0 && $0.isFinite } ?? true }
        return final(p.width) && final(p.height)
    }

    /// The widths of a grid's columns and the space after each, for an available width.
    func resolveColumns(_ items: [GridItem], width: CGFloat?) -> [(width: CGFloat, spacing: CGFloat)] {
        LayoutEngine.resolveColumns(items, width: width)
    }

    /// The widths of a grid's columns and the space after each, for an available width.
    static func resolveColumns(_ items: [GridItem], width: CGFloat?) -> [(width: CGFloat, spacing: CGFloat)] {
        var columns: [(width: CGFloat, spacing: CGFloat)] = []
        let betweenItems = items.dropLast().reduce(0) { $0 + ($1.spacing ?? 8) }
        let fixed = items.reduce(0) { total, item in
            if case .fixed(let w) = item.size { return total + w }
            return total
        }
        var remaining = (width ?? 0) - fixed - betweenItems
        var flexibleLeft = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
        for item in items {
            let gap = item.spacing ?? 8
            switch item.size {
            case .fixed(let w):
                columns.append((w, gap))
            case .flexible(let lo, let hi):
                let share = width == nil ? lo : remaining / CGFloat(flexibleLeft)
                let w = max(lo, min(hi, share))
                columns.append((w, gap))
                remaining -= w
                flexibleLeft -= 1
            case .adaptive(let lo, let hi):
                let share = width == nil ? lo : max(0, remaining / CGFloat(flexibleLeft))
                let count = GridItem.adaptiveColumnCount(width: share, minimum: lo, spacing: gap)
                // The minimum only decides how many items fit: in a column narrower than it, the one item
                // is as narrow as the column (objc.io, "SwiftUI's Grid Views").
                let w = max(0, min(hi, (share - CGFloat(count - 1) * gap) / CGFloat(count)))
                for _ in 0..<count { columns.append((w, gap)) }
                remaining -= w * CGFloat(count) + gap * CGFloat(count - 1)
                flexibleLeft -= 1
            }
        }
        return columns
    }

    /// LazyVGrid: cells fill rows left to right, each proposed its column's width; rows are as tall
    /// as their tallest cell; cells are centred in their slots unless their item says otherwise.
    func gridPlan(_ children: [Node], columns items: [GridItem], rowSpacing: CGFloat?, _ p: ProposedViewSize,
                  placeAhead: Bool = false, placed: inout [PlacedNode]?) -> ContainerPlan {
        // The grid chooses its width from the proposal, then resolves its columns again against that width:
        // when the columns' minimums exceed the proposal, the flexible columns share the grid's own width.
        let chosen = resolveColumns(items, width: p.width)
        let chosenWidth = chosen.enumerated().reduce(0) { $0 + $1.element.width + ($1.offset < chosen.count - 1 ? $1.element.spacing : 0) }
        let columns = chosenWidth.isFinite && chosenWidth > (p.width ?? .infinity) ? resolveColumns(items, width: chosenWidth) : chosen
        guard !columns.isEmpty else { return ContainerPlan(size: .zero, slots: children.map { _ in ChildSlot(origin: .zero, proposal: .zero) }) }
        let itemAlignment: [Alignment] = items.flatMap { item -> [Alignment] in
            if case .adaptive = item.size {
                return Array(repeating: item.alignment ?? .center, count: max(1, columns.count - (items.count - 1)))
            }
            return [item.alignment ?? .center]
        }
        var columnX: [CGFloat] = []
        var x: CGFloat = 0
        for (i, column) in columns.enumerated() {
            columnX.append(x)
            x += column.width + (i < columns.count - 1 ? column.spacing : 0)
        }
        let gap = rowSpacing ?? 8
        var slots: [ChildSlot] = []
        slots.reserveCapacity(children.count)
        // Placing a row's cells right after sizing them, at the grid's own origin, finds their nodes still
        // in the cache; the grid's placement then moves them where it is. Placing ahead remembers no
        // placement, so the placed cells have a single owner and move in place.
        var placer: LayoutEngine?
        var placedCells: [PlacedNode] = []
        if placeAhead {
            var engine = self
            engine.remembersPlacements = false
            placer = engine
            placedCells.reserveCapacity(children.count)
        }
        defer { if placeAhead { placed = placedCells } }
        var y: CGFloat = 0
        var rowStart = 0
        while rowStart < children.count {
            let row = rowStart..<min(children.count, rowStart + columns.count)
            let proposals = row.map { ProposedViewSize(width: columns[$0 - rowStart].width, height: nil) }
            let sizes = zip(row, proposals).map { sizeThatFits(children[$0], $1) }
            let height = sizes.map(\.height).max() ?? 0
            for (k, i) in row.enumerated() {
                let slot = CGSize(width: columns[k].width, height: height)
                let alignment = k < itemAlignment.count ? itemAlignment[k] : .center
                let inSlot = alignedOrigin(of: children[i], size: sizes[k], in: slot, alignment: alignment)
                slots.append(ChildSlot(origin: CGPoint(x: columnX[k] + inSlot.x, y: y + inSlot.y), proposal: proposals[k]))
            }
            if let ahead = placer {
                for i in row {
                    placedCells.append(ahead.place(children[i], at: slots[i].origin, proposal: slots[i].proposal, context: .gridCell))
                }
            }
            y += height + (row.upperBound < children.count ? gap : 0)
            rowStart = row.upperBound
        }
        // Columns that fill the proposed width report exactly that width, not a sum with rounding noise.
        var width = columns.count == chosen.count && columns.elementsEqual(chosen, by: { $0.width == $1.width }) ? x : chosenWidth
        if let proposed = p.width, proposed.isFinite, abs(width - proposed) <= 1e-9 * max(1, proposed) { width = proposed }
        return ContainerPlan(size: CGSize(width: width, height: y), slots: slots)
    }

    /// Places a grid at `frame`: the cells placed ahead, moved to the frame, or each cell at its slot.
    func placeGrid(_ node: Node, frame: CGRect, proposal: ProposedViewSize, context: PlacementContext) -> PlacedNode {
        let plan = containerPlan(node, proposal)
        if let cells = node.memo.containerMemo?.takePlacedAhead(for: plan) {
            return PlacedNode(node: node, frame: frame, safeArea: context.safeArea,
                              children: cells.translated(by: frame.origin, safeArea: context.safeArea))
        }
        let count = min(node.childCount, plan.slots.count)
        let children = [PlacedNode](unsafeUninitializedCapacity: count) { buffer, initialized in
            for i in 0..<count {
                (buffer.baseAddress! + i).initialize(to: placeCell(node.children[i], slot: plan.slots[i], gridOrigin: frame.origin,
                                                                   context: context))
                initialized = i + 1
            }
        }
        return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: children)
    }

    /// Places a grid's cell in its slot of a grid at `origin`. A cell whose placement only moves with it is
    /// placed at its slot relative to the grid and then moved, as cells placed ahead while the grid is
    /// sized are (see `gridPlan`), so either way gives the same frames to the last bit.
    func placeCell(_ cell: Node, slot: ChildSlot, gridOrigin origin: CGPoint, context: PlacementContext) -> PlacedNode {
        guard cell.memo.placesByTranslation else {
            return place(cell, at: CGPoint(x: origin.x + slot.origin.x, y: origin.y + slot.origin.y), proposal: slot.proposal,
                         context: context)
        }
        var placed = place(cell, at: slot.origin, proposal: slot.proposal, context: .gridCell)
        placed.translate(by: origin, safeArea: context.safeArea)
        return placed
    }
}
