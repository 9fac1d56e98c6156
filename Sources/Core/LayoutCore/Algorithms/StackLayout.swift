import Foundation

/// HStack and VStack: the major axis is shared among the children by layout priority, then by
/// flexibility (the least flexible first); the cross axis aligns every child's guide on one line. Its
/// children are placed at their slots of the plan (`placeInSlots`).
extension LayoutEngine {
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
}
