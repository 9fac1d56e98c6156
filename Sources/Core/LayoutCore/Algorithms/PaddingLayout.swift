import Foundation

/// `padding`: the child is proposed the proposal less the insets (never below 0) and placed inside them;
/// the padded view is the child's size plus the insets.
extension LayoutEngine {
    /// The child's size for the inset proposal, plus the insets.
    func paddingSize(_ node: Node, _ insets: EdgeInsets, _ p: ProposedViewSize) -> CGSize {
        let child = childSize(node, inset(p, by: insets))
        return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    /// `p` less `insets`, never below 0; `nil` stays `nil`.
    func inset(_ p: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                         height: p.height.map { max(0, $0 - insets.vertical) })
    }

    /// Places padding at `frame`: its child at the leading and top insets, proposed the inset proposal.
    func placePadding(_ node: Node, _ insets: EdgeInsets, frame: CGRect, proposal: ProposedViewSize,
                      context: PlacementContext) -> PlacedNode {
        placeOnlyChild(of: node, at: CGPoint(x: insets.leading, y: insets.top), proposal: inset(proposal, by: insets),
                       in: frame, context: context)
    }

    /// Padding's explicit guide: its child's, at the child's inner size, moved by the leading or top inset.
    func paddingGuide(_ child: Node, _ key: AlignmentKey, _ size: CGSize, _ insets: EdgeInsets) -> CGFloat? {
        let inner = CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        return explicitGuide(child, key, inner).map { $0 + (key.axis == .horizontal ? insets.leading : insets.top) }
    }
}
