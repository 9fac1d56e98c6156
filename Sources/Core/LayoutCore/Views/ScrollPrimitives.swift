import Foundation

/// The nodes of a scroll view: a viewport scrolled to `offset` around its content, inside the runtime's
/// `marker` (what input and the runtime's look after the layout find it by).
package struct ScrollViewport<Content: View>: View, PrimitiveView {
    let spec: ScrollSpec
    let marker: any NodeMarker
    let margins: EdgeInsets
    let content: Content

    /// A viewport of `content` along `axes`, scrolled to `offset`, marked by `marker`; it clips its content
    /// unless `clips` is false.
    package init(axes: Axis.Set, offset: CGPoint, clips: Bool = true, stretch: CGSize = .zero, marker: any NodeMarker,
                 margins: EdgeInsets = EdgeInsets(), content: Content) {
        spec = ScrollSpec(axes: axes, offset: offset, clips: clips, stretch: stretch)
        self.marker = marker
        self.margins = margins
        self.content = content
    }

    /// A primitive view.
    package var body: Never { fatalError("ScrollViewport has no body") }

    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        // Several views in a scroll view stack along its axis, as in SwiftUI.
        let nodes = LayoutCore.makeNodes(content, in: environment)
        var child: Node
        if nodes.count == 1 {
            child = nodes[0]
        } else {
            let axis: Axis = spec.axes == .horizontal ? .horizontal : .vertical
            var stack = Node(.stack(axis: axis, alignment: axis == .vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key,
                                    spacing: nil), children: nodes)
            stack.path = environment.path.appending("implicit-stack")
            child = stack
        }
        // `contentMargins`: the content padded inside the viewport, so it scrolls through the margins.
        if margins != EdgeInsets() {
            var padded = Node(.padding(margins), children: [child])
            padded.path = environment.path.appending("content-margins")
            child = padded
        }
        return [Node(.marker(marker), children: [Node(.scroll(spec), children: [child])])]
    }
}

/// The nodes of a lazy stack: the items of `content` in `builtItems` (the first few when nil), inside the
/// runtime's `marker`.
package struct LazyStackItems<Content: View>: View, PrimitiveView {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let builtItems: Range<Int>?
    let marker: (LazyItems, _ nodeCounts: [Int]) -> any NodeMarker
    let content: Content

    /// A lazy stack along `axis` building `builtItems` of `content`; `marker` makes the marker from the items
    /// and how many nodes each built item made.
    package init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, builtItems: Range<Int>?,
                 marker: @escaping (LazyItems, _ nodeCounts: [Int]) -> any NodeMarker, content: Content) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.builtItems = builtItems
        self.marker = marker
        self.content = content
    }

    /// A primitive view.
    package var body: Never { fatalError("LazyStackItems has no body") }

    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        let items = lazyItems(content, in: environment)
        let (built, children, nodeCounts) = items.build(builtItems ?? 0..<LazyEstimate.firstBuild(perRow: 1))
        let spec = LazyStackSpec(axis: axis, alignment: alignment, spacing: spacing, itemCount: items.count, builtItems: built)
        return [Node(.marker(marker(items, nodeCounts)), children: [Node(.lazyStack(spec), children: children)])]
    }
}
