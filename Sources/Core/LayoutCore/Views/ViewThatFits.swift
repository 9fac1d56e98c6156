import Foundation

/// SwiftUI's `ViewThatFits`: shows the first of its views whose ideal size fits the space offered along
/// `axes`, or the last one when none does.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Picks among the views `content` builds, measuring them along `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// ViewThatFits is a primitive view.
    public var body: Never { fatalError("ViewThatFits has no body") }

    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        [Node(.viewThatFits(axes), children: LayoutCore.makeNodes(content, in: environment))]
    }
}
