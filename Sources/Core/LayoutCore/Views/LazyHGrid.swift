import Foundation

/// A grid that fills columns top to bottom, with row heights from its `GridItem`s: a `LazyVGrid` on its
/// side.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// Creates a grid; `spacing` is the space between columns (8 when `nil`).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    /// LazyHGrid is a primitive view.
    public var body: Never { fatalError("LazyHGrid has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        guard let lazy = environment.hooks?.lazyContainer(at: environment.path) else {
            return [Node(.lazyHGrid(rows: rows, spacing: spacing), children: LayoutCore.makeNodes(content, in: environment))]
        }
        // In a runtime, only the cells near what is seen are built (whole columns; see `LazyEstimate`).
        let items = lazyItems(content, in: environment)
        let (built, children, nodeCounts) = items.build(lazy.builtItems ?? 0..<LazyEstimate.firstGridBuild)
        let grid = Node(.lazyHGrid(rows: rows, spacing: spacing, lazy: LazyGridSpec(itemCount: items.count, builtItems: built)), children: children)
        return [Node(.marker(lazy.marker(items, nodeCounts)), children: [grid])]
    }
}
