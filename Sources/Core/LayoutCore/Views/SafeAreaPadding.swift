import Foundation

/// `safeAreaPadding(...)`: adds fixed insets to the safe area this view sees, as SwiftUI builds it: one
/// `safeAreaInset` per edge, with no spacing, whose content is empty space as long as the inset (top,
/// then bottom, leading and trailing, outwards). Unlike `padding`, a view inside that ignores the safe
/// area reaches into the insets.
public struct _SafeAreaPaddingModifier: ViewModifier, PrimitiveModifier {
    let insets: EdgeInsets
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        let d = environment.diagnostics
        let lengths: [(Edge, CGFloat)] = [(.top, insets.top), (.bottom, insets.bottom), (.leading, insets.leading), (.trailing, insets.trailing)]
        return content(environment).map { node in
            var padded = node
            for (edge, length) in lengths {
                let length = max(0, d.finite(length, "safeAreaPadding"))
                guard length > 0 else { continue }
                // The inner insets are named here; the outermost takes the modifier's own path.
                if !padded.isIdentical(to: node) { padded.path = environment.path.appending("safe-area-padding-inset-\(edge)") }
                let vertical = edge == .top || edge == .bottom
                var space = Node(.fixedFrame(width: vertical ? 0 : length, height: vertical ? length : 0, alignment: .center),
                                 children: [Node(.zstack(.center))])
                space.path = environment.path.appending("safe-area-padding-\(edge)")
                padded = Node(.safeAreaInset(edge: edge, spacing: 0), children: [padded, space])
            }
            return padded
        }
    }
}

extension View {
    /// Adds `length` (16 when `nil`) to the safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _SafeAreaPaddingModifier> {
        modifier(_SafeAreaPaddingModifier(insets: EdgeInsets(edges, length ?? 16)))
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> ModifiedContent<Self, _SafeAreaPaddingModifier> {
        safeAreaPadding(.all, length)
    }

    /// Adds each edge's inset to the safe area.
    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent<Self, _SafeAreaPaddingModifier> {
        modifier(_SafeAreaPaddingModifier(insets: insets))
    }
}
