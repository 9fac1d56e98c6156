import Foundation

/// `scaleEffect`: draws the view scaled about an anchor; its frame in layout stays.
public struct _ScaleEffect: ViewModifier, WrappingModifier {
    let scale: CGSize
    let anchor: UnitPoint
    /// Built-in modifiers have no body.
    public typealias Body = Never
    package var wrapperKind: NodeKind { .effect(.scale(scale, anchor: anchor)) }
}

/// `rotationEffect`: draws the view rotated about an anchor; its frame in layout stays.
public struct _RotationEffect: ViewModifier, WrappingModifier {
    let angle: Angle
    let anchor: UnitPoint
    /// Built-in modifiers have no body.
    public typealias Body = Never
    package var wrapperKind: NodeKind { .effect(.rotation(angle, anchor: anchor)) }
}

/// `rotation3DEffect`: draws the view rotated in 3-D (as its affine projection); its frame stays.
public struct _Rotation3DEffect: ViewModifier, WrappingModifier {
    let angle: Angle
    let axis: Rotation3DAxis
    let anchor: UnitPoint
    let anchorZ: CGFloat
    let perspective: CGFloat
    /// Built-in modifiers have no body.
    public typealias Body = Never
    package var wrapperKind: NodeKind {
        .effect(.rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}

/// `blur(radius:opaque:)`: draws the view blurred; its frame stays.
public struct _BlurEffect: ViewModifier, WrappingModifier {
    let radius: CGFloat
    let opaque: Bool
    /// Built-in modifiers have no body.
    public typealias Body = Never
    package var wrapperKind: NodeKind { .effect(.blur(radius: radius, opaque: opaque)) }
}

extension View {
    /// Draws this view scaled by `scale` (width and height factors) about `anchor`. Layout is unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }
    /// Draws this view scaled by `s` on both axes about `anchor`. Layout is unchanged.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: CGSize(width: s, height: s), anchor: anchor))
    }
    /// Draws this view scaled by `x` and `y` about `anchor`. Layout is unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        modifier(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
    }
    /// Draws this view rotated by `angle` (clockwise on screen) about `anchor`. Layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _RotationEffect> {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }
    /// Draws this view rotated in three dimensions by `angle` about `axis` through `anchor`. HeroSim draws
    /// the rotated plane's projection without perspective (cairo's transforms are affine); layout is unchanged.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> ModifiedContent<Self, _Rotation3DEffect> {
        modifier(_Rotation3DEffect(angle: angle, axis: Rotation3DAxis(x: axis.x, y: axis.y, z: axis.z), anchor: anchor, anchorZ: anchorZ,
                                   perspective: perspective))
    }
    /// Draws this view blurred by a Gaussian of σ = radius / 2; with `opaque`, the blur keeps the view's
    /// edges opaque instead of fading them. Layout is unchanged.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _BlurEffect> {
        modifier(_BlurEffect(radius: radius, opaque: opaque))
    }
}
