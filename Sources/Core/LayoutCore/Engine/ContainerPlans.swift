import Foundation

/// Where a container puts one child: its origin relative to the container, and what it proposes.
struct ChildSlot {
    var origin: CGPoint
    var proposal: ProposedViewSize
}

/// A container's chosen size and the slots of its children.
struct ContainerPlan {
    var size: CGSize
    var slots: [ChildSlot]
}

extension LayoutEngine {
    /// ZStack: every child gets the whole proposal; the size is the union of the aligned frames of the
    /// children with the highest layout priority.
    func zstackPlan(_ children: [Node], _ alignment: Alignment, _ p: ProposedViewSize) -> ContainerPlan {
        guard !children.isEmpty else { return ContainerPlan(size: .zero, slots: []) }
        let sizes = children.map { sizeThatFits($0, p) }
        // Each child's leading/top edge relative to the shared alignment point.
        let origins = zip(children, sizes).map { child, size -> CGPoint in
            let d = dimensions(child, size: size)
            return CGPoint(x: -d[alignment.horizontal], y: -d[alignment.vertical])
        }
        let topPriority = children.map(\.layoutPriority).max() ?? 0
        let deciding = children.indices.filter { children[$0].layoutPriority == topPriority }
        // The union per axis; a child of infinite extent (proposed infinity) makes the stack infinite.
        func extent(_ axis: Axis) -> (low: CGFloat, size: CGFloat) {
            if deciding.contains(where: { !sizes[$0][axis].isFinite }) { return (0, .infinity) }
            let low = deciding.map { origins[$0][axis] }.min() ?? 0
            let high = deciding.map { origins[$0][axis] + sizes[$0][axis] }.max() ?? 0
            return (low, high - low)
        }
        let x = extent(.horizontal), y = extent(.vertical)
        let slots = origins.map { origin in
            ChildSlot(origin: CGPoint(x: x.size.isFinite ? origin.x - x.low : 0, y: y.size.isFinite ? origin.y - y.low : 0), proposal: p)
        }
        return ContainerPlan(size: CGSize(width: x.size, height: y.size), slots: slots)
    }

    /// HStack / VStack: shares the major axis by priority then flexibility; aligns the cross axis by guides.
    func stackPlan(_ children: [Node], axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, _ p: ProposedViewSize) -> ContainerPlan {
        guard !children.isEmpty else { return ContainerPlan(size: .zero, slots: []) }
        let cross = axis.other
        let n = children.count
        /// What the stack works out for one child.
        struct Entry {
            var proposal: ProposedViewSize
            var size = CGSize.zero
            var minimum: CGFloat = 0
            var maximum: CGFloat = 0
            var gapAfter: CGFloat = 0
            var guide: CGFloat = 0
        }
        func proposal(major: CGFloat?) -> ProposedViewSize {
            var q = ProposedViewSize(width: nil, height: nil)
            q[axis] = major
            q[cross] = p[cross]
            return q
        }
        func measure(_ child: Node, major: CGFloat?) -> CGSize {
            if child.isSpacer, case .spacer(let minLength) = child.kind {
                let m = minLength ?? 8
                return CGSize(axis: axis, major: max(m, major ?? m), minor: 0)
            }
            return sizeThatFits(child, proposal(major: major))
        }
        // The entries live on the stack: a plan is made for every stack, and most have a few children.
        return withUnsafeTemporaryAllocation(of: Entry.self, capacity: n) { entries in
            entries.initialize(repeating: Entry(proposal: p))
            var totalSpacing: CGFloat = 0
            for i in 0..<(n - 1) {
                let gap = spacing ?? (children[i].isSpacer || children[i + 1].isSpacer ? 0 : 8)
                entries[i].gapAfter = gap
                totalSpacing += gap
            }

            if let major = p[axis] {
                var samePriority = true
                for i in 0..<n {
                    let child = children[i]
                    entries[i].minimum = measure(child, major: 0)[axis]
                    let maximum = measure(child, major: .infinity)[axis]
                    entries[i].maximum = maximum.isNaN ? .infinity : maximum
                    if child.layoutPriority != children[0].layoutPriority { samePriority = false }
                }
                var remaining = major - totalSpacing
                /// Shares what is left among the children of one priority (every child when all share one), the
                /// least flexible first, so what it leaves goes to the more flexible ones.
                func share(priority: Double?) {
                    withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { order in
                        var count = 0
                        for i in 0..<n where priority == nil || children[i].layoutPriority == priority {
                            order[count] = i
                            count += 1
                        }
                        var group = UnsafeMutableBufferPointer(rebasing: order[0..<count])
                        group.sort { (entries[$0].maximum - entries[$0].minimum, $0) < (entries[$1].maximum - entries[$1].minimum, $1) }
                        var reserved: CGFloat = 0
                        if let priority {
                            for i in 0..<n where children[i].layoutPriority < priority { reserved += entries[i].minimum }
                        }
                        var available = remaining - reserved
                        var left = count
                        for i in group {
                            let offer = max(0, available / CGFloat(left))
                            entries[i].proposal = proposal(major: offer)
                            entries[i].size = measure(children[i], major: offer)
                            available -= entries[i].size[axis]
                            left -= 1
                        }
                        var taken: CGFloat = 0
                        for i in group { taken += entries[i].size[axis] }
                        remaining -= taken
                    }
                }
                if samePriority {
                    share(priority: nil)
                } else {
                    for priority in Set(children.map { $0.layoutPriority }).sorted(by: >) { share(priority: priority) }
                }
            } else {
                let ideal = proposal(major: nil)
                for i in 0..<n {
                    entries[i].proposal = ideal
                    entries[i].size = measure(children[i], major: nil)
                }
            }

            // Cross axis: align every child's guide on one line; the extent is the union.
            var lowest = CGFloat.infinity, highest = -CGFloat.infinity
            for i in 0..<n {
                let guide = children[i].isSpacer ? 0 : dimensions(children[i], size: entries[i].size).value(alignment)
                entries[i].guide = guide
                lowest = min(lowest, -guide)
                highest = max(highest, -guide + entries[i].size[cross])
            }
            var slots: [ChildSlot] = []
            slots.reserveCapacity(n)
            var cursor: CGFloat = 0
            for i in 0..<n {
                var origin = CGPoint.zero
                origin[axis] = cursor
                origin[cross] = -entries[i].guide - lowest
                slots.append(ChildSlot(origin: origin, proposal: entries[i].proposal))
                cursor += entries[i].size[axis] + entries[i].gapAfter
            }
            return ContainerPlan(size: CGSize(axis: axis, major: cursor, minor: highest - lowest), slots: slots)
        }
    }

    /// The widths of a grid's columns and the space after each, for an available width.
    func resolveColumns(_ items: [GridItem], width: CGFloat?) -> [(width: CGFloat, spacing: CGFloat)] {
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
                let w = max(lo, min(hi, (share - CGFloat(count - 1) * gap) / CGFloat(count)))
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
}
