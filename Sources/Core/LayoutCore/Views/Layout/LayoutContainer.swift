import Foundation

extension Layout {
    /// A container view whose `content`'s views this layout arranges.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

/// A layout that makes its container's node itself: the built-in layouts make the node of the stack or
/// grid they stand for, `AnyLayout` the one of the layout it holds.
protocol NodeMakingLayout {
    /// The node kind of the container.
    func containerKind() -> NodeKind
}

/// A `Layout` used as a view: a container node whose children are the content's views.
public struct _LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    /// Built-in views have no body.
    public var body: Never { fatalError("a layout container has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        let kind = (layout as? any NodeMakingLayout)?.containerKind() ?? .customLayout(LayoutRunner(layout))
        var inner = environment
        if let axis = kind.stackAxis { inner.stackAxis = axis }
        return [Node(kind, children: LayoutCore.makeNodes(content, in: inner))]
    }
}

extension NodeKind {
    /// The axis a `Spacer` or `Divider` directly inside this container follows.
    var stackAxis: Axis? {
        switch self {
        case .stack(let axis, _, _): return axis
        case .gridRow: return .horizontal
        case .customLayout(let algorithm): return algorithm.stackOrientation
        default: return nil
        }
    }
}
