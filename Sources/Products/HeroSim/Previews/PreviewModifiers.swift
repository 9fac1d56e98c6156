import LayoutCore

/// How a `PreviewProvider`'s preview is laid out, as SwiftUI's `PreviewLayout` (`.previewLayout(_:)`).
public enum PreviewLayout: Sendable, Equatable {
    /// The device's screen.
    case device
    /// The view's ideal size.
    case sizeThatFits
    /// A fixed size in points.
    case fixed(width: CGFloat, height: CGFloat)

    /// The preview trait that asks for the same layout.
    var trait: PreviewTrait<Preview.ViewTraits> {
        switch self {
        case .device: return .defaultLayout
        case .sizeThatFits: return .sizeThatFitsLayout
        case .fixed(let width, let height): return .fixedLayout(width: width, height: height)
        }
    }
}

extension View {
    /// Lays out this `PreviewProvider` preview as `value` says (the `#Preview` spelling is `traits:`).
    public func previewLayout(_ value: PreviewLayout) -> ModifiedContent<Self, _PreviewTraitModifier> {
        modifier(_PreviewTraitModifier(layout: value, displayName: nil))
    }

    /// Names this `PreviewProvider` preview in `herosim preview`'s list.
    public func previewDisplayName(_ value: String?) -> ModifiedContent<Self, _PreviewTraitModifier> {
        modifier(_PreviewTraitModifier(layout: nil, displayName: value))
    }
}

/// `previewLayout` and `previewDisplayName`: read by `herosim preview`, nothing to lay out or draw.
public struct _PreviewTraitModifier: ViewModifier, PrimitiveModifier {
    let layout: PreviewLayout?
    let displayName: String?
    /// Built-in modifiers have no body.
    public typealias Body = Never
    public func _primitiveNodes(content: @escaping (_BuildEnvironment) -> [_LayoutNode], in environment: _BuildEnvironment) -> [_LayoutNode] {
        content(environment)
    }
}

/// A preview's view that carries preview modifiers.
protocol PreviewTraitCarrying {
    /// The layout and name its preview modifiers set (the outermost wins).
    var previewTraitValues: PreviewTraitValues { get }
}

/// What a preview's modifiers set.
struct PreviewTraitValues {
    var layout: PreviewLayout?
    var displayName: String?
}

extension ModifiedContent: PreviewTraitCarrying where Modifier == _PreviewTraitModifier {
    var previewTraitValues: PreviewTraitValues {
        let inner = (content as? any PreviewTraitCarrying)?.previewTraitValues ?? PreviewTraitValues()
        return PreviewTraitValues(layout: modifier.layout ?? inner.layout, displayName: modifier.displayName ?? inner.displayName)
    }
}
