import Foundation

/// A coordinate space to read a frame in.
public enum CoordinateSpace: Hashable, Sendable {
    /// The host (window) coordinates.
    case global
    /// The view's own coordinates: origin at its top-leading corner.
    case local
    /// The nearest scroll view's visible region: origin at its top-leading corner (the host's coordinates
    /// outside a scroll view), as iOS 17's `.scrollView`.
    case scrollView
}

/// What a `GeometryReader`'s content can read: its size, frames and safe-area insets.
public struct GeometryProxy: Sendable {
    /// The reader's size (its whole proposal).
    public let size: CGSize
    let globalFrame: CGRect
    let safeArea: CGRect
    let scrollViewport: CGRect?

    /// The proxy of a view of `size` drawn at `globalFrame` (window coordinates) in the safe area `safeArea`,
    /// inside a scroll view whose visible region is `scrollViewport`, if any.
    package init(size: CGSize, globalFrame: CGRect, safeArea: CGRect, scrollViewport: CGRect? = nil) {
        self.size = size
        self.globalFrame = globalFrame
        self.safeArea = safeArea
        self.scrollViewport = scrollViewport
    }

    /// The reader's frame in `space`.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        case .scrollView:
            guard let viewport = scrollViewport else { return globalFrame }
            return globalFrame.offsetBy(dx: -viewport.minX, dy: -viewport.minY)
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
