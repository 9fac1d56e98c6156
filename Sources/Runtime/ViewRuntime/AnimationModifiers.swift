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
    public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: TransitionMarker(transition: transition)))
    }

    /// Animates only the changes the modifiers in `body` make, with `animation`, as SwiftUI's
    /// `.animation(_:body:)` (iOS 17): `body` is given a placeholder of this view, whose own changes keep the
    /// animation from outside (`.animation(.smooth) { $0.opacity(isOn ? 1 : 0.2) }`).
    public func animation<Body: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> Body)
        -> ModifiedContent<Body, _RuntimeMarkerModifier> {
        body(PlaceholderContentView(content: self)).modifier(_RuntimeMarkerModifier(marker: ScopedAnimationMarker(animation: animation)))
    }
}

/// This view inside the body of `.animation(_:body:)`, as SwiftUI's `PlaceholderContentView`: the modifiers
/// applied to it in the body animate with the body's animation; the view's own changes do not.
public struct PlaceholderContentView<Value: View>: View, BuiltInView {
    let content: Value

    /// The view, marked as outside the animation's scope.
    public var body: some View {
        content.modifier(_RuntimeMarkerModifier(marker: AnimationScopeEndMarker()))
    }
}
