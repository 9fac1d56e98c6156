import Foundation

/// A node with its final frame in host coordinates, and its placed children.
package struct PlacedNode {
    /// The node placed.
    package var node: Node
    /// Its frame in host coordinates.
    package var frame: CGRect
    /// The safe area in effect for this node, in host coordinates.
    package var safeArea: CGRect
    /// Its children, placed.
    package var children: [PlacedNode]

    /// A placed node.
    package init(node: Node, frame: CGRect, safeArea: CGRect, children: [PlacedNode]) {
        self.node = node
        self.frame = frame
        self.safeArea = safeArea
        self.children = children
    }
}

extension PlacedNode {
    /// Whether `other` is this very placed subtree: the same node, frame and safe area, and the very same
    /// placed children (a layout that reused a placement shares them). Such subtrees hold the same views
    /// in the same places, all the way down.
    package func isIdentical(to other: PlacedNode) -> Bool {
        node.isIdentical(to: other.node) && frame.equals(other.frame) && safeArea.equals(other.safeArea)
            && children.sharesStorage(with: other.children)
    }

    /// Moves this node and everything in it by `offset`, and gives them `safeArea`, in place.
    mutating func translate(by offset: CGPoint, safeArea: CGRect) {
        frame.origin.x += offset.x
        frame.origin.y += offset.y
        self.safeArea = safeArea
        for i in children.indices { children[i].translate(by: offset, safeArea: safeArea) }
    }
}

extension Array where Element == PlacedNode {
    /// These placed nodes moved by `offset`, with `safeArea`; in place when the array has one owner.
    consuming func translated(by offset: CGPoint, safeArea: CGRect) -> [PlacedNode] {
        var moved = self
        for i in moved.indices { moved[i].translate(by: offset, safeArea: safeArea) }
        return moved
    }
}

/// What placement passes down besides the proposal: the safe area and the host's bounds.
package struct PlacementContext {
    /// The safe area, in host coordinates.
    package var safeArea: CGRect
    /// The host's bounds.
    package var bounds: CGRect
    /// Creates a context.
    package init(safeArea: CGRect, bounds: CGRect) {
        self.safeArea = safeArea
        self.bounds = bounds
    }
    /// The context a grid cell that only moves with its grid is placed in, at its slot relative to the grid;
    /// nothing in such a cell reads it, and moving the cell gives it the grid's safe area.
    static let gridCell = PlacementContext(safeArea: .zero, bounds: .zero)
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

extension LayoutEngine {
    /// Sizes `node` for `proposal`, puts it at `origin` (host coordinates) and places its children.
    package func place(_ node: Node, at origin: CGPoint, proposal: ProposedViewSize, context: PlacementContext) -> PlacedNode {
        // Only nodes with several children remember their placement: that is where re-placing a subtree
        // that did not change costs something, and single-child modifiers are cheaper to place again.
        guard let memo = node.memo.containerMemo, node.childCount > 1 else {
            return placeAfresh(node, at: origin, proposal: proposal, context: context)
        }
        if let last = memo.placement(at: origin, proposal: proposal, context: context, token: memoToken) {
            return PlacedNode(node: node, frame: last.frame, safeArea: context.safeArea, children: last.children)
        }
        if let placed = gridPlacementFromPredecessor(node, at: origin, proposal: proposal, context: context) { return placed }
        let placed = placeAfresh(node, at: origin, proposal: proposal, context: context)
        if remembersPlacements, !placed.children.isEmpty {
            memo.rememberPlacement(at: origin, proposal: proposal, context: context, token: memoToken,
                                   frame: placed.frame, children: placed.children)
        }
        return placed
    }

    private func placeAfresh(_ node: Node, at origin: CGPoint, proposal: ProposedViewSize, context: PlacementContext) -> PlacedNode {
        let size = sizeThatFits(node, proposal)
        let frame = CGRect(origin: origin, size: size)
        if node.childCount == 0, !node.isGeometryReader {
            return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: [])
        }
        /// The only child placed at `offset` in this node's frame: its array is made at its final size.
        func placeOnly(_ offset: CGPoint, _ p: ProposedViewSize, in frame: CGRect = frame, context childContext: PlacementContext = context) -> PlacedNode {
            let child = place(node.firstChild!, at: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), proposal: p, context: childContext)
            return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: [child])
        }
        switch node.kind {
        case .shape, .text, .image, .spacer:
            return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: [])
        case .fixedFrame(let width, let height, let alignment):
            let p = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
            let child = node.firstChild!
            return placeOnly(alignedOrigin(of: child, size: sizeThatFits(child, p), in: size, alignment: alignment), p)
        case .flexibleFrame(let spec):
            let p = flexibleFrameSize(spec, node, proposal).childProposal
            let child = node.firstChild!
            return placeOnly(alignedOrigin(of: child, size: sizeThatFits(child, p), in: size, alignment: spec.alignment), p)
        case .padding(let insets):
            return placeOnly(CGPoint(x: insets.leading, y: insets.top), inset(proposal, by: insets))
        case .offset(let delta):
            return placeOnly(CGPoint(x: delta.width, y: delta.height), proposal)
        case .alignmentGuide, .opacity, .hidden, .matchedGeometry, .styleBackground, .shadow, .clip, .marker:
            return placeOnly(.zero, proposal)
        case .aspectRatio(let ratio, let mode):
            return placeOnly(.zero, aspectProposal(node, ratio, mode, proposal))
        case .ignoresSafeArea(let edges):
            let extended = frame.extended(edges, touching: context.safeArea, to: context.bounds)
            var childContext = context
            childContext.safeArea = context.safeArea.extended(edges, touching: context.safeArea, to: context.bounds)
            return placeOnly(.zero, ProposedViewSize(extended.size), in: extended, context: childContext)
        default:
            return placeSeveral(node, frame: frame, proposal: proposal, context: context)
        }
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

    /// Places the children of a node that has (or makes) several: overlays, backgrounds, stacks, grids,
    /// geometry readers and safe-area insets.
    private func placeSeveral(_ node: Node, frame: CGRect, proposal: ProposedViewSize, context: PlacementContext) -> PlacedNode {
        let size = frame.size
        var childContext = context
        /// `child` placed at `offset` in this node's frame.
        func placed(_ child: Node, _ offset: CGPoint, _ p: ProposedViewSize) -> PlacedNode {
            place(child, at: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), proposal: p, context: childContext)
        }
        switch node.kind {
        case .overlay(let alignment), .background(let alignment):
            let primary = node.children[0], secondary = node.children[1]
            let placedPrimary = placed(primary, .zero, proposal)
            let secondaryProposal = ProposedViewSize(size)
            let secondarySize = sizeThatFits(secondary, secondaryProposal)
            let p = dimensions(primary, size: size)
            let s = dimensions(secondary, size: secondarySize)
            let placedSecondary = placed(secondary, CGPoint(x: p[alignment.horizontal] - s[alignment.horizontal],
                                                            y: p[alignment.vertical] - s[alignment.vertical]), secondaryProposal)
            return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: [placedPrimary, placedSecondary])
        case .grid:
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
        case .zstack, .stack:
            let plan = containerPlan(node, proposal)
            let count = min(node.childCount, plan.slots.count)
            let children = [PlacedNode](unsafeUninitializedCapacity: count) { buffer, initialized in
                for i in 0..<count {
                    let slot = plan.slots[i]
                    (buffer.baseAddress! + i).initialize(to: placed(node.children[i], slot.origin, slot.proposal))
                    initialized = i + 1
                }
            }
            return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: children)
        default:
            break
        }
        var children: [PlacedNode] = []
        children.reserveCapacity(node.childCount)
        func put(_ child: Node, _ offset: CGPoint, _ p: ProposedViewSize) {
            children.append(placed(child, offset, p))
        }
        switch node.kind {
        case .geometryReader(let content):
            let proxy = GeometryProxy(size: size, globalFrame: frame, safeArea: context.safeArea)
            for child in content(proxy) { put(child, .zero, ProposedViewSize(size)) }
        case .safeAreaInset(let edge, let spacing):
            let plan = safeAreaInsetPlan(node, edge: edge, spacing: spacing, proposal)
            // The inset content keeps the outer safe area; the main content's shrinks by the inset.
            put(node.children[1], plan.insetOrigin, plan.insetProposal)
            let insetFrame = children[0].frame
            var safe = context.safeArea
            switch edge {
            case .top: safe = CGRect(x: safe.minX, y: max(safe.minY, insetFrame.maxY + spacing), width: safe.width, height: max(0, safe.maxY - max(safe.minY, insetFrame.maxY + spacing)))
            case .bottom: safe.size.height = max(0, min(safe.maxY, insetFrame.minY - spacing) - safe.minY)
            case .leading: safe = CGRect(x: max(safe.minX, insetFrame.maxX + spacing), y: safe.minY, width: max(0, safe.maxX - max(safe.minX, insetFrame.maxX + spacing)), height: safe.height)
            case .trailing: safe.size.width = max(0, min(safe.maxX, insetFrame.minX - spacing) - safe.minX)
            }
            childContext.safeArea = safe
            put(node.children[0], plan.mainOrigin, plan.mainProposal)
            children.reverse() // main first, as declared
        default:
            // Single-child kinds are placed by `placeAfresh`; any other child is placed where its parent is.
            for child in node.children { put(child, .zero, proposal) }
        }
        return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: children)
    }

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
}
