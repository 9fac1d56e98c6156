import Foundation

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

    /// Places `node` at its size for `proposal`: one case per algorithm, each in its file of `Algorithms/`.
    private func placeAfresh(_ node: Node, at origin: CGPoint, proposal: ProposedViewSize, context: PlacementContext) -> PlacedNode {
        let size = sizeThatFits(node, proposal)
        let frame = CGRect(origin: origin, size: size)
        if node.childCount == 0, !node.isGeometryReader {
            return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: [])
        }
        switch node.kind {
        case .shape, .text, .styledText, .image, .symbol, .spacer:
            return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: [])
        case .fixedFrame(let width, let height, let alignment):
            return placeFixedFrame(node, width: width, height: height, alignment: alignment, frame: frame, proposal: proposal,
                                   context: context)
        case .flexibleFrame(let spec):
            return placeFlexibleFrame(node, spec, frame: frame, proposal: proposal, context: context)
        case .padding(let insets):
            return placePadding(node, insets, frame: frame, proposal: proposal, context: context)
        case .offset(let delta):
            return placePassThrough(node, offset: CGPoint(x: delta.width, y: delta.height), frame: frame, proposal: proposal,
                                    context: context)
        case .matchedGeometry(_, _, let shape) where shape.motion.isZoomDestination:
            // A zoom's destination in a pose (dragged, pinched) is where the pose takes it; its content stays laid out.
            var placed = placePassThrough(node, offset: .zero, frame: frame, proposal: proposal, context: context)
            if case .zoomDestination(let pose) = shape.motion { placed.frame = pose.apply(to: frame) }
            return placed
        case .marker(let marker as NamedSpaceMarker):
            var inner = context
            inner.namedSpaces.frames[marker.name] = frame
            return placeOnlyChild(of: node, at: .zero, proposal: proposal, in: frame, context: context, childContext: inner)
        case .alignmentGuide, .opacity, .hidden, .matchedGeometry, .styleBackground, .shadow, .clip, .effect, .marker, .gridCell:
            return placePassThrough(node, offset: .zero, frame: frame, proposal: proposal, context: context)
        case .visualEffect(var spec):
            var placed = placePassThrough(node, offset: .zero, frame: frame, proposal: proposal, context: context)
            let proxy = GeometryProxy(size: frame.size, globalFrame: frame, safeArea: context.safeArea, scrollViewport: context.scrollViewport?.frame)
            spec.layers = spec.resolve(VisualEffectGeometry(proxy: proxy, scrollViewport: context.scrollViewport))
            placed.node.kind = .visualEffect(spec)
            return placed
        case .fixedSize(let horizontal, let vertical):
            return placeFixedSize(node, horizontal: horizontal, vertical: vertical, frame: frame, proposal: proposal, context: context)
        case .position(let point):
            return placePosition(node, point, frame: frame, context: context)
        case .aspectRatio(let ratio, let mode):
            return placeAspectRatio(node, ratio, mode, frame: frame, proposal: proposal, context: context)
        case .overlay(let alignment), .background(let alignment):
            return placeLayered(node, alignment: alignment, frame: frame, proposal: proposal, context: context)
        case .zstack:
            return placeZStack(node, frame: frame, proposal: proposal, context: context)
        case .stack, .lazyHGrid, .gridRow:
            return placeInSlots(node, frame: frame, proposal: proposal, context: context)
        case .cellGrid:
            return placeCellGrid(node, frame: frame, proposal: proposal, context: context)
        case .grid:
            return placeGrid(node, frame: frame, proposal: proposal, context: context)
        case .geometryReader(let content):
            return placeGeometryReader(node, content, frame: frame, context: context)
        case .safeAreaInset(let edge, let spacing):
            return placeSafeAreaInset(node, edge: edge, spacing: spacing, frame: frame, proposal: proposal, context: context)
        case .ignoresSafeArea(let edges):
            return placeIgnoringSafeArea(node, edges, frame: frame, context: context)
        case .scroll(let spec):
            return placeScrollContent(node, spec, frame: frame, proposal: proposal, context: context)
        case .lazyStack:
            return placeInSlots(node, frame: frame, proposal: proposal, context: context)
        case .viewThatFits(let axes):
            return placeViewThatFits(node, axes: axes, frame: frame, proposal: proposal, context: context)
        case .customLayout(let algorithm):
            return placeCustomLayout(node, algorithm, frame: frame, proposal: proposal, context: context)
        }
    }

    /// `node` at `frame` with its only child `offset` from the frame's origin, proposed `p` and placed in
    /// `childContext`; the children's array is made at its final size.
    func placeOnlyChild(of node: Node, at offset: CGPoint, proposal p: ProposedViewSize, in frame: CGRect,
                        context: PlacementContext, childContext: PlacementContext) -> PlacedNode {
        let child = place(node.firstChild!, at: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), proposal: p,
                          context: childContext)
        return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: [child])
    }

    /// `node` at `frame` with its only child `offset` from the frame's origin, proposed `p`, in the same context.
    func placeOnlyChild(of node: Node, at offset: CGPoint, proposal p: ProposedViewSize, in frame: CGRect,
                        context: PlacementContext) -> PlacedNode {
        placeOnlyChild(of: node, at: offset, proposal: p, in: frame, context: context, childContext: context)
    }

    /// `child` placed `offset` from the origin of its parent's `frame`, proposed `p`.
    func placeChild(_ child: Node, at offset: CGPoint, in frame: CGRect, proposal p: ProposedViewSize,
                    context: PlacementContext) -> PlacedNode {
        place(child, at: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), proposal: p, context: context)
    }
}
