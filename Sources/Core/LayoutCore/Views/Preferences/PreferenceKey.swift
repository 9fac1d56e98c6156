import Foundation

/// A named value views hand up to their ancestors, as SwiftUI's `PreferenceKey`: a view sets it with
/// `.preference(key:value:)`, and an ancestor reads the values of its subviews combined by `reduce`
/// (`.onPreferenceChange`, `.overlayPreferenceValue`, `.backgroundPreferenceValue`).
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view whose subviews set none.
    static var defaultValue: Value { get }
    /// Combines `value`, the values of the earlier views, with the next view's, in declaration order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Sets this view's value for `key` (its subviews' values for the key are replaced by it).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier(marker: PreferenceMarker(key: K.self, value: value)))
    }

    /// Changes this view's value for `key`: `callback` gets its subviews' combined value (the default
    /// when they set none) and changes it.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceWritingModifier(marker: PreferenceMarker(key: K.self, transform: callback)))
    }
}

/// `preference(key:value:)` and `transformPreference`: a marker node around the content.
public struct _PreferenceWritingModifier: ViewModifier, PrimitiveModifier {
    let marker: PreferenceMarker
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        content(environment).map { Node(.marker(marker), children: [$0]) }
    }
}

/// One view's preference for one key: a value that replaces its subviews', or a change to their combined
/// value.
package struct PreferenceMarker: NodeMarker {
    let key: ObjectIdentifier
    /// This view's value for the key, given its subviews' combined value (nil when they set none).
    let write: (Any?) -> Any

    init(key: ObjectIdentifier, write: @escaping (Any?) -> Any) {
        self.key = key
        self.write = write
    }

    init<K: PreferenceKey>(key: K.Type, value: K.Value) {
        self.key = ObjectIdentifier(K.self)
        write = { _ in value }
    }

    init<K: PreferenceKey>(key: K.Type, transform: @escaping (inout K.Value) -> Void) {
        self.key = ObjectIdentifier(K.self)
        write = { below in
            var value = below as? K.Value ?? K.defaultValue
            transform(&value)
            return value
        }
    }
}

/// Combines the preference values set in a tree of nodes or of placed nodes.
package enum PreferenceValues {
    /// The combined value for `key` of `nodes` (siblings, in order), or nil when none sets one.
    package static func value<K: PreferenceKey>(_ key: K.Type, in nodes: [Node]) -> K.Value? {
        combine(K.self, nodes.map { value(K.self, in: $0) })
    }

    /// The combined value for `key` of `tree` and what is under it (a placed tree includes what geometry
    /// readers built), or nil when nothing sets one.
    package static func value<K: PreferenceKey, T: PreferenceTree>(_ key: K.Type, in tree: T) -> K.Value? {
        let below = combine(K.self, tree.treeChildren.map { value(K.self, in: $0) })
        if case .marker(let marker as PreferenceMarker) = tree.treeKind, marker.key == ObjectIdentifier(K.self) {
            return marker.write(below) as? K.Value
        }
        return below
    }

    private static func combine<K: PreferenceKey>(_ key: K.Type, _ values: [K.Value?]) -> K.Value? {
        var result: K.Value?
        for case let next? in values {
            if result == nil { result = next } else { K.reduce(value: &result!, nextValue: { next }) }
        }
        return result
    }
}

/// A node tree the preference walk can read (built nodes, or placed ones with what geometry readers built):
/// a node's kind and its children.
package protocol PreferenceTree {
    /// The node's kind.
    var treeKind: NodeKind { get }
    /// The node's children.
    var treeChildren: [Self] { get }
}

extension Node: PreferenceTree {
    package var treeKind: NodeKind { kind }
    package var treeChildren: [Node] { children }
}

extension PlacedNode: PreferenceTree {
    package var treeKind: NodeKind { node.kind }
    package var treeChildren: [PlacedNode] { children }
}
