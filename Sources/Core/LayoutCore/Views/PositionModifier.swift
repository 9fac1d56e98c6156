import Foundation

/// `position(x:y:)` and `position(_:)`: the view's centre at a point of its parent's space.
public struct _PositionLayout: ViewModifier, PrimitiveModifier {
    let position: CGPoint
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        let d = environment.diagnostics
        let point = CGPoint(x: d.finite(position.x, "position x"), y: d.finite(position.y, "position y"))
        return content(environment).map { Node(.position(point), children: [$0]) }
    }
}

extension View {
    /// Puts this view's centre at `position` in its parent's coordinates; the modified view takes the whole
    /// space it is proposed.
    public func position(_ position: CGPoint) -> ModifiedContent<Self, _PositionLayout> {
        modifier(_PositionLayout(position: position))
    }

    /// Puts this view's centre at (`x`, `y`) in its parent's coordinates; the modified view takes the whole
    /// space it is proposed.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _PositionLayout> {
        position(CGPoint(x: x, y: y))
    }
}
