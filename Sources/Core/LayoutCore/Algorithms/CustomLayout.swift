import Foundation

/// A `Layout` as the engine runs it: sizes and places a container's children through the layout's own
/// methods, with one cache per container node.
package protocol CustomLayoutAlgorithm: AnyObject {
    /// The container's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, children: [Node], engine: LayoutEngine) -> CGSize
    /// Where the layout puts each child in `bounds`, by child index.
    func placements(in bounds: CGRect, proposal: ProposedViewSize, children: [Node], engine: LayoutEngine) -> [Int: SubviewPlacement]
    /// The layout's explicit value of `key` for a container of `size`, or nil.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, children: [Node], engine: LayoutEngine) -> CGFloat?
    /// The axis a `Spacer` inside grows along.
    var stackOrientation: Axis? { get }
    /// The layout's type name, for dumps.
    var layoutName: String { get }
}

/// Runs a `Layout` value for one container node.
final class LayoutRunner<L: Layout>: CustomLayoutAlgorithm {
    let layout: L
    private var cache: L.Cache?

    init(_ layout: L) { self.layout = layout }

    var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
    var layoutName: String { "\(L.self)" }

    /// The container's cache, made the first time the layout needs it.
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var current = cache ?? layout.makeCache(subviews: subviews)
        defer { cache = current }
        return body(&current)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [Node], engine: LayoutEngine) -> CGSize {
        let subviews = LayoutSubviews(nodes: children, engine: engine, placements: nil)
        let size = withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        guard size.width.isNaN == false, size.height.isNaN == false, size.width >= 0, size.height >= 0 else {
            engine.diagnostics.warn("\(L.self).sizeThatFits returned \(size); using zero")
            return .zero
        }
        return size
    }

    func placements(in bounds: CGRect, proposal: ProposedViewSize, children: [Node], engine: LayoutEngine) -> [Int: SubviewPlacement] {
        let recorder = SubviewPlacements()
        let subviews = LayoutSubviews(nodes: children, engine: engine, placements: recorder)
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        return recorder.byIndex
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, children: [Node], engine: LayoutEngine) -> CGFloat? {
        let subviews = LayoutSubviews(nodes: children, engine: engine, placements: nil)
        let bounds = CGRect(origin: .zero, size: size)
        let proposal = ProposedViewSize(size)
        return withCache(subviews) { cache in
            switch key.axis {
            case .horizontal:
                return layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            case .vertical:
                return layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }
}

extension LayoutEngine {
    /// Places a custom layout's container at `frame`: each child where `placeSubviews` put it, or, when it
    /// put it nowhere, centred in the container with the container's proposal.
    func placeCustomLayout(_ node: Node, _ algorithm: any CustomLayoutAlgorithm, frame: CGRect, proposal: ProposedViewSize,
                           context: PlacementContext) -> PlacedNode {
        let children = node.children
        let placements = algorithm.placements(in: frame, proposal: proposal, children: children, engine: self)
        let placed = children.enumerated().map { index, child -> PlacedNode in
            let placement = placements[index]
                ?? SubviewPlacement(position: CGPoint(x: frame.midX, y: frame.midY), anchor: .center, proposal: proposal)
            let size = sizeThatFits(child, placement.proposal)
            let origin = CGPoint(x: placement.position.x - placement.anchor.x * size.width,
                                 y: placement.position.y - placement.anchor.y * size.height)
            return place(child, at: origin, proposal: placement.proposal, context: context)
        }
        return PlacedNode(node: node, frame: frame, safeArea: context.safeArea, children: placed)
    }
}
