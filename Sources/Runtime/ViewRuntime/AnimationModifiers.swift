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
}
