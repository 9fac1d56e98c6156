import Foundation

/// `overlay(...)`: a secondary view drawn above the primary, proposed the primary's size.
public struct _OverlayModifier<Overlay: View>: ViewModifier, PrimitiveModifier {
    let overlay: Overlay
    let alignment: Alignment
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        layer(content(environment), secondary: makeSingleNode(overlay, in: environment), kind: .overlay(alignment), in: environment)
    }
}

/// `background(...)`: a secondary view drawn below the primary, proposed the primary's size.
public struct _BackgroundModifier<Background: View>: ViewModifier, PrimitiveModifier {
    let background: Background
    let alignment: Alignment
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        layer(content(environment), secondary: makeSingleNode(background, in: environment), kind: .background(alignment), in: environment)
    }
}

/// Wraps each primary node with the secondary one. Several secondary views form one implicit, centred
/// ZStack that the modifier's alignment places as a unit (SwiftUI's documentation of
/// `background(alignment:content:)`: "it applies to the implicit stack rather than to the individual
/// views"). A secondary that builds nothing (an `if` that is
/// false) still keeps the layer in the tree, empty, so the primary keeps its identity when the content
/// comes and goes, as in SwiftUI.
func layer(_ primaries: [Node], secondary: Node?, kind: NodeKind, in environment: BuildEnvironment) -> [Node] {
    var empty = Node(.zstack(.center))
    empty.path = environment.path.appending("empty-layer")
    return primaries.map { Node(kind, children: [$0, secondary ?? empty]) }
}

extension View {
    /// Draws `content` above this view, aligned by `alignment`; the composite keeps this view's size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _OverlayModifier<V>> {
        modifier(_OverlayModifier(overlay: content(), alignment: alignment))
    }

    /// Draws `overlay` above this view, aligned by `alignment`; the composite keeps this view's size.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> ModifiedContent<Self, _OverlayModifier<V>> {
        modifier(_OverlayModifier(overlay: overlay, alignment: alignment))
    }

    /// Draws `content` below this view, aligned by `alignment`; the composite keeps this view's size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _BackgroundModifier<V>> {
        modifier(_BackgroundModifier(background: content(), alignment: alignment))
    }

    /// Draws `background` below this view, aligned by `alignment`; the composite keeps this view's size.
    /// (A colour or other `ShapeStyle` prefers `background(_:ignoresSafeAreaEdges:)`, as in SwiftUI.)
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> ModifiedContent<Self, _BackgroundModifier<V>> {
        modifier(_BackgroundModifier(background: background, alignment: alignment))
    }
}

extension View {
    /// Draws a border of `width` inside this view's frame; the layout is unchanged.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self, _OverlayModifier<_ShapeView>> {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
