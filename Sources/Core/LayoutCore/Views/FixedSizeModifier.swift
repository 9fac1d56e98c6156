import Foundation

/// `fixedSize(horizontal:vertical:)`: the view at its ideal size on the fixed axes, whatever it is proposed.
public struct _FixedSizeLayout: ViewModifier, WrappingModifier {
    let horizontal: Bool
    let vertical: Bool
    /// Built-in modifiers have no body.
    public typealias Body = Never
    package var wrapperKind: NodeKind { .fixedSize(horizontal: horizontal, vertical: vertical) }
}

extension View {
    /// Fixes this view at its ideal size on both axes: it is proposed `nil` and may overflow its parent.
    public func fixedSize() -> ModifiedContent<Self, _FixedSizeLayout> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes this view at its ideal size on the axes given; the others take the parent's proposal.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _FixedSizeLayout> {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}
