import Foundation

/// `Grid` and `GridRow`: the columns share the proposed width and the rows the proposed height as a
/// stack's children share its length: the least flexible first, each offered an equal share of what is
/// left and taking what its widest (or tallest) cell takes of it. A cell that spans several columns, and a
/// view outside a `GridRow` (which spans them all), is then offered what the grid is offered less the
/// columns it does not span; where it takes more than its columns make, they widen by equal shares of the
/// difference, so a flexible view outside a row (a `Divider`) widens the grid to the width offered, as
/// Apple's `gridCellUnsizedAxes(_:)` documentation describes. A view marked `gridCellUnsizedAxes` sizes no
/// column (horizontal) or row (vertical) and takes the size the others give its cell. A cell is aligned
/// in its slot by its anchor, else by its column's alignment and its row's, else by the grid's. Placement
/// puts each row at its slot with its cells at theirs (`placeCellGrid`).
extension LayoutEngine {
    /// One view of a grid: which child it is, its column, how many columns it spans and its traits.
    struct GridCellEntry {
        var node: Node
        var column: Int
        var span: Int
        var traits: GridCellTraits
    }

    /// The grid's rows of cells, in order, and its number of columns.
    func gridTable(_ children: [Node]) -> (rows: [[GridCellEntry]], isRow: [Bool], columns: Int) {
        var rows: [[GridCellEntry]] = []
        var isRow: [Bool] = []
        var columns = 1
        for child in children {
            guard case .gridRow = child.kind else {
                rows.append([GridCellEntry(node: child, column: 0, span: 0, traits: gridCellTraits(child))])
                isRow.append(false)
                continue
            }
            var column = 0
            var cells: [GridCellEntry] = []
            for cell in child.children {
                let traits = gridCellTraits(cell)
                let span = traits.columns ?? 1
                cells.append(GridCellEntry(node: cell, column: column, span: span, traits: traits))
                column += span
            }
            columns = max(columns, column)
            rows.append(cells)
            isRow.append(true)
        }
        // A view outside a row spans every column.
        for index in rows.indices where !isRow[index] { rows[index][0].span = columns }
        return (rows, isRow, columns)
    }

    /// The grid-cell traits set on `node` or on the modifiers inside it, the outermost winning.
    func gridCellTraits(_ node: Node) -> GridCellTraits {
        var traits = GridCellTraits()
        var current = node
        while true {
            switch current.kind {
            case .gridCell(let set):
                traits.columns = traits.columns ?? set.columns
                traits.columnAlignment = traits.columnAlignment ?? set.columnAlignment
                traits.anchor = traits.anchor ?? set.anchor
                traits.unsizedAxes = traits.unsizedAxes ?? set.unsizedAxes
            case .zstack, .stack, .grid, .lazyHGrid, .cellGrid, .gridRow, .geometryReader:
                return traits
            default:
                break
            }
            guard let child = current.firstChild else { return traits }
            current = child
        }
    }

    /// Shares `length` (or, for `nil`, gives each track its ideal) among tracks as a stack shares its
    /// length: `size(track, offer)` is what a track takes of an offer (its widest or tallest cell's answer).
    func shareTracks(count: Int, length: CGFloat?, spacing: CGFloat, size: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        var tracks = [CGFloat](repeating: 0, count: count)
        guard let length else {
            for track in 0..<count { tracks[track] = size(track, nil) }
            return tracks
        }
        let flexibility = (0..<count).map { size($0, .infinity) - size($0, 0) }
        let order = (0..<count).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        var remaining = length - spacing * CGFloat(max(0, count - 1))
        var left = count
        for track in order {
            let taken = size(track, max(0, remaining / CGFloat(left)))
            tracks[track] = taken
            remaining -= taken
            left -= 1
        }
        return tracks
    }

    /// The grid's plan for `p`: for each child, a row's slot (its origin and the grid's width and its
    /// height as its proposal) followed by the slots of its cells, or the slot of a view outside a row;
    /// every origin relative to the grid.
    func cellGridPlan(_ children: [Node], _ spec: GridSpec, _ p: ProposedViewSize) -> ContainerPlan {
        guard !children.isEmpty else { return ContainerPlan(size: .zero, slots: []) }
        let table = gridTable(children)
        let hGap = spec.horizontalSpacing ?? LayoutEngine.defaultSpacing
        let vGap = spec.verticalSpacing ?? LayoutEngine.defaultSpacing
        // Columns: sized by the cells that span one column, then widened for the cells that span several.
        var columnCells = [[Node]](repeating: [], count: table.columns)
        var columnAlignment = [HorizontalAlignment?](repeating: nil, count: table.columns)
        for row in table.rows {
            for cell in row where cell.span == 1 && cell.column < table.columns {
                if columnAlignment[cell.column] == nil { columnAlignment[cell.column] = cell.traits.columnAlignment }
                if !cell.traits.isUnsized(.horizontal) { columnCells[cell.column].append(cell.node) }
            }
        }
        var widths = shareTracks(count: table.columns, length: p.width, spacing: hGap) { column, offer in
            columnCells[column].reduce(0) { max($0, sizeThatFits($1, ProposedViewSize(width: offer, height: nil)).width) }
        }
        widenForSpanningCells(table.rows.joined().filter { $0.span > 1 && !$0.traits.isUnsized(.horizontal) },
                              widths: &widths, offered: p.width, spacing: hGap)
        var columnX: [CGFloat] = []
        var x: CGFloat = 0
        for width in widths {
            columnX.append(x)
            x += width + hGap
        }
        let gridWidth = x - hGap
        func cellWidth(_ cell: GridCellEntry) -> CGFloat {
            let end = min(table.columns, cell.column + max(1, cell.span))
            guard cell.column < end else { return 0 }
            return columnX[end - 1] + widths[end - 1] - columnX[cell.column]
        }
        // Rows: sized by their cells (not those unsized vertically), each proposed its width.
        let heights = shareTracks(count: table.rows.count, length: p.height, spacing: vGap) { row, offer in
            table.rows[row].reduce(0) { tallest, cell in
                cell.traits.isUnsized(.vertical) ? tallest
                    : max(tallest, sizeThatFits(cell.node, ProposedViewSize(width: cellWidth(cell), height: offer)).height)
            }
        }
        var slots: [ChildSlot] = []
        slots.reserveCapacity(children.count * 2)
        var y: CGFloat = 0
        for (index, row) in table.rows.enumerated() {
            let height = heights[index]
            var rowAlignment: VerticalAlignment?
            if table.isRow[index] {
                if case .gridRow(let alignment) = children[index].kind { rowAlignment = alignment }
                slots.append(ChildSlot(origin: CGPoint(x: 0, y: y), proposal: ProposedViewSize(width: gridWidth, height: height)))
            }
            for cell in row {
                let proposal = ProposedViewSize(width: cellWidth(cell), height: height)
                let size = sizeThatFits(cell.node, proposal)
                let slot = CGSize(width: proposal.width ?? 0, height: height)
                let inSlot: CGPoint
                if let anchor = cell.traits.anchor {
                    inSlot = CGPoint(x: (slot.width - size.width) * anchor.x, y: (slot.height - size.height) * anchor.y)
                } else {
                    let horizontal = cell.span == 1 ? columnAlignment[cell.column] : nil
                    let alignment = Alignment(horizontal: horizontal ?? spec.alignment.horizontal,
                                              vertical: rowAlignment ?? spec.alignment.vertical)
                    inSlot = alignedOrigin(of: cell.node, size: size, in: slot, alignment: alignment)
                }
                let column = cell.column < columnX.count ? columnX[cell.column] : 0
                slots.append(ChildSlot(origin: CGPoint(x: column + inSlot.x, y: y + inSlot.y), proposal: proposal))
            }
            y += height + vGap
        }
        return ContainerPlan(size: CGSize(width: max(0, gridWidth), height: max(0, y - vGap)), slots: slots)
    }

    /// Widens the columns under each of `cells` (cells that span several columns, in order) that takes more
    /// than they make when offered `offered` less the columns it does not span (or nil): by equal shares of
    /// the difference.
    func widenForSpanningCells(_ cells: [GridCellEntry], widths: inout [CGFloat], offered: CGFloat?, spacing: CGFloat) {
        for cell in cells {
            let end = min(widths.count, cell.column + cell.span)
            guard cell.column < end else { continue }
            let spanned = widths[cell.column..<end].reduce(0, +) + spacing * CGFloat(end - cell.column - 1)
            let total = widths.reduce(0, +) + spacing * CGFloat(max(0, widths.count - 1))
            let offer = offered.map { max(0, $0 - (total - spanned)) }
            let needed = sizeThatFits(cell.node, ProposedViewSize(width: offer, height: nil)).width
            guard needed.isFinite, needed > spanned else { continue }
            let share = (needed - spanned) / CGFloat(end - cell.column)
            for column in cell.column..<end { widths[column] += share }
        }
    }

    /// Places a grid at `frame`: each row at its slot, as wide as the grid, with its cells at theirs; each
    /// view outside a row at its own slot.
    func placeCellGrid(_ node: Node, frame: CGRect, proposal: ProposedViewSize, context: PlacementContext) -> PlacedNode {
        let plan = containerPlan(node, proposal)
        var next = 0
        func slot() -> ChildSlot {
            defer { next += 1 }
            return next < plan.slots.count ? plan.slots[next] : ChildSlot(origin: .zero, proposal: .zero)
        }
        var placed: [PlacedNode] = []
        placed.reserveCapacity(node.childCount)
        for child in node.children {
            guard case .gridRow = child.kind else {
                let own = slot()
                placed.append(placeChild(child, at: own.origin, in: frame, proposal: own.proposal, context: context))
                continue
            }
            let row = slot()
            let rowFrame = CGRect(x: frame.minX + row.origin.x, y: frame.minY + row.origin.y,
                                  width: row.proposal.width ?? 0, height: row.proposal.height ?? 0)
            let cells = child.children.map { cell -> PlacedNode in
                let own = slot()
                return placeChild(cell, at: own.origin, in: frame, proposal: own.proposal, context: context)
            }
            placed.append(PlacedNode(node: child, frame: rowFrame, safeArea: context.safeArea, children: cells))
        }
        return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: placed)
    }
}
