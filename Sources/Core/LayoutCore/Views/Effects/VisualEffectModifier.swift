import Foundation

/// `visualEffect(_:)`: draws the view with effects worked out from its geometry each time it is placed.
public struct _VisualEffectModifier: ViewModifier, PrimitiveModifier {
    let animation: (any Sendable)?
    let resolve: (VisualEffectGeometry) -> _VisualEffectLayers
    /// Built-in modifiers have no body.
    public typealias Body = Never

    /// Effects worked out by `resolve`, their changes animated by the runtime with `animation` when given.
    package init(animation: (any Sendable)? = nil, resolve: @escaping (VisualEffectGeometry) -> _VisualEffectLayers) {
        self.animation = animation
        self.resolve = resolve
    }

    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        content(environment).map { Node(.visualEffect(VisualEffectSpec(animation: animation, resolve: resolve)), children: [$0]) }
    }
}

extension View {
    /// Draws this view with the effects `effect` returns for its geometry, as SwiftUI's `visualEffect(_:)`
    /// (iOS 17): `effect` is given an `EmptyVisualEffect` to chain effects on and the view's `GeometryProxy`
    /// (its frame in `.global` or `.scrollView` coordinates), and is asked again whenever the view is placed
    /// somewhere else (a scroll moved it). Layout is unchanged.
    public func visualEffect<Effect: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> Effect)
        -> ModifiedContent<Self, _VisualEffectModifier> {
        modifier(_VisualEffectModifier { geometry in effect(EmptyVisualEffect(), geometry.proxy)._layers })
    }
}
