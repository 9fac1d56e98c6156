/// A piece of user interface, described as a value, exactly as in SwiftUI.
///
/// Conform custom views by implementing `body`; LayoutCore's built-in views
/// (shapes, text, stacks, modifiers) are primitives whose `Body` is `Never`.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }
    /// The layout nodes of HeroSim's own views, which have no body, as SwiftUI's `_makeView`; nil for a view
    /// made of its body. Leave it to its default: building calls it without a dynamic cast.
    static func _makeNodes(_ view: Self, in environment: _BuildEnvironment) -> [_LayoutNode]?
}

extension View {
    /// A view made of its body has no nodes of its own.
    public static func _makeNodes(_ view: Self, in environment: _BuildEnvironment) -> [_LayoutNode]? { nil }
}

extension View where Self: _PrimitiveView {
    /// A primitive view's nodes.
    public static func _makeNodes(_ view: Self, in environment: _BuildEnvironment) -> [_LayoutNode]? {
        view._primitiveNodes(in: environment)
    }
}

extension View where Self: Shape {
    /// A custom shape is drawn by its `path(in:)`, filled with the foreground style, as a built-in one.
    public static func _makeNodes(_ view: Self, in environment: _BuildEnvironment) -> [_LayoutNode]? {
        view.filledNodes(in: environment)
    }
}

extension View where Self: Shape & _PrimitiveView {
    /// A built-in shape's nodes.
    public static func _makeNodes(_ view: Self, in environment: _BuildEnvironment) -> [_LayoutNode]? {
        view._primitiveNodes(in: environment)
    }
}

extension Never: View {
    /// `Never` has no body; it only terminates the chain of primitive views.
    public var body: Never { fatalError("Never has no body") }
}

/// Primitive views turn themselves into layout nodes instead of having a body (HeroSim's own views only).
public protocol _PrimitiveView {
    /// The layout nodes this view contributes, built in `environment`.
    func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode]
}

/// Primitive views, by their name inside the package.
package typealias PrimitiveView = _PrimitiveView

/// Views of the library that are made of other views (`ProgressView`, `NavigationStack`): not primitive,
/// but not the user's own either, so the inspector does not name a view after them.
package protocol BuiltInView {}

/// Builds the layout nodes for any view, resolving custom views through their bodies.
///
/// Every level appends the view's type to the structural path, so each node gets a path of its own that
/// stays the same while the view keeps its place in the tree. A custom view is built by the environment's
/// hooks when there are some (the runtime connects its `@State`, `@Namespace`, ... and reads its body only
/// when something it depends on changed), else from its body.
package func makeNodes<V: View>(_ view: V, in environment: BuildEnvironment) -> [Node] {
    var inner = environment
    inner.path.append(ViewTypeComponent(V.self))
    // Primitive views and shapes say so through their conformance to `View` (no dynamic cast, which costs a
    // search of every conformance in the program the first time for each type).
    if var nodes = V._makeNodes(view, in: inner) {
        stampPaths(&nodes, inner.path)
        return nodes
    }
    if let hooks = environment.hooks { return hooks.customViewNodes(view, in: inner) }
    return makeNodes(view.body, in: inner)
}

/// Marks nodes a runtime keeps for its next build: nodes made from them may be kept too (`derivedNode`).
package func markKeptForReuse(_ nodes: [Node]) {
    for node in nodes { node.markKeptForReuse() }
}

/// Gives the nodes a primitive created (those without a path yet) the primitive's path, and the nodes it made
/// inside them (a scroll view's viewport inside its marker) paths under theirs: every node of a tree has a
/// path, by which the runtime finds it again in the next build (its animations, its counterpart in a diff).
private func stampPaths(_ nodes: inout [Node], _ path: ViewPath) {
    for index in nodes.indices where nodes[index].path == nil {
        let own = nodes.count == 1 ? path : path.appending(index)
        nodes[index].path = own
        stampInnerPaths(&nodes[index], under: own)
    }
}

/// The path component of a node a primitive made inside another of its nodes: its place among that node's children.
private struct InnerNodeComponent: Hashable, CustomStringConvertible {
    let index: Int
    var description: String { "inner-\(index)" }
}

/// Gives the children of `node` that have no path yet (made by the same primitive) paths under `path`.
private func stampInnerPaths(_ node: inout Node, under path: ViewPath) {
    guard node.children.contains(where: { $0.path == nil }) else { return }
    var children = node.children
    for index in children.indices where children[index].path == nil {
        let own = path.appending(InnerNodeComponent(index: index))
        children[index].path = own
        stampInnerPaths(&children[index], under: own)
    }
    node.children = children
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
