import Foundation

/// The layout algorithm and drawing of one node of the layout tree. Indirect, so a kind is one reference
/// and switching on it copies a word rather than the largest payload.
package indirect enum NodeKind {
    case shape(ShapeKind, fill: Paint?, stroke: StrokeSpec?)
    /// Text: its characters (case already applied), the resolved font, paint and the line options.
    case text(String, font: Font, paint: Paint, options: TextOptions)
    /// Texts joined with `+` in more than one style: their parts and the line options.
    case styledText([StyledTextRun], options: TextOptions)
    case image(name: String, resizable: Bool, systemSize: CGFloat?)
    case symbol(SymbolGlyph, resizable: Bool)
    case spacer(minLength: CGFloat?)
    case fixedFrame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexibleFrame(FlexibleFrameSpec)
    case padding(EdgeInsets)
    case offset(CGSize)
    case overlay(Alignment)
    case background(Alignment)
    case zstack(Alignment)
    case stack(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?)
    /// `LazyVGrid`; `lazy` says which of its items are its children when the runtime builds it lazily.
    case grid(columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?, lazy: LazyGridSpec?)
    /// `LazyHGrid`: a `LazyVGrid` turned on its side (rows from the items, columns filled top to bottom).
    case lazyHGrid(rows: [GridItem], spacing: CGFloat?, lazy: LazyGridSpec? = nil)
    /// `Grid`: its children are `gridRow` nodes and views that take a row of their own.
    case cellGrid(GridSpec)
    /// `GridRow`: one row of a `Grid` (outside one, a row of views as in an `HStack`).
    case gridRow(alignment: VerticalAlignment?)
    /// A grid cell's traits (`gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`); layout passes
    /// through it.
    case gridCell(GridCellTraits)
    /// `fixedSize(horizontal:vertical:)`: proposes `nil` (the ideal size) on the fixed axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `position(_:)`: takes the whole proposal and puts its child's centre at the point.
    case position(CGPoint)
    case alignmentGuide(AlignmentKey, (ViewDimensions) -> CGFloat)
    case aspectRatio(CGFloat?, ContentMode)
    case opacity(Double)
    case hidden
    case matchedGeometry(MatchedGeometryKey, isSource: Bool, shape: MatchedGeometryShape)
    case geometryReader((GeometryProxy) -> [Node])
    case safeAreaInset(edge: Edge, spacing: CGFloat)
    case ignoresSafeArea(Edge.Set)
    case styleBackground(Paint, edges: Edge.Set)
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
    case clip(ShapeKind)
    /// A drawing-only effect (scale, rotation, blur, a `GeometryEffect`): takes its child's size and place.
    case effect(RenderEffect)
    /// Drawing-only effects worked out from the view's geometry when it is placed (`visualEffect`,
    /// `scrollTransition`): takes its child's size and place.
    case visualEffect(VisualEffectSpec)
    /// A runtime's payload: takes its only child's size and place, draws its child.
    case marker(any NodeMarker)
    /// `ScrollView`'s viewport: proposes nil (the ideal size) along its scroll axes, clips its only child
    /// and places it moved back by the scroll offset.
    case scroll(ScrollSpec)
    /// `LazyVStack` / `LazyHStack`: the children are the items built so far, laid out as a stack, with an
    /// estimated extent for the items not built.
    case lazyStack(LazyStackSpec)
    /// `ViewThatFits`: lays out and places only the first child that fits along the axes.
    case viewThatFits(Axis.Set)
    /// A container arranged by a `Layout` written by hand.
    case customLayout(any CustomLayoutAlgorithm)
}

/// A stroke along a shape's outline.
package struct StrokeSpec {
    package var paint: Paint
    /// The line: its width, ends, joins and dashes.
    package var style: StrokeStyle
    /// `true` draws inside the frame (`strokeBorder`), `false` centres the line on the outline (`stroke`).
    package var inset: Bool

    /// The line's width.
    package var lineWidth: CGFloat {
        get { style.lineWidth }
        set { style.lineWidth = newValue }
    }

    /// A stroke of `paint` drawn with `style`, inside the frame when `inset`.
    package init(paint: Paint, style: StrokeStyle, inset: Bool) {
        self.paint = paint
        self.style = style
        self.inset = inset
    }

    /// A solid stroke of `paint`, `lineWidth` wide, inside the frame when `inset`.
    package init(paint: Paint, lineWidth: CGFloat, inset: Bool) {
        self.init(paint: paint, style: StrokeStyle(lineWidth: lineWidth), inset: inset)
    }
}

/// Per-axis limits of `frame(minWidth:idealWidth:maxWidth:...)`, stored in the kind's box like every other
/// payload.
package struct FlexibleFrameSpec {
    let minWidth, idealWidth, maxWidth: CGFloat?
    let minHeight, idealHeight, maxHeight: CGFloat?
    let alignment: Alignment

    init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
         minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// A payload a runtime attaches to a node (gestures, animations, transitions); layout passes through it.
package protocol NodeMarker {
    /// Hands this marker's actions to `kept`, the marker the last build put at the same place, when the
    /// two differ in nothing else, and returns whether it did: the kept node then stays in the tree (with
    /// its layout) and runs the new actions, as a SwiftUI gesture runs the closure of the latest body.
    func handOver(to kept: any NodeMarker) -> Bool
}

extension NodeMarker {
    /// Hands nothing over: a new node carries the marker.
    package func handOver(to kept: any NodeMarker) -> Bool { false }
}
