import LayoutCore

extension View {
    /// Animates the changes inside this view with `animation` whenever `value` changes, as SwiftUI's
    /// `.animation(_:value:)`; `nil` turns animation off for those changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: AnimationMarker(animation: animation, value: value)))
    }

    /// Animates every change inside this view with `animation` (`nil`: none), as SwiftUI's deprecated
    /// `.animation(_:)`.
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: AnimationMarker(animation: animation, value: nil)))
    }

    /// Rewrites the transaction of the changes inside this view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: TransactionMarker(transform: transform)))
    }

    /// How this view enters and leaves the tree when an animated change inserts or removes it.
    public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: transition))
    }

    /// Animates only the changes the modifiers in `body` make, with `animation`, as SwiftUI's
    /// `.animation(_:body:)` (iOS 17): `body` is given a placeholder of this view, whose own changes keep the
    /// animation from outside (`.animation(.smooth) { $0.opacity(isOn ? 1 : 0.2) }`).
    public func animation<Body: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> Body)
        -> ModifiedContent<Body, _RuntimeMarkerModifier> {
        let content = modifier(_RuntimeMarkerModifier(marker: AnimationScopeEndMarker()))
        let placeholder = PlaceholderContentView<Self> { LayoutCore.makeNodes(content, in: $0) }
        return body(placeholder).modifier(_RuntimeMarkerModifier(marker: ScopedAnimationMarker(animation: animation)))
    }
}

/// A stand-in for a view inside a body that modifies it, as SwiftUI's `PlaceholderContentView`: the view
/// inside `.animation(_:body:)` (the modifiers applied to it in the body animate with the body's animation;
/// the view's own changes do not), and the content a `Transition`'s body receives.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    /// The nodes of the view it stands for.
    let build: (BuildEnvironment) -> [Node]

    init(build: @escaping (BuildEnvironment) -> [Node]) {
        self.build = build
    }

    /// The same view, standing in inside another body.
    func retyped<Other>() -> PlaceholderContentView<Other> { PlaceholderContentView<Other>(build: build) }

    /// A placeholder has no body: it is the view it stands for.
    public var body: Never { fatalError("PlaceholderContentView has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] { build(environment) }
}
