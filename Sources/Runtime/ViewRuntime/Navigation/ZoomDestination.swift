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
    /// The source, drawn over the zoom, has faded out when the zoom has come this far (and fades back in over
    /// the same stretch as it lands).
    static let crossFadeProgress: CGFloat = 0.4
    /// Where the source is gone (scrolled away, removed), the view fades and scales about its centre instead.
    static let fallback = AnyTransition.opacity.combined(with: .scale(scale: 0.5))
    /// A drag whose predicted end is this far down (or right, from the leading edge) dismisses.
    static let dismissDistance: CGFloat = 120
    /// How wide the leading edge is where a drag to the right dismisses, as UIKit's edge swipe.
    static let leadingEdgeWidth: CGFloat = 20
    /// A pinch that ends below this scale dismisses.
    static let dismissScale: CGFloat = 0.85
}

extension View {
    /// This view as the destination of `group`'s zoom: it flies from the source's frame to its own (a
    /// matched-geometry group, so the flight table, the trace and the tools see it under the source's id),
    /// drawn zoomed rather than laid out again; a drag or a pinch on it takes it back to the source when
    /// `dismiss` is given; without a source it fades and scales instead.
    func zoomDestination(_ group: ZoomTransitionGroup, dismiss: DismissAction?) -> some View {
        ZoomDestination(content: AnyView(self), group: group, dismiss: dismiss)
    }
}

/// A zoom's destination: its content in the pose a drag or pinch gives it, dismissed when the gesture lets go
/// far or fast enough, springing back otherwise, as iOS 18's interactive zoom dismissal.
struct ZoomDestination: View, BuiltInView {
    let content: AnyView
    let group: ZoomTransitionGroup
    let dismiss: DismissAction?
    @State private var pose = ZoomPose.identity

    var body: some View {
        var shape = MatchedGeometryShape.frame
        shape.motion = .zoomDestination(pose)
        let posed = dismiss == nil ? AnyView(content) : AnyView(content.gesture(drag).simultaneousGesture(pinch))
        return posed
            .transition(ZoomTransitionMetrics.fallback)
            .modifier(_MatchedGeometryEffect(key: group.key, isSource: true, shape: shape))
    }

    /// The drag: the view follows the finger, shrinking as it goes down (or right, from the leading edge).
    private var drag: some Gesture {
        DragGesture(coordinateSpace: .global)
            .onChanged { value in
                pose = ZoomPose(translation: value.translation, anchor: value.startLocation,
                                fromLeadingEdge: value.startLocation.x <= ZoomTransitionMetrics.leadingEdgeWidth)
            }
            .onEnded { value in
                let predicted = value.predictedEndTranslation
                let dismisses = predicted.height > ZoomTransitionMetrics.dismissDistance
                    || (pose.fromLeadingEdge && predicted.width > ZoomTransitionMetrics.dismissDistance)
                release(dismisses: dismisses, velocity: value.velocity, translation: value.translation)
            }
    }

    /// The pinch: the view scales with the fingers about where they began.
    private var pinch: some Gesture {
        MagnifyGesture()
            .onChanged { value in
                pose = ZoomPose(anchor: nil, pinchScale: min(1, value.magnification))
            }
            .onEnded { value in
                let dismisses = value.magnification < ZoomTransitionMetrics.dismissScale || value.velocity < -1
                release(dismisses: dismisses, velocity: .zero, translation: .zero)
            }
    }

    /// Lets go: dismisses, the zoom back starting at the finger's speed, or springs back to where it was laid
    /// out at that speed.
    private func release(dismisses: Bool, velocity: CGSize, translation: CGSize) {
        if dismisses, let dismiss {
            var transaction = Transaction(animation: ZoomTransitionMetrics.animation)
            transaction.zoomReleaseVelocity = velocity
            withTransaction(transaction) { dismiss() }
            return
        }
        // The spring's initial velocity is a fraction of the way back per second: the finger's speed towards
        // where the view was laid out, over the distance.
        let distance = translation.width * translation.width + translation.height * translation.height
        let initialVelocity = distance > 0 ? -(velocity.width * translation.width + velocity.height * translation.height) / distance : 0
        withAnimation(.interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: initialVelocity)) { pose = .identity }
    }
}
