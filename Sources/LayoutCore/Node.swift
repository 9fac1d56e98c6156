import Foundation

/// What a view inherits from its ancestors while it is turned into layout nodes.
struct BuildEnvironment {
    /// The style shapes and text use when they set none of their own.
    var foreground: Paint?
    /// The font text uses.
    var font: Font = .body
    /// Where warnings about bad input go.
    var diagnostics = LayoutDiagnostics()
}

/// The geometric outline of a shape.
public enum ShapeKind: Hashable, Sendable {
    /// A rectangle.
    case rectangle
    /// A rectangle with rounded corners of the given radius.
    case roundedRectangle(cornerRadius: CGFloat)
    /// The largest circle centred in the frame.
    case circle
    /// A rounded rectangle whose corner radius is half its shorter side.
    case capsule
    /// An ellipse filling the frame.
    case ellipse
}

/// How a resizable image fits a proposal.
public enum ContentMode: Sendable, Hashable {
    /// The whole content is visible.
    case fit
    /// The content covers the whole frame.
    case fill
}

/// The layout algorithm and drawing of one node of the layout tree.
enum NodeKind {
    case shape(ShapeKind, fill: Paint?, stroke: StrokeSpec?)
    case text(String, font: Font, paint: Paint)
    case image(name: String, resizable: Bool, systemSize: CGFloat?)
    case spacer(minLength: CGFloat?)
    case fixedFrame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexibleFrame(FlexibleFrameSpec)
    case padding(EdgeInsets)
    case offset(CGSize)
    case overlay(Alignment)
    case background(Alignment)
    case zstack(Alignment)
    case stack(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?)
    case grid(columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?)
    case alignmentGuide(AlignmentKey, (ViewDimensions) -> CGFloat)
    case aspectRatio(CGFloat?, ContentMode)
    case opacity(Double)
    case hidden
    case matchedGeometry(MatchedGeometryKey, isSource: Bool)
    case geometryReader((GeometryProxy) -> [Node])
    case safeAreaInset(edge: Edge, spacing: CGFloat)
    case ignoresSafeArea(Edge.Set)
    case styleBackground(Paint, edges: Edge.Set)
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
    case clip(ShapeKind)
}

/// A stroke along a shape's outline.
struct StrokeSpec {
    var paint: Paint
    var lineWidth: CGFloat
    /// `true` draws inside the frame (`strokeBorder`), `false` centres the line on the outline (`stroke`).
    var inset: Bool
}

/// Per-axis limits of `frame(minWidth:idealWidth:maxWidth:...)`.
struct FlexibleFrameSpec {
    var minWidth, idealWidth, maxWidth: CGFloat?
    var minHeight, idealHeight, maxHeight: CGFloat?
    var alignment: Alignment
}

/// One node of the layout tree built from a view: an algorithm, its children, and the traits parents read.
struct Node {
    var kind: NodeKind
    var children: [Node]
    /// Set by `.id(...)`: how tests and users find this view's frame.
    var id: AnyHashable?
    /// Set by `.layoutPriority(_:)`.
    var layoutPriority: Double = 0
    /// Set by `.zIndex(_:)`: draw order among siblings.
    var zIndex: Double = 0

    init(_ kind: NodeKind, children: [Node] = []) {
        self.kind = kind
        self.children = children
    }

    var isSpacer: Bool { if case .spacer = kind { return true } else { return false } }
}
