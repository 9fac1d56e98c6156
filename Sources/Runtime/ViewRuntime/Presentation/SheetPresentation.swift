import LayoutCore

/// A sheet's measures, from UIKit's page sheet (iOS 15+): its top 10 pt under the top safe area at
/// `.large`, its top corners rounded by 10 pt, the window behind dimmed by black at 30%
/// (`UIDimmingView`), the grabber a 36 × 5-pt capsule 5 pt from the top in rgb(195, 195, 199)
/// (`UISheetPresentationController.prefersGrabberVisible`).
enum SheetMetrics {
    static let topGap: CGFloat = 10
    static let cornerRadius: CGFloat = 10
    static let dimming = 0.3
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5
    static let grabberColor = Color(red: 195.0 / 255, green: 195.0 / 255, blue: 199.0 / 255)
    /// A flick down faster than this (points per second) dismisses, however short the drag.
    static let flickVelocity: CGFloat = 1_000
    /// How the card settles after a drag: UIKit's sheet spring.
    static let settle = Animation.spring(response: 0.4, dampingFraction: 1)
}

/// A presented sheet: its backdrop and its card, which follows a drag and settles at a detent or closes.
struct SheetPresentation: View, BuiltInView {
    let content: AnyView
    let dismiss: DismissAction
    let onDismiss: (() -> Void)?
    let window: CGSize
    let safeArea: EdgeInsets
    /// How far the card is dragged down from its detent (negative: up).
    @State private var drag: CGFloat = 0
    /// The index of the detent the card rests at, smallest first.
    @State private var detent = 0

    var body: some View {
        SheetCardBuilder(content: content, dismiss: dismiss, onDismiss: onDismiss, window: window, safeArea: safeArea,
                         drag: $drag, detent: $detent)
    }
}

/// Builds the sheet's content, reads its detents, then builds the card at the detent's height.
struct SheetCardBuilder: View, PrimitiveView {
    let content: AnyView
    let dismiss: DismissAction
    let onDismiss: (() -> Void)?
    let window: CGSize
    let safeArea: EdgeInsets
    let drag: Binding<CGFloat>
    let detent: Binding<Int>

    var body: Never { fatalError("SheetCardBuilder has no body") }

    /// The heights of `detents` in this window, smallest first, without repeats.
    func heights(_ detents: Set<PresentationDetent>) -> [CGFloat] {
        let large = max(0, window.height - safeArea.top - SheetMetrics.topGap)
        return Array(Set(detents.map { $0.height(container: window.height, large: large) })).sorted()
    }

    func _primitiveNodes(in environment: BuildEnvironment) -> [Node] {
        var contentEnvironment = environment.appendingPath("content")
        contentEnvironment.values.dismiss = dismiss
        let nodes = LayoutCore.makeNodes(content, in: contentEnvironment)
        let settings = SheetSettings(scanning: nodes)
        let heights = heights(settings.detents)
        let index = min(max(0, detent.wrappedValue), heights.count - 1)
        let height = heights[index]
        let offset = drag.wrappedValue
        let showsGrabber = settings.dragIndicator == .visible || (settings.dragIndicator == .automatic && heights.count > 1)
        let dismiss = self.dismiss, drag = self.drag, detent = self.detent
        let canDismiss = !settings.dismissDisabled
        let card = BuiltNodes(nodes: nodes)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .frame(height: height)
            .background(RoundedRectangle(cornerRadius: SheetMetrics.cornerRadius).fill(Color.white).padding(.bottom, -SheetMetrics.cornerRadius))
            .overlay(alignment: .top) {
                if showsGrabber {
                    Capsule().fill(SheetMetrics.grabberColor)
                        .frame(width: SheetMetrics.grabberSize.width, height: SheetMetrics.grabberSize.height)
                        .padding(.top, SheetMetrics.grabberTop)
                }
            }
            .offset(y: offset)
            .gesture(DragGesture()
                .onChanged { value in
                    let down = value.translation.height
                    // Up past the largest detent the card resists: it moves a tenth of the finger's way.
                    let room = (heights.last ?? height) - height
                    drag.wrappedValue = down >= -room ? down : -room + (down + room) / 10
                }
                .onEnded { value in
                    let down = value.translation.height
                    if canDismiss, index == 0, down > height / 3 || value.velocity.height > SheetMetrics.flickVelocity {
                        withAnimation(PresentationView.animation) { dismiss() }
                        return
                    }
                    let target = height - value.predictedEndTranslation.height
                    let nearest = heights.indices.min { abs(heights[$0] - target) < abs(heights[$1] - target) } ?? index
                    withAnimation(SheetMetrics.settle) {
                        detent.wrappedValue = nearest
                        drag.wrappedValue = 0
                    }
                })
            .onDisappear { onDismiss?() }
            .id(PresentationIDs.sheet)
        // The card slides up, or zooms out of its source when its content declares a zoom.
        let presented: AnyView
        if case .zoom(let group) = NavigationScreenInfo(scanning: nodes).transition {
            // The card's own drag settles and dismisses it.
            presented = AnyView(card.zoomDestination(group, dismiss: nil))
        } else {
            presented = AnyView(card.transition(.move(edge: .bottom)))
        }
        // Two views, each with its own transition, in the presentation's z-stack (aligned at the bottom).
        let layer = Group {
            PresentationBackdrop(opacity: SheetMetrics.dimming, tap: canDismiss ? { dismiss() } : nil)
            presented
        }
        return LayoutCore.makeNodes(layer, in: environment.appendingPath("layer"))
    }
}
