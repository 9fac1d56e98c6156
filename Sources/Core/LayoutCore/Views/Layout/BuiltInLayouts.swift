import Foundation

/// A built-in layout: the node of the stack or grid it stands for does the work, both when it is used as
/// a view and when another layout calls its methods.
protocol BuiltInLayout: Layout, NodeMakingLayout where Cache == () {}

extension BuiltInLayout {
    /// The size the stack or grid chooses for `proposal` around `subviews`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.engine.sizeThatFits(Node(containerKind(), children: subviews.map(\.node)), proposal)
    }

    /// Places `subviews` where the stack or grid would, in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let engine = subviews.engine
        let kind = containerKind()
        let node = Node(kind, children: subviews.map(\.node))
        // A z-stack proposes its own size when it places its children (see `placeZStack`).
        let final = ProposedViewSize(bounds.size)
        if case .zstack = kind { _ = engine.sizeThatFits(node, final) } else { _ = engine.sizeThatFits(node, proposal) }
        let plan = engine.containerPlan(node, { if case .zstack = kind { return final } else { return proposal } }())
        for (subview, slot) in zip(subviews, plan.slots) {
            subview.place(at: CGPoint(x: bounds.minX + slot.origin.x, y: bounds.minY + slot.origin.y), anchor: .topLeading,
                          proposal: slot.proposal)
        }
    }
}

/// `HStack` as a `Layout`, for `AnyLayout` and for layouts that arrange their subviews in a row.
public struct HStackLayout: BuiltInLayout {
    /// The vertical alignment of the row's views.
    public var alignment: VerticalAlignment
    /// The space between views; 8 when `nil` (0 next to a `Spacer`).
    public var spacing: CGFloat?
    /// A row layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// A row stacks horizontally.
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }
    func containerKind() -> NodeKind { .stack(axis: .horizontal, alignment: alignment.key, spacing: spacing) }
}

/// `VStack` as a `Layout`.
public struct VStackLayout: BuiltInLayout {
    /// The horizontal alignment of the column's views.
    public var alignment: HorizontalAlignment
    /// The space between views; 8 when `nil` (0 next to a `Spacer`).
    public var spacing: CGFloat?
    /// A column layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// A column stacks vertically.
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
    func containerKind() -> NodeKind { .stack(axis: .vertical, alignment: alignment.key, spacing: spacing) }
}

/// `ZStack` as a `Layout`.
public struct ZStackLayout: BuiltInLayout {
    /// How the layered views are aligned.
    public var alignment: Alignment
    /// A layering layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    func containerKind() -> NodeKind { .zstack(alignment) }
}

/// `Grid` as a `Layout`: its subviews are `GridRow`s and views that take a row of their own.
public struct GridLayout: BuiltInLayout {
    /// How cells are aligned in their slots.
    public var alignment: Alignment
    /// The space between columns; 8 when `nil`.
    public var horizontalSpacing: CGFloat?
    /// The space between rows; 8 when `nil`.
    public var verticalSpacing: CGFloat?
    /// A grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
    func containerKind() -> NodeKind {
        .cellGrid(GridSpec(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing))
    }
}
