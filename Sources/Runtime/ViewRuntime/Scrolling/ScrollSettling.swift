import LayoutCore

/// What happens after each layout of a tree with scroll views or lazy stacks: each scroll view learns
/// where its content is (so input scrolls it no further than its ends, and indicators drawn from other sizes
/// are built again), each lazy stack builds the items
/// that came into view, and a reader's pending `scrollTo` is carried out.
enum ScrollSettling {
    /// Looks after the scroll views, lazy stacks and readers of the tree laid out at `root` in a host of
    /// `bounds`; returns whether state changed, so the tree must be built and laid out again.
    static func settle(_ root: PlacedNode, bounds: CGRect) -> Bool {
        var changed = false
        visit(root, visible: bounds, &changed)
        return changed
    }

    private static func visit(_ placed: PlacedNode, visible: CGRect, _ changed: inout Bool) {
        guard placed.node.containsScrolling else { return }
        var visible = visible
        if case .marker(let marker) = placed.node.kind {
            switch marker {
            case let scroll as ScrollMarker:
                if let viewport = placed.children.first, let content = viewport.children.first {
                    let resized = scroll.controller.viewport != viewport.frame.size || scroll.controller.content != content.frame.size
                    scroll.controller.viewport = viewport.frame.size
                    scroll.controller.content = content.frame.size
                    if resized, let geometryChanged = scroll.geometryChanged {
                        geometryChanged()
                        changed = true
                    }
                    // The offset kept within the ends (a rubber band's stretch is drawn on top of it).
                    let stretch = { if case .scroll(let spec) = viewport.node.kind { return spec.stretch } else { return CGSize.zero } }()
                    scroll.controller.offset = CGPoint(x: viewport.frame.minX - content.frame.minX + stretch.width,
                                                       y: viewport.frame.minY - content.frame.minY + stretch.height)
                    if scroll.findsTargets { scroll.controller.targets = ScrollTargetLayoutMarker.targets(in: content) }
                    if let position = scroll.position, position.settle(scroll, viewport: viewport, content: content) { changed = true }
                    // Content sized by the viewport is built again for the viewport's new size.
                    if scroll.containerSizeReads?.isRead == true, scroll.viewportSize != viewport.frame.size {
                        scroll.setViewportSize?(viewport.frame.size)
                        changed = true
                    }
                    visible = visible.intersection(viewport.frame)
                    if visible.isNull { visible = .zero }
                }
            case let lazy as LazyStackMarker:
                if let container = placed.children.first, let wanted = itemsToBuild(in: container, visible: visible) {
                    lazy.setBuiltItems(wanted)
                    changed = true
                }
            case let reader as ScrollReaderMarker:
                if reader.requests.pending != nil { carryOut(reader.requests, in: placed, &changed) }
            default:
                break
            }
        }
        for child in placed.children { visit(child, visible: visible, &changed) }
    }

    /// The items a placed lazy stack or lazy grid needs built for what is seen through `visible`, when
    /// they are not the ones built.
    private static func itemsToBuild(in container: PlacedNode, visible: CGRect) -> Range<Int>? {
        switch container.node.kind {
        case .lazyStack(let spec):
            return spec.itemsToBuild(frame: container.frame, builtExtent: extent(of: container.children, along: spec.axis), visible: visible)
        case .grid(let columns, _, let spacing, let lazy?):
            return gridItemsToBuild(lazy, perLine: LayoutEngine.gridColumnCount(columns, width: container.frame.width), gap: spacing ?? 8,
                                    in: container, along: .vertical, visible: visible)
        case .lazyHGrid(let rows, let spacing, let lazy?):
            // A LazyVGrid on its side: columns of cells along x.
            return gridItemsToBuild(lazy, perLine: LayoutEngine.gridColumnCount(rows, width: container.frame.height), gap: spacing ?? 8,
                                    in: container, along: .horizontal, visible: visible)
        default:
            return nil
        }
    }

    /// The items a lazy grid laid out in lines of `perLine` cells along `axis` (rows of a LazyVGrid, columns of a
    /// LazyHGrid), `gap` apart, needs built for what is seen through `visible`, when they are not the ones built.
    private static func gridItemsToBuild(_ lazy: LazyGridSpec, perLine: Int, gap: CGFloat, in container: PlacedNode, along axis: Axis,
                                         visible: CGRect) -> Range<Int>? {
        let vertical = axis == .vertical
        let span = container.children.reduce(into: (start: CGFloat.infinity, end: -CGFloat.infinity)) { span, cell in
            span = (min(span.start, vertical ? cell.frame.minY : cell.frame.minX), max(span.end, vertical ? cell.frame.maxY : cell.frame.maxX))
        }
        let estimate = lazy.estimate(columns: perLine, gap: gap, builtExtent: container.children.isEmpty ? 0 : span.end - span.start)
        let start = vertical ? visible.minY - container.frame.minY : visible.minX - container.frame.minX
        return estimate.itemsToBuild(itemCount: lazy.itemCount, builtItems: lazy.builtItems,
                                     seen: start, start + (vertical ? visible.height : visible.width),
                                     length: vertical ? container.frame.height : container.frame.width)
    }

    /// The length the placed `children` span along `axis` (zero for none).
    static func extent(of children: [PlacedNode], along axis: Axis) -> CGFloat {
        guard let first = children.first, let last = children.last else { return 0 }
        return axis == .horizontal ? last.frame.maxX - first.frame.minX : last.frame.maxY - first.frame.minY
    }

    // MARK: - scrollTo

    /// Where a `scrollTo` target is: placed (its frame, in the scroll view around it), or an item of a
    /// lazy stack not built yet.
    private enum Target {
        case placed(CGRect, scroll: (ScrollMarker, PlacedNode)?)
        case unbuilt(LazyStackMarker, index: Int, itemCount: Int, perRow: Int)
    }

    /// Scrolls to the pending request's target, or builds it first when a lazy stack has not; drops the
    /// request once done, when nothing has its id, or after a few layouts without finding it placed.
    private static func carryOut(_ requests: ScrollRequests, in placed: PlacedNode, _ changed: inout Bool) {
        guard var request = requests.pending else { return }
        requests.pending = nil
        switch find(request.id, in: placed, scroll: nil) {
        case .placed(let frame, let scroll)?:
            guard let (marker, viewport) = scroll, let content = viewport.children.first else { return }
            let current = CGPoint(x: viewport.frame.minX - content.frame.minX, y: viewport.frame.minY - content.frame.minY)
            let target = CGRect(x: frame.minX - content.frame.minX, y: frame.minY - content.frame.minY, width: frame.width, height: frame.height)
            var offset = current
            if marker.axes.contains(.horizontal) {
                offset.x = scrolledTo(target.minX, target.width, current: current.x, viewport: viewport.frame.width, anchor: request.anchor.map { CGFloat($0.x) })
            }
            if marker.axes.contains(.vertical) {
                offset.y = scrolledTo(target.minY, target.height, current: current.y, viewport: viewport.frame.height, anchor: request.anchor.map { CGFloat($0.y) })
            }
            offset = ScrollSpec.clamped(offset, content: content.frame.size, viewport: viewport.frame.size, axes: marker.axes)
            guard offset != current else { return }
            marker.controller.offset = offset
            marker.setOffset(offset)
            changed = true
        case .unbuilt(let lazy, let index, let count, let perRow)?:
            guard request.rounds < 4 else { return }
            request.rounds += 1
            requests.pending = request
            let row = index / perRow
            lazy.setBuiltItems((max(0, row - 8) * perRow)..<min(count, (row + 24) * perRow))
            changed = true
        case nil:
            return
        }
    }

    /// The offset along one axis that shows `start..<start + length`: with `anchor`, that point of the
    /// target at the same point of the viewport; without, the nearest offset that shows all of it.
    private static func scrolledTo(_ start: CGFloat, _ length: CGFloat, current: CGFloat, viewport: CGFloat, anchor: CGFloat?) -> CGFloat {
        if let anchor { return start + anchor * length - anchor * viewport }
        if start < current || length > viewport { return start }
        if start + length > current + viewport { return start + length - viewport }
        return current
    }

    /// The items a placed lazy stack or lazy grid has and the ones it built.
    private static func builtItems(of container: PlacedNode) -> (itemCount: Int, builtItems: Range<Int>, perRow: Int)? {
        switch container.node.kind {
        case .lazyStack(let spec): return (spec.itemCount, spec.builtItems, 1)
        case .grid(let columns, _, _, let lazy?):
            return (lazy.itemCount, lazy.builtItems, LayoutEngine.gridColumnCount(columns, width: container.frame.width))
        case .lazyHGrid(let rows, _, let lazy?):
            return (lazy.itemCount, lazy.builtItems, LayoutEngine.gridColumnCount(rows, width: container.frame.height))
        default: return nil
        }
    }

    /// The view with `id` in `placed` (an `.id(_:)` or a `ForEach` element's), first in tree order.
    private static func find(_ id: AnyHashable, in placed: PlacedNode, scroll: (ScrollMarker, PlacedNode)?) -> Target? {
        if placed.node.id == id || placed.node.path?.isForEachElement(id) == true { return .placed(placed.frame, scroll: scroll) }
        var scroll = scroll
        if case .marker(let marker) = placed.node.kind {
            if let marker = marker as? ScrollMarker, let viewport = placed.children.first { scroll = (marker, viewport) }
            if let lazy = marker as? LazyStackMarker, let stack = placed.children.first, let spec = builtItems(of: stack),
               let index = lazy.items.index(id) {
                guard spec.builtItems.contains(index) else { return .unbuilt(lazy, index: index, itemCount: spec.itemCount, perRow: spec.perRow) }
                let first = lazy.nodeCounts[0..<(index - spec.builtItems.lowerBound)].reduce(0, +)
                let count = lazy.nodeCounts[index - spec.builtItems.lowerBound]
                if count > 0, first + count <= stack.children.count {
                    let frame = stack.children[first..<(first + count)].map(\.frame).reduce(stack.children[first].frame) { $0.union($1) }
                    return .placed(frame, scroll: scroll)
                }
            }
        }
        for child in placed.children {
            if let found = find(id, in: child, scroll: scroll) { return found }
        }
        return nil
    }
}
