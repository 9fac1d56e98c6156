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
package protocol PrimitiveView {
    /// The layout nodes this view contributes, built in `environment`.
    func makeNodes(in environment: BuildEnvironment) -> [Node]
}

/// Views of the library that are made of other views (`ProgressView`, `NavigationStack`): not primitive,
/// but not the user's own either, so the inspector does not name a view after them.
package protocol BuiltInView {}

/// Builds the layout nodes for any view, resolving custom views through their bodies.
///
/// Every level appends the view's type to the structural path, so each node gets a path of its own that
/// stays the same while the view keeps its place in the tree. Custom views get their dynamic properties
/// (`@State`, `@Namespace`, ...) connected by the environment's hooks before their body is read; an
/// equatable custom view whose nodes the hooks kept from the last build is not read again.
package func makeNodes<V: View>(_ view: V, in environment: BuildEnvironment) -> [Node] {
    var inner = environment
    inner.path.append(ViewTypeComponent(V.self))
    if let primitive = view as? any PrimitiveView {
        var nodes = primitive.makeNodes(in: inner)
        stampPaths(&nodes, inner.path)
        return nodes
    }
    // An equatable custom view keeps the nodes it built last time while it equals the view that built
    // them and nothing it depends on changed: SwiftUI skips such a view's body.
    if let hooks = environment.hooks, let equatable = view as? any (View & Equatable) {
        return buildOrReuse(equatable, hooks, in: inner)
    }
    environment.hooks?.prepare(view, at: inner.path)
    return makeNodes(view.body, in: inner)
}

/// The nodes of an equatable custom view at `environment.path`: the last build's when the hooks say they
/// still hold, else built from its body and handed to the hooks to keep.
private func buildOrReuse<V: View & Equatable>(_ view: V, _ hooks: any ViewBuildHooks, in environment: BuildEnvironment) -> [Node] {
    if let nodes = hooks.reusableNodes(at: environment.path, for: view, in: environment) { return nodes }
    hooks.willBuild(at: environment.path)
    hooks.prepare(view, at: environment.path)
    let nodes = makeNodes(view.body, in: environment)
    hooks.didBuild(nodes, at: environment.path, for: view, in: environment)
    for node in nodes { node.markKeptForReuse() }
    return nodes
}

/// Gives the nodes a primitive created (those without a path yet) the primitive's path.
private func stampPaths(_ nodes: inout [Node], _ path: ViewPath) {
    for index in nodes.indices where nodes[index].path == nil {
        nodes[index].path = nodes.count == 1 ? path : path.appending(index)
    }
}

/// Builds exactly one node for `view`: several nodes become an implicit stack with `alignment`.
package func makeSingleNode<V: View>(_ view: V, in environment: BuildEnvironment, alignment: Alignment = .center) -> Node? {
    let nodes = makeNodes(view, in: environment)
    switch nodes.count {
    case 0: return nil
    case 1: return nodes[0]
    default:
        var stack = Node(.zstack(alignment), children: nodes)
        stack.path = environment.path.appending("implicit-stack")
        return stack
    }
}
