import Foundation

/// A key for a value a view hands to the `Layout` that arranges it (`.layoutValue(key:value:)`, read with
/// `subview[Key.self]`).
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Hands `value` for `key` to the layout that arranges this view.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier<K>(value: value))
    }
}

/// `layoutValue(key:value:)`: a marker node that carries the value.
public struct _LayoutValueModifier<K: LayoutValueKey>: ViewModifier, PrimitiveModifier {
    let value: K.Value
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        content(environment).map { Node(.marker(LayoutValueMarker(key: ObjectIdentifier(K.self), value: value)), children: [$0]) }
    }
}

/// One layout value on a subview's chain of modifiers.
struct LayoutValueMarker: NodeMarker {
    let key: ObjectIdentifier
    let value: Any
}

/// Looks up layout values down a subview's chain of modifiers (a value set under another modifier is still
/// the subview's, as SwiftUI's view traits are).
enum LayoutValues {
    /// The value set for `key` on `node` or on a modifier inside it; nil when none is.
    static func value<K: LayoutValueKey>(_ key: K.Type, in node: Node) -> K.Value? {
        var current = node
        while true {
            if case .marker(let marker as LayoutValueMarker) = current.kind, marker.key == ObjectIdentifier(K.self),
               let value = marker.value as? K.Value {
                return value
            }
            guard current.kind.isModifier, let child = current.firstChild else { return nil }
            current = child
        }
    }
}

extension NodeKind {
    /// Whether this is a modifier's kind (it wraps one view, its first child, and keeps its traits), not a
    /// container's or a leaf's.
    var isModifier: Bool {
        switch self {
        case .fixedFrame, .flexibleFrame, .padding, .offset, .overlay, .background, .fixedSize, .position, .alignmentGuide,
             .aspectRatio, .opacity, .hidden, .matchedGeometry, .safeAreaInset, .ignoresSafeArea, .styleBackground, .shadow,
             .clip, .effect, .visualEffect, .marker, .gridCell:
            return true
        default:
            return false
        }
    }
}
