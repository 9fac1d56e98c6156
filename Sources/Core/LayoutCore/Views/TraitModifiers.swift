import Foundation

/// The path component of `.id(_:)`: the id, described as `id:VALUE`.
package struct ExplicitIDComponent: Hashable, CustomStringConvertible {
    let id: AnyHashable
    package var description: String { "id:\(id.base)" }
}

/// `id(_:)`: names a view so its frame can be found in a `LayoutResult`.
public struct _IdentifiedModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        // A new id is a new view: the content's identity (and so its state) follows the id.
        content(environment.appendingPath(ExplicitIDComponent(id: id))).map { node in
            // A node kept from the last build stays the very node it named then, with its layout.
            environment.derivedNode(.identified, from: node, stillHolds: { $0.id == id }) { named(node) }
        }
    }

    /// `node` named by the id: a node that already has an id gets a transparent wrapper, so both names
    /// stay findable.
    private func named(_ node: Node) -> Node {
        if node.id == nil { var named = node; named.id = id; return named }
        var wrapper = Node(.padding(EdgeInsets()), children: [node])
        wrapper.id = id
        wrapper.path = node.path?.appending("id-wrapper")
        wrapper.layoutPriority = node.layoutPriority
        wrapper.zIndex = node.zIndex
        return wrapper
    }
}

/// `layoutPriority(_:)`: stacks size higher priorities first; ZStacks size by the highest only.
public struct _TraitWritingModifier: ViewModifier, PrimitiveModifier {
    let layoutPriority: Double?
    let zIndex: Double?
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        content(environment).map { node in
            var node = node
            if let layoutPriority { node.layoutPriority = layoutPriority }
            if let zIndex { node.zIndex = zIndex }
            return node
        }
    }
}

/// `alignmentGuide(_:computeValue:)`: overrides one guide of the view.
public struct _AlignmentWritingModifier: ViewModifier, PrimitiveModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        content(environment).map { Node(.alignmentGuide(key, computeValue), children: [$0]) }
    }
}

/// `opacity(_:)`: draws the view as one group at the given opacity.
public struct _OpacityEffect: ViewModifier, WrappingModifier {
    let opacity: Double
    /// Built-in modifiers have no body.
    public typealias Body = Never
    package var wrapperKind: NodeKind { .opacity(min(1, max(0, opacity.isNaN ? 1 : opacity))) }
}

/// `hidden()`: keeps the view's layout and draws nothing.
public struct _HiddenModifier: ViewModifier, WrappingModifier {
    /// Built-in modifiers have no body.
    public typealias Body = Never
    package var wrapperKind: NodeKind { .hidden }
}

/// `foregroundStyle(_:)`: the style shapes and text inside use, as SwiftUI's `_ForegroundStyleModifier`.
public struct _ForegroundStyleModifier<Style: ShapeStyle>: ViewModifier, PrimitiveModifier {
    let style: Style
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        var inner = environment
        inner.foreground = style.paint
        return content(inner)
    }
}

/// `font(_:)` and `foregroundColor(_:)`: an environment value inherited by the content, as SwiftUI's
/// `_EnvironmentKeyWritingModifier`.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    let value: Value
    let write: (inout BuildEnvironment, Value) -> Void

    /// A modifier that writes `value` into the environment of its content with `write`.
    package init(value: Value, write: @escaping (inout BuildEnvironment, Value) -> Void) {
        self.value = value
        self.write = write
    }
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        var inner = environment
        write(&inner, value)
        return content(inner)
    }
}

extension View {
    /// Names this view; `LayoutResult.frame(of:)` finds it by this id.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentifiedModifier> {
        modifier(_IdentifiedModifier(id: AnyHashable(id)))
    }
    /// Sets the priority stacks use to share space; the default is 0.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _TraitWritingModifier> {
        modifier(_TraitWritingModifier(layoutPriority: value, zIndex: nil))
    }
    /// Sets the draw order among siblings; the default is 0. Layout is unchanged.
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _TraitWritingModifier> {
        modifier(_TraitWritingModifier(layoutPriority: nil, zIndex: value))
    }
    /// Overrides a horizontal alignment guide of this view.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _AlignmentWritingModifier> {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }
    /// Overrides a vertical alignment guide of this view.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _AlignmentWritingModifier> {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }
    /// Draws this view at `opacity` (0...1).
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> {
        modifier(_OpacityEffect(opacity: opacity))
    }
    /// Keeps this view's space and draws nothing.
    public func hidden() -> ModifiedContent<Self, _HiddenModifier> { modifier(_HiddenModifier()) }
    /// Sets the style shapes and text inside use.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _ForegroundStyleModifier<S>> {
        modifier(_ForegroundStyleModifier(style: style))
    }
    /// Sets the colour shapes and text inside use (nil keeps the inherited one).
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Color?>> {
        modifier(_EnvironmentKeyWritingModifier(value: color) { environment, color in
            if let color { environment.foreground = .color(color) }
        })
    }
    /// Sets the font text inside uses (nil keeps the inherited one).
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Font?>> {
        modifier(_EnvironmentKeyWritingModifier(value: font) { environment, font in
            if let font { environment.font = font }
        })
    }
}
