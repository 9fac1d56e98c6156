import LayoutCore

/// Where a scroll view's content is, as SwiftUI's `ScrollGeometry` (iOS 18): what `onScrollGeometryChange`
/// reads, as laid out.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled: the content point at the viewport's top-leading corner.
    public var contentOffset: CGPoint
    /// The content's size (without its margins).
    public var contentSize: CGSize
    /// The margins around the content (`contentMargins`).
    public var contentInsets: EdgeInsets
    /// The viewport's size.
    public var containerSize: CGSize

    /// The part of the content shown, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The viewport in the content's coordinates (the visible rectangle).
    public var bounds: CGRect { visibleRect }

    /// The geometry of a scroll view.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The geometry of the first scroll view in `placed` (as laid out), or of nothing.
    init(of placed: PlacedNode) {
        self.init(contentOffset: .zero, contentSize: .zero, contentInsets: EdgeInsets(), containerSize: .zero)
        var found: (ScrollMarker, PlacedNode)?
        TreeWalk.visit(placed) { node, _ in
            guard found == nil, case .marker(let marker as ScrollMarker) = node.node.kind else { return }
            found = (marker, node)
        }
        guard let (marker, scroll) = found, let viewport = scroll.children.first, let content = viewport.children.first else { return }
        let insets = marker.margins
        contentInsets = insets
        contentOffset = CGPoint(x: viewport.frame.minX - content.frame.minX - insets.leading, y: viewport.frame.minY - content.frame.minY - insets.top)
        contentSize = CGSize(width: content.frame.width - insets.leading - insets.trailing, height: content.frame.height - insets.top - insets.bottom)
        containerSize = viewport.frame.size
    }
}

extension View {
    /// Runs `action` with the value `transform` reads from the geometry of the scroll view this modifies
    /// whenever that value changes after an update, as SwiftUI's `onScrollGeometryChange(for:of:action:)`
    /// (iOS 18): `.onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 0 } action: { _, scrolled in ... }`.
    /// The geometry is the laid-out one: a glide reports where it comes to rest as it starts.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void)
        -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: GeometryChangeMarker(reading: { transform(ScrollGeometry(of: $0)) }, action: action)))
    }
}
