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

/// Containers (ZStack, HStack and VStack, the grids, a GridRow outside a Grid) plan their children
/// together: one plan gives the container's size and each child's slot, and the last plan made is kept on
/// the node for its placement.
extension LayoutEngine {
    /// A stack's or grid's plan for `p`; the last one made is kept on the node for its placement.
    func containerPlan(_ node: Node, _ p: ProposedViewSize) -> ContainerPlan {
        let memo = node.memo.containerMemo
        if let plan = memo?.plan(for: p, token: memoToken) { return plan }
        let plan: ContainerPlan
        switch node.kind {
        case .zstack(let alignment):
            plan = zstackPlan(node.children, alignment, p)
        case .stack(let axis, let alignment, let spacing):
            plan = stackPlan(node.children, axis: axis, alignment: alignment, spacing: spacing, p)
        case .grid(let columns, _, let spacing, let lazy):
            return gridContainerPlan(node, columns: columns, spacing: spacing, lazy: lazy, p)
        case .lazyHGrid(let rows, let spacing, let lazy):
            plan = lazyHGridPlan(node.children, rows: rows, columnSpacing: spacing, lazy: lazy, p)
        case .cellGrid(let spec):
            plan = cellGridPlan(node.children, spec, p)
        case .gridRow(let alignment):
            plan = stackPlan(node.children, axis: .horizontal, alignment: (alignment ?? .center).key, spacing: nil, p)
        case .lazyStack(let spec):
            plan = lazyStackPlan(node.children, spec, p)
        default:
            return ContainerPlan(size: .zero, slots: [])
        }
        memo?.remember(plan, for: p, token: memoToken)
        return plan
    }

    /// Places a stack at `frame`: each child at its slot of the plan, proposed its slot's proposal.
    func placeInSlots(_ node: Node, frame: CGRect, proposal: ProposedViewSize, context: PlacementContext) -> PlacedNode {
        placeInSlots(node, of: containerPlan(node, proposal), frame: frame, context: context)
    }

    /// Places a container at `frame`: each child at its slot of `plan`, proposed its slot's proposal.
    func placeInSlots(_ node: Node, of plan: ContainerPlan, frame: CGRect, context: PlacementContext) -> PlacedNode {
        let count = min(node.childCount, plan.slots.count)
        let children = [PlacedNode](unsafeUninitializedCapacity: count) { buffer, initialized in
            for i in 0..<count {
                let slot = plan.slots[i]
                (buffer.baseAddress! + i).initialize(to: placeChild(node.children[i], at: slot.origin, in: frame, proposal: slot.proposal,
                                                                    context: context))
                initialized = i + 1
            }
        }
        return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: children)
    }
}
