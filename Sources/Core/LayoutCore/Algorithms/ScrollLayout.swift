import Foundation

/// What a `ScrollView` lays out with: the axes it scrolls along and how far it is scrolled.
package struct ScrollSpec: Hashable {
    /// The axes the content can move along.
    package var axes: Axis.Set
    /// How far the content is scrolled: the content point shown at the viewport's top-leading corner.
    package var offset: CGPoint
    /// Whether the content is clipped to the viewport (false inside `scrollClipDisabled()`).
    package var clips: Bool
    /// How far a drag past an end pulls the content beyond it (rubber-banding): added to where the content
    /// is placed after the offset is kept within the ends.
    package var stretch: CGSize

    /// A viewport scrolling along `axes`, scrolled to `offset`, clipping its content unless `clips` is false,
    /// its content pulled `stretch` past an end.
    package init(axes: Axis.Set, offset: CGPoint, clips: Bool = true, stretch: CGSize = .zero) {
        self.axes = axes
        self.offset = offset
        self.clips = clips
        self.stretch = stretch
    }

    /// Whether the content moves along `axis`.
    package func scrolls(_ axis: Axis) -> Bool { axes.contains(axis == .horizontal ? .horizontal : .vertical) }
}

/// `ScrollView`: along a scroll axis it proposes nil (its content takes its ideal length) and is exactly
/// as long as proposed; across, it passes the proposal on and is as long as its content. The content is
/// placed at the viewport's top-leading corner moved back by the offset, which is kept between zero and
/// the length the content overflows by (the swiftuifieldguide.com "Scroll View" chapter).
extension LayoutEngine {
    /// The proposal a scroll view makes to its content.
    func scrollContentProposal(_ spec: ScrollSpec, _ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: spec.scrolls(.horizontal) ? nil : p.width, height: spec.scrolls(.vertical) ? nil : p.height)
    }

    /// The viewport's size for `p`.
    func scrollViewportSize(_ node: Node, _ spec: ScrollSpec, _ p: ProposedViewSize) -> CGSize {
        let content = childSize(node, scrollContentProposal(spec, p))
        return CGSize(width: spec.scrolls(.horizontal) ? (p.width ?? content.width) : content.width,
                      height: spec.scrolls(.vertical) ? (p.height ?? content.height) : content.height)
    }

    /// Places the content moved back by the offset, clamped to what the content overflows the viewport by.
    func placeScrollContent(_ node: Node, _ spec: ScrollSpec, frame: CGRect, proposal: ProposedViewSize,
                            context: PlacementContext) -> PlacedNode {
        let q = scrollContentProposal(spec, proposal)
        let content = childSize(node, q)
        let offset = ScrollSpec.clamped(spec.offset, content: content, viewport: frame.size, axes: spec.axes)
        var inside = context
        inside.scrollViewport = ScrollVisibleRegion(frame: frame, axes: spec.axes)
        return placeOnlyChild(of: node, at: CGPoint(x: -offset.x + spec.stretch.width, y: -offset.y + spec.stretch.height), proposal: q,
                              in: frame, context: context, childContext: inside)
    }
}

extension ScrollSpec {
    /// `offset` kept within what `content` overflows `viewport` by, on the scrolling axes (zero on the others).
    package static func clamped(_ offset: CGPoint, content: CGSize, viewport: CGSize, axes: Axis.Set) -> CGPoint {
        func clamp(_ value: CGFloat, _ overflow: CGFloat, _ scrolls: Bool) -> CGFloat {
            guard scrolls, value.isFinite else { return 0 }
            return min(max(0, value), max(0, overflow))
        }
        return CGPoint(x: clamp(offset.x, content.width - viewport.width, axes.contains(.horizontal)),
                       y: clamp(offset.y, content.height - viewport.height, axes.contains(.vertical)))
    }
}
