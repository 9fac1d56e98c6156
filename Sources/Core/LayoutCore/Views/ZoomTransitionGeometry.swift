import Foundation

/// How a view of a matched-geometry group is drawn while its frame animates.
package enum MatchedGeometryMotion: Hashable, Sendable {
    /// Laid out again at the animated frame each moment (`matchedGeometryEffect`).
    case layout
    /// The view a zoom transition grows from (`matchedTransitionSource`): drawn in its look, and hidden while
    /// the view zoomed out of it is shown.
    case zoomSource(ZoomSourceLook)
    /// The view a zoom transition shows (`navigationTransition(.zoom)`): laid out once at its own frame and
    /// drawn scaled to fill the animated frame, clipped to it.
    case zoomDestination

    /// Whether this is either end of a zoom transition.
    package var isZoom: Bool {
        if case .layout = self { return false }
        return true
    }

    /// The look of a zoom source, if this is one.
    package var zoomSourceLook: ZoomSourceLook? {
        if case .zoomSource(let look) = self { return look }
        return nil
    }
}

/// How a zoom transition's source is drawn, set by `matchedTransitionSource(id:in:configuration:)`: a colour
/// behind its content, the rounded rectangle it is clipped to, and its shadow. The zoomed view starts with
/// the same corners and background and grows out of them.
public struct _ZoomSourceLook: Hashable, Sendable {
    /// The colour drawn behind the content, filling the zoom's shape as it grows.
    package var background: Color?
    /// The corner radius of the clip; 0 for none.
    package var cornerRadius: CGFloat = 0
    /// The corner style of the clip.
    package var cornerStyle: RoundedCornerStyle = .continuous
    /// Whether the source is clipped at all.
    package var isClipped = false
    /// The shadow under the source, if any.
    package var shadow: ZoomSourceShadow?

    /// An unstyled source.
    package init() {}
}

/// A zoom source's shadow: colour, blur radius and offset.
package struct ZoomSourceShadow: Hashable, Sendable {
    package var color: Color
    package var radius: CGFloat
    package var offset: CGSize

    /// A shadow of `color`, blurred by `radius`, moved by `offset`.
    package init(color: Color, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}

/// Our name for `_ZoomSourceLook`.
package typealias ZoomSourceLook = _ZoomSourceLook

/// Where a zoom transition draws its view at one moment: the view laid out at `full`, scaled uniformly about
/// its centre until it covers `frame` (the animated frame, from the source's to its own), centred on it and
/// clipped to it. Pure geometry, shared by the presenter and the tests.
package struct ZoomPlacement: Hashable, Sendable {
    /// The clip: the animated frame.
    package let frame: CGRect
    /// The scale of the content.
    package let scale: CGFloat
    /// How far the content's centre moves.
    package let offset: CGSize
    /// How far the zoom has come, from 0 at the source's frame to 1 at the view's own.
    package let progress: CGFloat

    /// The placement of a view laid out at `full`, drawn at `frame`, zooming from `source` (nil when the source
    /// is gone: the progress is then the scale).
    package init(full: CGRect, frame: CGRect, source: CGRect?) {
        self.frame = frame
        let scale = full.width > 0 && full.height > 0 ? max(frame.width / full.width, frame.height / full.height) : 1
        self.scale = scale
        offset = CGSize(width: frame.midX - full.midX, height: frame.midY - full.midY)
        progress = ZoomPlacement.progress(full: full, frame: frame, source: source, scale: scale)
    }

    private static func progress(full: CGRect, frame: CGRect, source: CGRect?, scale: CGFloat) -> CGFloat {
        guard let source else { return min(1, max(0, scale)) }
        // Along the wider of the two spans, so a source as wide as the screen still measures by its height.
        let widthSpan = full.width - source.width, heightSpan = full.height - source.height
        let fraction = abs(widthSpan) >= abs(heightSpan)
            ? (widthSpan == 0 ? 1 : (frame.width - source.width) / widthSpan)
            : (frame.height - source.height) / heightSpan
        return min(1, max(0, fraction))
    }
}
