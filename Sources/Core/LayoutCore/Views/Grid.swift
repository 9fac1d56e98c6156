import Foundation

/// How a `Grid` aligns its cells and spaces its rows and columns.
package struct GridSpec {
    /// The cells' alignment in their slots, unless a column, a row or a cell says otherwise.
    let alignment: Alignment
    /// The space between columns; 8 when `nil`.
    let horizontalSpacing: CGFloat?
    /// The space between rows; 8 when `nil`.
    let verticalSpacing: CGFloat?
}

/// What a view in a `Grid` says about its cell: how many columns it spans, how its column aligns its
/// cells, where it sits in its cell. Unset traits are `nil`.
package struct GridCellTraits {
    var columns: Int?
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set?

    /// Whether the view asked the grid not to size its column (`.horizontal`) or row (`.vertical`) by it.
    func isUnsized(_ axis: Axis.Set) -> Bool { unsizedAxes?.contains(axis) ?? false }
}

/// A grid of rows and columns: each `GridRow` is a row whose views fill the columns in order; any other
/// view is a row of its own that spans every column (a flexible one, such as a `Divider`, widens the grid
/// to the width offered unless it is marked `gridCellUnsizedAxes(.horizontal)`). A column is as wide as its widest cell and a row as
/// tall as its tallest, views that take what they are offered (a `Color`) sharing what is left, as in a
/// stack.
public struct Grid<Content: View>: View, PrimitiveView {
    let spec: GridSpec
    let content: Content
    /// Creates a grid whose cells are aligned by `alignment` and spaced by the given spacings (8 when `nil`).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        spec = GridSpec(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }
    /// Grid is a primitive view.
    public var body: Never { fatalError("Grid has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        [Node(.cellGrid(spec), children: LayoutCore.makeNodes(content, in: environment))]
    }
}

/// One row of a `Grid`: its views fill the grid's columns in order. Outside a grid, its views form a row as
/// in an `HStack`.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content
    /// Creates a row whose cells are aligned vertically by `alignment` (the grid's when `nil`).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    /// GridRow is a primitive view.
    public var body: Never { fatalError("GridRow has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        [Node(.gridRow(alignment: alignment), children: LayoutCore.makeNodes(content, in: environment))]
    }
}

/// `gridCellColumns`, `gridColumnAlignment` and `gridCellAnchor`: a trait the enclosing `Grid` reads.
public struct _GridCellModifier: ViewModifier, WrappingModifier {
    let traits: GridCellTraits
    /// Built-in modifiers have no body.
    public typealias Body = Never
    package var wrapperKind: NodeKind { .gridCell(traits) }
}

extension View {
    /// Makes this view's cell span `count` columns of its `Grid` row.
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _GridCellModifier> {
        modifier(_GridCellModifier(traits: GridCellTraits(columns: max(1, count))))
    }

    /// Aligns every cell of this view's `Grid` column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _GridCellModifier> {
        modifier(_GridCellModifier(traits: GridCellTraits(columnAlignment: guide)))
    }

    /// Puts this view at `anchor` of its `Grid` cell (its own point `anchor` on the cell's), whatever the
    /// grid's, row's or column's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _GridCellModifier> {
        modifier(_GridCellModifier(traits: GridCellTraits(anchor: anchor)))
    }

    /// Asks the enclosing `Grid` not to size this view's column (`.horizontal`) or row (`.vertical`) by
    /// it, as SwiftUI's `gridCellUnsizedAxes(_:)`: on those axes the view takes the size the other cells
    /// give its cell, so a `Divider` or a `Color` does not widen the grid.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _GridCellModifier> {
        modifier(_GridCellModifier(traits: GridCellTraits(unsizedAxes: axes)))
    }
}
