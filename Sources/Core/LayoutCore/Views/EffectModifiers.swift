import Foundation

/// `shadow(color:radius:x:y:)`: a blurred copy of the view's drawing behind it, scoped to this layer.
public struct _ShadowEffect: ViewModifier, PrimitiveModifier {
    let color: Color
    let radius: CGFloat
    let offset: CGSize
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        let d = environment.diagnostics
        let kind = NodeKind.shadow(color: color, radius: d.length(radius, "shadow radius"),
                                   offset: CGSize(width: d.finite(offset.width, "shadow x"), height: d.finite(offset.height, "shadow y")))
        return content(environment).map { Node(kind, children: [$0]) }
    }
}

/// `clipShape(_:)` and `cornerRadius(_:)`: drawing outside the shape is cut away; layout is unchanged.
public struct _ClipEffect: ViewModifier, WrappingModifier {
    let shape: ShapeKind
    /// Built-in modifiers have no body.
    public typealias Body = Never
    package var wrapperKind: NodeKind { .clip(shape) }
}

extension View {
    /// Draws a shadow of this view (SwiftUI's default colour: black at 33 %), blurred by `radius`.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _ShadowEffect> {
        modifier(_ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }
    /// Clips this view's drawing to `shape`, fitted to the view's frame.
    public func clipShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _ClipEffect> {
        modifier(_ClipEffect(shape: shape.shapeKind))
    }
    /// Clips this view's drawing to its frame.
    public func clipped() -> ModifiedContent<Self, _ClipEffect> { modifier(_ClipEffect(shape: .rectangle)) }
    /// Clips this view's drawing to a rounded rectangle of `radius`.
    public func cornerRadius(_ radius: CGFloat) -> ModifiedContent<Self, _ClipEffect> {
        modifier(_ClipEffect(shape: .roundedRectangle(cornerRadius: radius)))
    }
}
