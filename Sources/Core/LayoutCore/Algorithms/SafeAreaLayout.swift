import Foundation

/// The safe area: `safeAreaInset` puts content along an edge and shrinks its main content's safe area by
/// it; `ignoresSafeArea` (and backgrounds, when drawn) reach out into the unsafe area at the edges that
/// touch it.
extension LayoutEngine {
    /// Where `safeAreaInset` puts its main content and its inset content, and what it proposes to each.
    struct InsetPlan {
        var size: CGSize
        var mainOrigin: CGPoint
        var mainProposal: ProposedViewSize
        var insetOrigin: CGPoint
        var insetProposal: ProposedViewSize
    }

    /// The inset content is proposed the whole proposal and takes its size along `edge`; the main content
    /// gets the rest (less `spacing`).
    func safeAreaInsetPlan(_ node: Node, edge: Edge, spacing: CGFloat, _ p: ProposedViewSize) -> InsetPlan {
        let main = node.children[0], inset = node.children[1]
        let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
        let insetSize = sizeThatFits(inset, p)
        var mainProposal = p
        mainProposal[axis] = p[axis].map { max(0, $0 - insetSize[axis] - spacing) }
        let mainSize = sizeThatFits(main, mainProposal)
        let size = CGSize(axis: axis, major: mainSize[axis] + spacing + insetSize[axis], minor: max(mainSize[axis.other], insetSize[axis.other]))
        var mainOrigin = CGPoint.zero, insetOrigin = CGPoint.zero
        mainOrigin[axis.other] = (size[axis.other] - mainSize[axis.other]) / 2
        insetOrigin[axis.other] = (size[axis.other] - insetSize[axis.other]) / 2
        if edge == .top || edge == .leading {
            mainOrigin[axis] = insetSize[axis] + spacing
        } else {
            insetOrigin[axis] = mainSize[axis] + spacing
        }
        return InsetPlan(size: size, mainOrigin: mainOrigin, mainProposal: mainProposal, insetOrigin: insetOrigin, insetProposal: p)
    }

    /// Places `safeAreaInset` at `frame`: the inset content keeps the outer safe area; the main content's
    /// shrinks by the inset. The children are main first, as declared.
    func placeSafeAreaInset(_ node: Node, edge: Edge, spacing: CGFloat, frame: CGRect, proposal: ProposedViewSize,
                            context: PlacementContext) -> PlacedNode {
        var children: [PlacedNode] = []
        children.reserveCapacity(node.childCount)
        let plan = safeAreaInsetPlan(node, edge: edge, spacing: spacing, proposal)
        children.append(placeChild(node.children[1], at: plan.insetOrigin, in: frame, proposal: plan.insetProposal, context: context))
        let insetFrame = children[0].frame
        var safe = context.safeArea
        switch edge {
        case .top: safe = CGRect(x: safe.minX, y: max(safe.minY, insetFrame.maxY + spacing), width: safe.width, height: max(0, safe.maxY - max(safe.minY, insetFrame.maxY + spacing)))
        case .bottom: safe.size.height = max(0, min(safe.maxY, insetFrame.minY - spacing) - safe.minY)
        case .leading: safe = CGRect(x: max(safe.minX, insetFrame.maxX + spacing), y: safe.minY, width: max(0, safe.maxX - max(safe.minX, insetFrame.maxX + spacing)), height: safe.height)
        case .trailing: safe.size.width = max(0, min(safe.maxX, insetFrame.minX - spacing) - safe.minX)
        }
        var childContext = context
        childContext.safeArea = safe
        children.append(placeChild(node.children[0], at: plan.mainOrigin, in: frame, proposal: plan.mainProposal, context: childContext))
        children.reverse() // main first, as declared
        return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: children)
    }

    /// Places `ignoresSafeArea` at `frame`: its child is proposed, and placed in, the frame extended at
    /// `edges` to the host's bounds, with the safe area extended the same way. (It sizes as its child.)
    func placeIgnoringSafeArea(_ node: Node, _ edges: Edge.Set, frame: CGRect, context: PlacementContext) -> PlacedNode {
        let extended = frame.extended(edges, touching: context.safeArea, to: context.bounds)
        var childContext = context
        childContext.safeArea = context.safeArea.extended(edges, touching: context.safeArea, to: context.bounds)
        return placeOnlyChild(of: node, at: .zero, proposal: ProposedViewSize(extended.size), in: extended, context: context,
                              childContext: childContext)
    }
}

extension CGRect {
    /// This rectangle with each edge in `edges` that touches (or passes) `safe`'s matching edge moved out
    /// to `bounds`' edge: how backgrounds and `ignoresSafeArea` reach into the unsafe area.
    func extended(_ edges: Edge.Set, touching safe: CGRect, to bounds: CGRect) -> CGRect {
        var minX = self.minX, minY = self.minY, maxX = self.maxX, maxY = self.maxY
        let slack: CGFloat = 0.5
        if edges.contains(.top), minY <= safe.minY + slack { minY = min(minY, bounds.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY - slack { maxY = max(maxY, bounds.maxY) }
        if edges.contains(.leading), minX <= safe.minX + slack { minX = min(minX, bounds.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - slack { maxX = max(maxX, bounds.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
