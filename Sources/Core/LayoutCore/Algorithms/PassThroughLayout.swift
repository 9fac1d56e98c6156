import Foundation

/// Modifiers that take their only child's size and place: `offset` (which moves only the drawing),
/// `alignmentGuide`, opacity, `hidden`, matched geometry, the style background, shadow, clip and a
/// runtime's marker. (`ignoresSafeArea` sizes the same way but places differently; see `SafeAreaLayout`.)
extension LayoutEngine {
    /// The child's size for the same proposal.
    func passThroughSize(_ node: Node, _ p: ProposedViewSize) -> CGSize {
        childSize(node, p)
    }

    /// Places the modifier at `frame` and its child `offset` from it (zero but for `offset`), proposed the
    /// same proposal.
    func placePassThrough(_ node: Node, offset: CGPoint, frame: CGRect, proposal: ProposedViewSize,
                          context: PlacementContext) -> PlacedNode {
        placeOnlyChild(of: node, at: offset, proposal: proposal, in: frame, context: context)
    }
}
