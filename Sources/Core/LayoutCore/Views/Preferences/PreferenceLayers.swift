import Foundation

extension View {
    /// Draws a view made from this view's combined value for `key` above it, aligned by `alignment`; a
    /// `GeometryReader` in it reads the anchors in the value (`proxy[anchor]`).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceLayerModifier<K, V>(transform: transform, alignment: alignment, isOverlay: true))
    }

    /// Draws a view made from this view's combined value for `key` behind it, aligned by `alignment`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceLayerModifier<K, V>(transform: transform, alignment: alignment, isOverlay: false))
    }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: the content is built first, and the layer from
/// the value its views set.
public struct _PreferenceLayerModifier<K: PreferenceKey, V: View>: ViewModifier, PrimitiveModifier {
    let transform: (K.Value) -> V
    let alignment: Alignment
    let isOverlay: Bool
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        let primaries = content(environment)
        let value = PreferenceValues.value(K.self, in: primaries) ?? K.defaultValue
        let secondary = makeSingleNode(transform(value), in: environment)
        return layer(primaries, secondary: secondary, kind: isOverlay ? .overlay(alignment) : .background(alignment), in: environment)
    }
}
