import Foundation

/// How a view of a matched-geometry group is drawn while its frame animates.
package enum MatchedGeometryMotion: Hashable, Sendable {
    /// Laid out again at the animated frame each moment (`matchedGeometryEffect`).
    case layout
    /// The view a zoom transition grows from (`matchedTransitionSource`): drawn in its look, and hidden while
    /// the view zoomed out of it is shown.
    case zoomSource(ZoomSourceLook)
    /// The view a zoom transition shows (`navigationTransition(.zoom)`): its content laid out once at its own
    /// frame and drawn scaled to fill the animated frame, clipped to it. The pose is where a drag or a pinch
    /// has taken it: the node's own frame is the posed one, its content keeps the laid-out frame.
    case zoomDestination(ZoomPose)

    /// Whether this is either end of a zoom transition.
    package var isZoom: Bool {
        if case .layout = self { return false }
        return true
    }

    /// Whether this is a zoom's destination.
    package var isZoomDestination: Bool {
        if case .zoomDestination = self { return true }
        return false
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

/// Where a drag or a pinch has taken a zoom's destination, as iOS 18's interactive dismissal moves it: scaled
/// about the point where the gesture began and moved by the finger. A drag shrinks the view as it goes down
/// (or right, from the leading edge): half its size when it has come the view's whole height (or width).
package struct ZoomPose: Hashable, Sendable {
    /// How far the finger has moved.
    package var translation: CGSize = .zero
    /// Where the gesture began, in window coordinates; nil for the view's centre.
    package var anchor: CGPoint?
    /// Whether the drag began at the leading edge, so that moving right shrinks the view too.
    package var fromLeadingEdge = false
    /// A pinch's scale, which replaces the drag's.
    package var pinchScale: CGFloat?

    /// The view where it was laid out.
    package static let identity = ZoomPose()

    /// A pose.
    package init(translation: CGSize = .zero, anchor: CGPoint? = nil, fromLeadingEdge: Bool = false, pinchScale: CGFloat? = nil) {
        self.translation = translation
        self.anchor = anchor
        self.fromLeadingEdge = fromLeadingEdge
        self.pinchScale = pinchScale
    }

    /// The smallest a drag makes the view, as a fraction of its size.
    package static let smallestDragScale: CGFloat = 0.5

    /// The scale of a view of `size` in this pose.
    package func scale(for size: CGSize) -> CGFloat {
        if let pinchScale { return min(1, max(0, pinchScale)) }
        var progress = size.height > 0 ? max(0, translation.height) / size.height : 0
        if fromLeadingEdge, size.width > 0 { progress = max(progress, max(0, translation.width) / size.width) }
        return 1 - (1 - ZoomPose.smallestDragScale) * min(1, progress)
    }

    /// Where a view laid out at `frame` is in this pose.
    package func apply(to frame: CGRect) -> CGRect {
        guard self != .identity else { return frame }
        let scale = scale(for: frame.size)
        let anchor = anchor ?? CGPoint(x: frame.midX, y: frame.midY)
        return CGRect(x: anchor.x + (frame.minX - anchor.x) * scale + translation.width,
                      y: anchor.y + (frame.minY - anchor.y) * scale + translation.height,
                      width: frame.width * scale, height: frame.height * scale)
    }
}
