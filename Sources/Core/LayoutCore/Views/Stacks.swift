import Foundation

/// Layers its children; its size is the union of their aligned frames.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content
    /// Creates a ZStack whose children are aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    /// ZStack is a primitive view.
    public var body: Never { fatalError("ZStack has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        [Node(.zstack(alignment), children: LayoutCore.makeNodes(content, in: environment))]
    }
}

/// Arranges its children in a row.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// Creates a row; `spacing` `nil` means 8 between views (0 next to a Spacer).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    /// HStack is a primitive view.
    public var body: Never { fatalError("HStack has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        var inner = environment
        inner.stackAxis = .horizontal
        return [Node(.stack(axis: .horizontal, alignment: alignment.key, spacing: spacing),
                     children: LayoutCore.makeNodes(content, in: inner))]
    }
}

/// Arranges its children in a column.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// Creates a column; `spacing` `nil` means 8 between views (0 next to a Spacer).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    /// VStack is a primitive view.
    public var body: Never { fatalError("VStack has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        var inner = environment
        inner.stackAxis = .vertical
        return [Node(.stack(axis: .vertical, alignment: alignment.key, spacing: spacing),
                     children: LayoutCore.makeNodes(content, in: inner))]
    }
}

/// One column description of a `LazyVGrid`.
public struct GridItem: Sendable, Hashable {
    /// How a column's width is chosen.
    public enum Size: Sendable, Hashable {
        /// Exactly this width.
        case fixed(CGFloat)
        /// A share of the remaining width, clamped to `minimum...maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` as fit, each clamped to `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The sizing rule.
    public var size: Size
    /// Space after this column; 8 when `nil`.
    public var spacing: CGFloat?
    /// How a cell is aligned in its slot; centre when `nil`.
    public var alignment: Alignment?
    /// How many columns an `.adaptive(minimum:)` item makes in `width` with `spacing` between them: as
    /// many as fit at the minimum width or more (at least one).
    public static func adaptiveColumnCount(width: CGFloat, minimum: CGFloat, spacing: CGFloat) -> Int {
        max(1, Int(((width + spacing) / (max(minimum, 1) + spacing)).rounded(.down)))
    }

    /// Creates a grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that fills rows left to right, with column widths from its `GridItem`s.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// Creates a grid; `spacing` is the space between rows (8 when `nil`).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    /// LazyVGrid is a primitive view.
    public var body: Never { fatalError("LazyVGrid has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        guard let lazy = environment.hooks?.lazyContainer(at: environment.path) else {
            return [environment.grid(columns: columns, alignment: alignment, spacing: spacing, children: LayoutCore.makeNodes(content, in: environment))]
        }
        // In a runtime, only the cells near what is seen are built (whole rows; see `LazyEstimate`).
        let items = lazyItems(content, in: environment)
        let (built, children, nodeCounts) = items.build(lazy.builtItems ?? 0..<LazyEstimate.firstGridBuild)
        let grid = environment.appendingPath("lazy-grid").grid(columns: columns, alignment: alignment, spacing: spacing,
                                                               lazy: LazyGridSpec(itemCount: items.count, builtItems: built), children: children)
        return [Node(.marker(lazy.marker(items, nodeCounts)), children: [grid])]
    }
}
