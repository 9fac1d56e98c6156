import Foundation

extension View {
    /// Shows this view only where `mask` is opaque; the mask is laid out as an overlay, aligned by `alignment`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Shows this view only where `mask` is opaque (the iOS 13 spelling).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }
}

/// `mask(alignment:_:)`: the content and the mask as an overlay, drawn as the content masked.
public struct _MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    let mask: Mask
    let alignment: Alignment
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        layer(content(environment), secondary: makeSingleNode(mask, in: environment), kind: .overlay(alignment), in: environment)
            .map { Node(.effect(.mask), children: [$0]) }
    }
}
