import Foundation

/// A coordinate space to read a frame in.
public enum CoordinateSpace: Hashable, @unchecked Sendable {   // `@unchecked`: a name is an immutable hashable value
    /// The host (window) coordinates.
    case global
    /// The view's own coordinates: origin at its top-leading corner.
    case local
    /// The nearest scroll view's visible region: origin at its top-leading corner (the host's coordinates
    /// outside a scroll view), as iOS 17's `.scrollView`.
    case scrollView
    /// The coordinates of the ancestor marked `.coordinateSpace(.named(name))` (the window's when none is).
    case named(AnyHashable)
}

/// What a `GeometryReader`'s content can read: its size, frames and safe-area insets.
public struct GeometryProxy: Sendable {
    /// The reader's size (its whole proposal).
    public let size: CGSize
    let globalFrame: CGRect
    let safeArea: CGRect
    let scrollViewport: CGRect?
    /// The frames of the views anchors given to this reader measure.
    let anchorFrames: AnchorFrames
    /// The frames of the named coordinate spaces around the reader.
    let namedSpaces: NamedSpaces

    /// The proxy of a view of `size` drawn at `globalFrame` (window coordinates) in the safe area `safeArea`,
    /// inside a scroll view whose visible region is `scrollViewport`, if any.
    package init(size: CGSize, globalFrame: CGRect, safeArea: CGRect, scrollViewport: CGRect? = nil,
                 anchorFrames: AnchorFrames = AnchorFrames(), namedSpaces: NamedSpaces = NamedSpaces()) {
        self.size = size
        self.globalFrame = globalFrame
        self.safeArea = safeArea
        self.scrollViewport = scrollViewport
        self.anchorFrames = anchorFrames
        self.namedSpaces = namedSpaces
    }

    /// The reader's frame in `space`.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        case .scrollView:
            guard let viewport = scrollViewport else { return globalFrame }
            return globalFrame.offsetBy(dx: -viewport.minX, dy: -viewport.minY)
        case .named(let name):
            guard let space = namedSpaces.frames[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// How far the safe area is inset from the reader's edges (0 where the reader lies inside it).
    public var safeAreaInsets: EdgeInsets {
        EdgeInsets(top: max(0, safeArea.minY - globalFrame.minY), leading: max(0, safeArea.minX - globalFrame.minX),
                   bottom: max(0, globalFrame.maxY - safeArea.maxY), trailing: max(0, globalFrame.maxX - safeArea.maxX))
    }
}

/// Takes its whole proposal and gives its content a proxy to read that size; content is placed
/// top-leading and proposed the reader's size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    /// Creates a reader whose content is built from the proxy.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    /// GeometryReader is a primitive view.
    public var body: Never { fatalError("GeometryReader has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        let content = self.content
        return [Node(.geometryReader { proxy in LayoutCore.makeNodes(content(proxy), in: environment) })]
    }
}
