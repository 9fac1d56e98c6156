import LayoutCore

/// How a preview is laid out, as SwiftUI's `PreviewTrait`: the device (390 × 844 points, the default), the
/// size that fits the view, a fixed size, or the device turned to landscape.
public struct PreviewTrait<T>: Sendable {
    /// The layout a trait asks for.
    enum Layout: Sendable, Equatable {
        case device
        case sizeThatFits
        case fixed(CGSize)
    }

    let layout: Layout?
    let isLandscape: Bool?
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the device's screen (390 × 844 points in portrait).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(layout: .device, isLandscape: nil) }
    /// The preview is as large as its view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(layout: .sizeThatFits, isLandscape: nil) }
    /// The preview is `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(layout: .fixed(CGSize(width: width, height: height)), isLandscape: nil)
    }
    /// The device upright (the default).
    public static var portrait: PreviewTrait<T> { PreviewTrait(layout: nil, isLandscape: false) }
    /// The device upside down: laid out as upright.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(layout: nil, isLandscape: false) }
    /// The device on its side, home button to the left: 844 × 390 points.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(layout: nil, isLandscape: true) }
    /// The device on its side, home button to the right: 844 × 390 points.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(layout: nil, isLandscape: true) }
}
