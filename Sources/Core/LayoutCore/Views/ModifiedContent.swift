/// A modifier that transforms a view into a new view.
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The content the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// Builds the modified view from `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// Built-in modifiers act on layout nodes directly.
package protocol PrimitiveModifier {
    /// Turns the content's nodes (built by `content` in an environment) into the modified nodes.
    func makeNodes(content: (BuildEnvironment) -> [Node], in environment: BuildEnvironment) -> [Node]
}

/// A modifier that wraps each of its content's nodes in one new node.
package protocol WrappingModifier: PrimitiveModifier {
    /// The node kind that wraps the content.
    var wrapperKind: NodeKind { get }
}

extension WrappingModifier {
    package func makeNodes(content: (BuildEnvironment) -> [Node], in environment: BuildEnvironment) -> [Node] {
        content(environment).map { Node(wrapperKind, children: [$0]) }
    }
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body.
    public func body(content: Content) -> Never { fatalError("\(Self.self) has no body") }
}

/// The content a custom `ViewModifier` receives in `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let builder: (BuildEnvironment) -> [Node]
    /// The content is a primitive view.
    public var body: Never { fatalError("_ViewModifier_Content has no body") }
    package func makeNodes(in environment: BuildEnvironment) -> [Node] { builder(environment) }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// Creates modified content.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    /// ModifiedContent is a primitive view.
    public var body: Never { fatalError("ModifiedContent has no body") }

    package func makeNodes(in environment: BuildEnvironment) -> [Node] {
        let content = self.content
        let build: (BuildEnvironment) -> [Node] = { LayoutCore.makeNodes(content, in: $0.appendingPath("content")) }
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.makeNodes(content: build, in: environment)
        }
        if let effect = modifier as? any GeometryEffect {
            return build(environment).map { Node(.effect(.geometry(AnyGeometryEffect(effect))), children: [$0]) }
        }
        environment.hooks?.prepare(modifier, in: environment.appendingPath("modifier"))
        return LayoutCore.makeNodes(modifier.body(content: _ViewModifier_Content(builder: build)), in: environment)
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
