import Foundation

/// Where a layout put one of its subviews: the point, which of the subview's points sits on it, and what
/// it proposed.
package struct SubviewPlacement {
    var position: CGPoint
    var anchor: UnitPoint
    var proposal: ProposedViewSize
}

/// The placements one `placeSubviews` call makes, by subview index.
final class SubviewPlacements {
    var byIndex: [Int: SubviewPlacement] = [:]
}

/// One subview of a `Layout`: measure it, read its traits, place it.
public struct LayoutSubview: Equatable {
    let node: Node
    let index: Int
    let engine: LayoutEngine
    let placements: SubviewPlacements?

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        engine.sizeThatFits(node, proposal)
    }

    /// The subview's dimensions (size and alignment guides) for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        engine.dimensions(node, size: engine.sizeThatFits(node, proposal))
    }

    /// Puts the subview's `anchor` point at `position`, sized for `proposal`. Called from `placeSubviews`;
    /// a subview a layout does not place is centred in the container with the container's proposal.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placements?.byIndex[index] = SubviewPlacement(position: position, anchor: anchor, proposal: proposal)
    }

    /// The subview's layout priority (`.layoutPriority(_:)`).
    public var priority: Double { node.layoutPriority }

    /// The subview's preferred spacing: the default on every edge, none for a `Spacer`.
    public var spacing: ViewSpacing { node.isSpacer ? .zero : ViewSpacing() }

    /// The value the subview set for `key` with `.layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        LayoutValues.value(K.self, in: node) ?? K.defaultValue
    }

    /// Two subviews are equal when they are the same subview of the same container.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.index == b.index && a.node.path == b.node.path
    }
}

/// The subviews of a `Layout`, in the order the container's content declares them.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let elements: [LayoutSubview]
    /// The engine that measures the subviews.
    let engine: LayoutEngine

    init(nodes: [Node], engine: LayoutEngine, placements: SubviewPlacements?) {
        self.engine = engine
        elements = nodes.enumerated().map { LayoutSubview(node: $1, index: $0, engine: engine, placements: placements) }
    }

    /// The position of the first subview.
    public var startIndex: Int { 0 }
    /// One past the last subview.
    public var endIndex: Int { elements.count }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    /// Two lists are equal when they hold the same subviews.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.elements == b.elements }
    /// How the layout refers to the container's layout direction (always left to right in HeroSim).
    public var layoutDirection: LayoutDirection { .leftToRight }
}
