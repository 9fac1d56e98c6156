/// A modifier that transforms a view into a new view.
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The content the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// Builds the modified view from `content`.
    @ViewBuilder func body(content: Content) -> Body
    /// The layout nodes HeroSim's own modifiers and geometry effects make of their content's (built by
    /// `content` in an environment), as SwiftUI's `_makeView`; nil for a modifier made of its body. Leave it to
    /// its default: building calls it without a dynamic cast.
    static func _makeNodes(_ modifier: Self, content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode]?
}

extension ViewModifier {
    /// A modifier made of its body has no nodes of its own.
    public static func _makeNodes(_ modifier: Self, content: @escaping (_BuildEnvironment) -> [_LayoutNode],
                                  in environment: _BuildEnvironment) -> [_LayoutNode]? { nil }
}

extension ViewModifier where Self: _PrimitiveModifier {
    /// A built-in modifier's nodes.
    public static func _makeNodes(_ modifier: Self, content: @escaping (_BuildEnvironment) -> [_LayoutNode],
                                  in environment: _BuildEnvironment) -> [_LayoutNode]? {
        modifier._primitiveNodes(content: content, in: environment)
    }
}

extension ViewModifier where Self: GeometryEffect {
    /// A geometry effect wraps each of its content's nodes in an effect node.
    public static func _makeNodes(_ modifier: Self, content: @escaping (_BuildEnvironment) -> [_LayoutNode],
                                  in environment: _BuildEnvironment) -> [_LayoutNode]? {
        content(environment).map { Node(.effect(.geometry(AnyGeometryEffect(modifier))), children: [$0]) }
    }
}

/// Built-in modifiers act on layout nodes directly (HeroSim's own modifiers only).
public protocol _PrimitiveModifier {
    /// Turns the content's nodes (built by `content` in an environment) into the modified nodes.
    func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode]
}

/// Built-in modifiers, by their name inside the package.
package typealias PrimitiveModifier = _PrimitiveModifier

/// A modifier that wraps each of its content's nodes in one new node.
package protocol WrappingModifier: PrimitiveModifier {
    /// The node kind that wraps the content.
    var wrapperKind: NodeKind { get }
}

extension WrappingModifier {
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
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
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] { builder(environment) }
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

    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        let content = self.content
        let build: (BuildEnvironment) -> [Node] = { LayoutCore.makeNodes(content, in: $0.appendingPath("content")) }
        // Built-in modifiers and geometry effects say so through their conformance to `ViewModifier` (no
        // dynamic cast, which costs a search of every conformance in the program the first time for each type).
        if let nodes = Modifier._makeNodes(modifier, content: build, in: environment) { return nodes }
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
