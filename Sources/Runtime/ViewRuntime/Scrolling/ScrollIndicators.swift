import LayoutCore

/// A scroll view's indicators, as UIKit draws them: along each scrolling axis whose content is longer than the
/// viewport, a bar 3 points thick, 3 points in from the trailing (or bottom) edge and from the ends, as long as
/// the viewport's share of the content (at least 36 points), placed by how far the content is scrolled; the
/// primary colour at 35 % opacity (dark in light mode, light in dark mode). Not hit-tested.
struct ScrollIndicators: View {
    /// How long the bars stay after the content stops.
    static let lingering = Duration.milliseconds(500)
    /// How long they take to fade.
    static let fading = 0.25
    /// The bar's thickness and its distance from the edges, in points.
    static let thickness: CGFloat = 3
    static let inset: CGFloat = 3
    /// The shortest bar, in points.
    static let shortest: CGFloat = 36

    let axes: Axis.Set
    let offset: CGPoint
    let viewport: CGSize
    let content: CGSize

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear
            if axes.contains(.vertical), let bar = ScrollIndicators.bar(offset: offset.y, viewport: viewport.height, content: content.height) {
                Capsule().fill(Color.primary.opacity(0.35))
                    .frame(width: ScrollIndicators.thickness, height: bar.length)
                    .offset(x: viewport.width - ScrollIndicators.inset - ScrollIndicators.thickness, y: bar.position)
            }
            if axes.contains(.horizontal), let bar = ScrollIndicators.bar(offset: offset.x, viewport: viewport.width, content: content.width) {
                Capsule().fill(Color.primary.opacity(0.35))
                    .frame(width: bar.length, height: ScrollIndicators.thickness)
                    .offset(x: bar.position, y: viewport.height - ScrollIndicators.inset - ScrollIndicators.thickness)
            }
        }
        .allowsHitTesting(false)
    }

    /// Where a bar lies along one axis (`position` from the viewport's start, and `length`), or nil when the
    /// content fits the viewport.
    static func bar(offset: CGFloat, viewport: CGFloat, content: CGFloat) -> (position: CGFloat, length: CGFloat)? {
        guard content > viewport + 0.5, viewport > 2 * inset else { return nil }
        let track: CGFloat = viewport - 2 * inset
        let length: CGFloat = min(track, max(shortest, track * viewport / content))
        let progress: CGFloat = min(1, max(0, offset / (content - viewport)))
        let position: CGFloat = inset + progress * (track - length)
        return (position, length)
    }
}
