import Foundation

/// `safeAreaInset(edge:spacing:content:)`: content along an edge, shrinking the safe area of the view.
public struct _InsetViewModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    let edge: Edge
    let spacing: CGFloat?
    let inset: Inset
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        guard let insetNode = makeSingleNode(inset, in: environment) else { return content(environment) }
        // `nil` is the default spacing between two views, as in a stack (SwiftUI: "nil to use the default
        // amount of spacing").
        let gap = environment.diagnostics.finite(spacing ?? LayoutEngine.defaultSpacing, "safeAreaInset spacing")
        return content(environment).map { Node(.safeAreaInset(edge: edge, spacing: gap), children: [$0, insetNode]) }
    }
}

/// `ignoresSafeArea(edges:)`: the view extends into the unsafe area on the given edges it touches.
public struct _SafeAreaIgnoringLayout: ViewModifier, WrappingModifier {
    let edges: Edge.Set
    /// Built-in modifiers have no body.
    public typealias Body = Never
    package var wrapperKind: NodeKind { .ignoresSafeArea(edges) }
}

/// `background(_ style:ignoresSafeAreaEdges:)`: a style drawn behind the view, reaching the window edge
/// on each requested edge the view touches.
public struct _BackgroundStyleModifier<Style: ShapeStyle>: ViewModifier, PrimitiveModifier {
    let style: Style
    let edges: Edge.Set
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        content(environment).map { Node(.styleBackground(environment.resolve(style.paint), edges: edges), children: [$0]) }
    }
}

extension View {
    /// Places `content` along `edge` and shrinks this view's safe area by its size plus `spacing` (the
    /// default spacing between views, 8, when `nil`).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedContent<Self, _InsetViewModifier<V>> {
        modifier(_InsetViewModifier(edge: edge == .top ? .top : .bottom, spacing: spacing, inset: content()))
    }

    /// Places `content` along `edge` and shrinks this view's safe area by its size plus `spacing` (the
    /// default spacing between views, 8, when `nil`).
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedContent<Self, _InsetViewModifier<V>> {
        modifier(_InsetViewModifier(edge: edge == .leading ? .leading : .trailing, spacing: spacing, inset: content()))
    }

    /// Lets this view extend into the unsafe area on `edges` where it touches the safe area's edge.
    public func ignoresSafeArea(edges: Edge.Set = .all) -> ModifiedContent<Self, _SafeAreaIgnoringLayout> {
        modifier(_SafeAreaIgnoringLayout(edges: edges))
    }

    /// The iOS 13 spelling of `ignoresSafeArea(edges:)` (deprecated in SwiftUI, still everywhere).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _SafeAreaIgnoringLayout> {
        ignoresSafeArea(edges: edges)
    }

    /// Draws `style` behind this view, reaching the window edge on each of `edges` the view touches.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _BackgroundStyleModifier<S>> {
        modifier(_BackgroundStyleModifier(style: style, edges: edges))
    }
}

/// The top or bottom edge.
public enum VerticalEdge: Sendable, Hashable {
    /// Top.
    case top
    /// Bottom.
    case bottom
}

/// The leading or trailing edge.
public enum HorizontalEdge: Sendable, Hashable {
    /// Leading.
    case leading
    /// Trailing.
    case trailing
}
