/// A piece of user interface, described as a value, exactly as in SwiftUI.
///
/// Conform custom views by implementing `body`; LayoutCore's built-in views
/// (shapes, text, stacks, modifiers) are primitives whose `Body` is `Never`.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` has no body; it only terminates the chain of primitive views.
    public var body: Never { fatalError("Never has no body") }
}

/// Primitive views turn themselves into layout nodes instead of having a body.
protocol PrimitiveView {
    /// The layout nodes this view contributes, built in `environment`.
    func makeNodes(in environment: BuildEnvironment) -> [Node]
}

/// Builds the layout nodes for any view, resolving custom views through their bodies.
func makeNodes<V: View>(_ view: V, in environment: BuildEnvironment) -> [Node] {
    if let primitive = view as? any PrimitiveView {
        return primitive.makeNodes(in: environment)
    }
    return makeNodes(view.body, in: environment)
}

/// Builds exactly one node for `view`: several nodes become an implicit stack with `alignment`.
func makeSingleNode<V: View>(_ view: V, in environment: BuildEnvironment, alignment: Alignment = .center) -> Node? {
    let nodes = makeNodes(view, in: environment)
    switch nodes.count {
    case 0: return nil
    case 1: return nodes[0]
    default: return Node(.zstack(alignment), children: nodes)
    }
}
