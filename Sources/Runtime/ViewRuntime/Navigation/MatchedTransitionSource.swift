import LayoutCore

/// How a zoom transition's source looks, as SwiftUI's `MatchedTransitionSourceConfiguration`: start from the
/// empty configuration the closure of `matchedTransitionSource(id:in:configuration:)` is given and add a
/// background, a clip shape and a shadow. The zoomed view grows out of the same shape and background.
public protocol MatchedTransitionSourceConfiguration: Sendable {
    /// The look this configuration gives the source.
    var _look: _ZoomSourceLook { get }
}

/// An unstyled source, as SwiftUI's `EmptyMatchedTransitionSourceConfiguration`.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    /// No background, clip or shadow.
    public var _look: _ZoomSourceLook { _ZoomSourceLook() }
}

/// A source configuration with a background, clip shape or shadow added.
public struct _StyledMatchedTransitionSource: MatchedTransitionSourceConfiguration {
    /// The look so far.
    public let _look: _ZoomSourceLook
}

extension MatchedTransitionSourceConfiguration {
    /// Draws `style` behind the source's content; during a zoom it fills the shape growing out of the source.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration {
        var look = _look
        look.background = style
        return _StyledMatchedTransitionSource(_look: look)
    }

    /// Clips the source to `shape`; a zoom starts with its corners and rounds them off as it grows.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
        var look = _look
        look.isClipped = true
        look.cornerRadius = shape.cornerRadius
        look.cornerStyle = shape.style
        return _StyledMatchedTransitionSource(_look: look)
    }

    /// Draws a shadow under the source: `color` (by default black at 33 %), blurred by `radius`, moved by `x`, `y`.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some MatchedTransitionSourceConfiguration {
        var look = _look
        look.shadow = ZoomSourceShadow(color: color, radius: radius, offset: CGSize(width: x, height: y))
        return _StyledMatchedTransitionSource(_look: look)
    }
}

/// `matchedTransitionSource(id:in:configuration:)`: the view drawn in its look, as a zoom transition's source.
public struct _MatchedTransitionSource: ViewModifier {
    let group: ZoomTransitionGroup
    let look: ZoomSourceLook

    /// The content in its look, marked as the source of the group's zoom.
    public func body(content: Content) -> some View {
        var styled = AnyView(content)
        if let background = look.background { styled = AnyView(styled.background(background)) }
        if look.isClipped { styled = AnyView(styled.clipShape(RoundedRectangle(cornerRadius: look.cornerRadius, style: look.cornerStyle))) }
        if let shadow = look.shadow {
            styled = AnyView(styled.shadow(color: shadow.color, radius: shadow.radius, x: shadow.offset.width, y: shadow.offset.height))
        }
        var shape = MatchedGeometryShape.frame
        shape.motion = .zoomSource(look)
        return styled.modifier(_MatchedGeometryEffect(key: group.key, isSource: true, shape: shape))
    }
}

extension View {
    /// Marks this view as the source of a zoom transition: a view shown with
    /// `.navigationTransition(.zoom(sourceID: id, in: namespace))` grows out of it and goes back into it, and
    /// this view is hidden while that view is shown.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> ModifiedContent<Self, _MatchedTransitionSource> {
        modifier(_MatchedTransitionSource(group: ZoomTransitionGroup(sourceID: AnyHashable(id), namespace: namespace), look: ZoomSourceLook()))
    }

    /// Marks this view as the source of a zoom transition, in the look `configuration` gives it (a background,
    /// a rounded clip, a shadow), which the zoomed view starts from.
    public func matchedTransitionSource<Configuration: MatchedTransitionSourceConfiguration>(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> Configuration
    ) -> ModifiedContent<Self, _MatchedTransitionSource> {
        modifier(_MatchedTransitionSource(group: ZoomTransitionGroup(sourceID: AnyHashable(id), namespace: namespace),
                                          look: configuration(EmptyMatchedTransitionSourceConfiguration())._look))
    }
}
