import LayoutCore

/// The numbers of a zoom transition. Apple documents the zoom's parts (the source's shape, background and
/// shadow; the dimming behind; the interactive dismissal), not its timing: these are HeroSim's, chosen to
/// match the look of iOS 18's zoom and said in docs/ARCHITECTURE.md.
enum ZoomTransitionMetrics {
    /// The zoom in and out: SwiftUI's `.smooth` spring (0.5 s perceptual duration, no bounce).
    static let animation = Animation.spring(duration: 0.5, bounce: 0)
    /// The black drawn over what is behind the zoomed view, at its opacity when the view is fully shown; it
    /// fades in with the zoom's progress.
    static let dimming = Color(white: 0, opacity: 0.2)
    /// Where the source is gone (scrolled away, removed), the view fades and scales about its centre instead.
    static let fallback = AnyTransition.opacity.combined(with: .scale(scale: 0.5))
}

extension View {
    /// This view as the destination of `group`'s zoom: it flies from the source's frame to its own (a
    /// matched-geometry group, so the flight table, the trace and the tools see it under the source's id),
    /// drawn zoomed rather than laid out again; without a source it fades and scales instead.
    func zoomDestination(_ group: ZoomTransitionGroup) -> some View {
        var shape = MatchedGeometryShape.frame
        shape.motion = .zoomDestination
        return transition(ZoomTransitionMetrics.fallback)
            .modifier(_MatchedGeometryEffect(key: group.key, isSource: true, shape: shape))
    }
}
