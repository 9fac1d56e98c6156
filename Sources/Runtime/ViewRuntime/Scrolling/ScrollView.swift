import LayoutCore

/// SwiftUI's `ScrollView`: shows its content through a viewport that scrolls along `axes`, by the mouse
/// wheel, by dragging the content, or by a `ScrollViewReader`'s `scrollTo`.
///
/// Along a scroll axis the content is proposed no length (it takes its ideal length) and the scroll view
/// is exactly as long as proposed; across, the scroll view is as long as its content. The content starts
/// at the top-leading corner, is clipped to the viewport, and cannot be scrolled past its ends. Several
/// views in the content stack along the axis, as in a `VStack` (an `HStack` for `.horizontal`).
public struct ScrollView<Content: View>: View, BuiltInView {
    /// The axes the content scrolls along.
    public var axes: Axis.Set
    /// Whether the scroll indicators show: a thin bar along each scrolling axis while the content moves and for
    /// half a second after, then fading, as UIKit's.
    public var showsIndicators: Bool
    /// The content.
    public var content: Content
    @State private var offset = CGPoint.zero
    /// How far a drag past an end pulls the content beyond it.
    @State private var stretch = CGSize.zero
    @State private var scroller = ScrollController()
    @State private var indicatorsShown = false
    /// Counts the layouts that changed the geometry the indicators were built with: reading it builds them again.
    @State private var geometryRevision = 0
    @Environment(\.isScrollEnabled) private var isScrollEnabled
    @Environment(\.scrollIndicators) private var indicatorSettings
    @Environment(\.scrollSnapping) private var snapping
    @Environment(\.scrollClips) private var clips
    @Environment(\.scrollContentMargins) private var margins
    @Environment(\.scrollPositionLink) private var positionLink
    @Environment(\.refresh) private var refresh
    /// Whether a pull to refresh is running its action (`.refreshable`).
    @State private var isRefreshing = false
    /// The viewport's size at the last layout, for content sized by it (`containerRelativeFrame`).
    @State private var viewportSize = CGSize.zero
    @State private var containerSizeReads = ContainerSizeReads()

    /// A scroll view along `axes` (vertical by default) showing `content`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// The viewport, scrolled to the offset, with the drag that scrolls it.
    public var body: some View {
        let scroller = self.scroller
        let offset = $offset
        let axes = self.axes
        let showsIndicators = self.showsIndicators && indicatorSettings.shows(along: axes)
        let showsBars = showsIndicators && indicatorsShown
        let isScrollEnabled = self.isScrollEnabled
        // The bars are drawn from the sizes of the last layout: a layout that changes them builds the bars again.
        let revision = $geometryRevision
        let geometryChanged: (() -> Void)? = showsBars ? { revision.wrappedValue = revision.wrappedValue &+ 1 } : nil
        let stretch = $stretch
        let refreshing = $isRefreshing
        ScrollViewport(axes: axes, offset: offset.wrappedValue, clips: clips, stretch: stretch.wrappedValue,
                       marker: ScrollMarker(controller: scroller, axes: axes, setOffset: { offset.wrappedValue = $0 },
                                            geometryChanged: geometryChanged, isEnabled: isScrollEnabled,
                                            findsTargets: snapping.map { if case .viewAligned = $0 { true } else { false } } ?? false,
                                            containerSizeReads: containerSizeReads, viewportSize: viewportSize,
                                            setViewportSize: { viewportSize = $0 }, margins: margins,
                                            position: positionLink),
                       margins: margins,
                       content: content.environment(\.containerSize, viewportSize).environment(\.containerSizeReads, containerSizeReads))
            // The whole viewport takes drags, where there is content and where there is none, as a UIScrollView.
            .contentShape(Rectangle())
            // Disabled (`scrollDisabled`), the drag is off and the content's own gestures stay on.
            .gesture(DragGesture()
                .onChanged { value in
                    let start = scroller.dragStart ?? scroller.offset
                    scroller.dragStart = start
                    let target = CGPoint(x: start.x - value.translation.width, y: start.y - value.translation.height)
                    let clamped = scroller.clamped(target, axes: axes)
                    if clamped != offset.wrappedValue { offset.wrappedValue = clamped }
                    // Past an end the content follows the finger less and less, as UIKit's rubber band.
                    let pulled = ScrollRubberBand.stretch(past: CGSize(width: target.x - clamped.x, height: target.y - clamped.y),
                                                          viewport: scroller.viewport)
                    if pulled != stretch.wrappedValue { stretch.wrappedValue = pulled }
                }
                .onEnded { value in
                    scroller.dragStart = nil
                    // Pulled far enough below the top of a refreshable view: it rests under the spinner and refreshes.
                    if refresh != nil, axes.contains(.vertical), !refreshing.wrappedValue, stretch.wrappedValue.height >= RefreshMetrics.trigger {
                        withAnimation(.interpolatingSpring(ScrollMomentum.bounce)) { stretch.wrappedValue = CGSize(width: 0, height: RefreshMetrics.rest) }
                        refreshing.wrappedValue = true
                        return
                    }
                    // Let go past an end: the content springs back to it (to the spinner's gap while refreshing).
                    if refreshing.wrappedValue, stretch.wrappedValue.height > 0 {
                        withAnimation(.interpolatingSpring(ScrollMomentum.bounce)) { stretch.wrappedValue = CGSize(width: 0, height: RefreshMetrics.rest) }
                        return
                    }
                    if stretch.wrappedValue != .zero {
                        withAnimation(.interpolatingSpring(ScrollMomentum.bounce)) { stretch.wrappedValue = .zero }
                        return
                    }
                    // A flick goes on and slows down as UIKit's does, or comes to rest where the behavior says.
                    let time = value.time.timeIntervalSinceReferenceDate
                    let clamp = { scroller.clamped($0, axes: axes) }
                    let free = ScrollFling.release(at: offset.wrappedValue, fingerVelocity: value.velocity, axes: axes, time: time, clamp: clamp)
                    let fling = snapping.flatMap { snapping in
                        ScrollFling.snapped(at: offset.wrappedValue, natural: free?.to ?? offset.wrappedValue, fingerVelocity: value.velocity,
                                            snapping: snapping, scroller: scroller, axes: axes, time: time)
                    } ?? free
                    guard let fling else { return }
                    scroller.fling = fling
                    withAnimation(fling.animation) { offset.wrappedValue = fling.to }
                }, including: isScrollEnabled ? .all : .subviews)
            // A finger coming down on a flicked scroll view stops it where it is.
            .simultaneousGesture(DragGesture(minimumDistance: 0).onChanged { value in
                guard let fling = scroller.fling else { return }
                scroller.fling = nil
                guard let now = fling.offset(at: value.time.timeIntervalSinceReferenceDate) else { return }
                var transaction = Transaction()
                transaction.stopsRunningMotions = true
                withTransaction(transaction) { offset.wrappedValue = now }
            }, including: isScrollEnabled ? .all : .subviews)
            .overlay(alignment: .top) {
                if refresh != nil, stretch.wrappedValue.height > 0 || isRefreshing {
                    RefreshSpinner(pull: stretch.wrappedValue.height, isRefreshing: isRefreshing)
                }
            }
            .task(id: isRefreshing) {
                guard isRefreshing, let refresh else { return }
                await refresh()
                withAnimation(.interpolatingSpring(ScrollMomentum.bounce)) { stretch.wrappedValue = .zero }
                refreshing.wrappedValue = false
            }
            .overlay {
                if showsBars {
                    let _ = geometryRevision
                    ScrollIndicators(axes: axes, offset: offset.wrappedValue, viewport: scroller.viewport, content: scroller.content)
                }
            }
            .onChange(of: offset.wrappedValue) {
                if showsIndicators && !indicatorsShown { indicatorsShown = true }
            }
            .task(id: offset.wrappedValue) {
                // Shown while the content moves; half a second after it stops, the bars fade.
                guard showsIndicators else { return }
                try? await Task.sleep(for: ScrollIndicators.lingering)
                guard !Task.isCancelled, indicatorsShown else { return }
                withAnimation(.easeOut(duration: ScrollIndicators.fading)) { indicatorsShown = false }
            }
    }
}

/// What a scroll view knows between builds: where its content was last laid out (so input can scroll it
/// no further than its ends) and where a drag started.
final class ScrollController {
    /// The offset the content was last placed at.
    var offset = CGPoint.zero
    /// The viewport's size at the last layout.
    var viewport = CGSize.zero
    /// The content's size at the last layout.
    var content = CGSize.zero
    /// The offset when the drag under way began.
    var dragStart: CGPoint?
    /// The flick under way, if any.
    var fling: ScrollFling?
    /// The frames of the `scrollTargetLayout()`'s views at the last layout, in the content's coordinates.
    var targets: [CGRect] = []
    /// The id `scrollPosition(id:)` last gave the app or took from it, and whether a layout has settled it.
    var reportedPosition: AnyHashable?
    var positionSettled = false

    /// `offset` kept within the content's ends along `axes`.
    func clamped(_ offset: CGPoint, axes: Axis.Set) -> CGPoint {
        ScrollSpec.clamped(offset, content: content, viewport: viewport, axes: axes)
    }
}

/// A scroll view's node in the tree: how input and the runtime's look after each layout reach it.
struct ScrollMarker: NodeMarker {
    let controller: ScrollController
    let axes: Axis.Set
    let setOffset: (CGPoint) -> Void
    /// Called after a layout that changed the viewport's or the content's size, when something built from
    /// them (the indicators) must be built again; nil when nothing is.
    var geometryChanged: (() -> Void)?
    /// Whether the wheel scrolls it (false inside `scrollDisabled(true)`).
    var isEnabled = true
    /// Whether the frames of its `scrollTargetLayout()`'s views are wanted after each layout (`.viewAligned`).
    var findsTargets = false
    /// Whether its content is sized by its viewport, the size it was built with, and how to build it again
    /// with another.
    var containerSizeReads: ContainerSizeReads?
    var viewportSize = CGSize.zero
    var setViewportSize: ((CGSize) -> Void)?
    /// The margins around its content (`contentMargins`).
    var margins = EdgeInsets()
    /// Its `scrollPosition(id:anchor:)` binding, if any.
    var position: ScrollPositionLink?

    /// Scrolls by `delta` (positive: towards the content's end), within the content's ends, at `time`; a
    /// glide under way stops where it is and the scroll goes on from there. Returns whether the content moved.
    func scroll(by delta: CGSize, at time: Double) -> Bool {
        guard isEnabled else { return false }
        var current = controller.offset
        let gliding = controller.fling?.offset(at: time)
        controller.fling = nil
        if let gliding { current = gliding }
        let next = controller.clamped(CGPoint(x: current.x + delta.width, y: current.y + delta.height), axes: axes)
        guard next != controller.offset || gliding != nil else { return false }
        controller.offset = next
        guard gliding != nil else {
            setOffset(next)
            return true
        }
        var transaction = Transaction()
        transaction.stopsRunningMotions = true
        withTransaction(transaction) { setOffset(next) }
        return true
    }
}
