import HeroSim
import HeroSimTesting
import Testing

// iOS 17's scroll target behaviors as a carousel writes them: `.paging`, `.viewAligned` with
// `scrollTargetLayout()`, and your own `ScrollTargetBehavior`.

private struct Carousel<Behavior: ScrollTargetBehavior>: View {
    let behavior: Behavior
    var cardWidth: CGFloat = 400

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { index in
                    Color(white: Double(index) / 10).frame(width: cardWidth, height: 200).id(index)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(behavior)
    }
}

/// Rests on multiples of 100 points.
private struct Hundreds: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.x = (target.rect.minX / 100).rounded() * 100
    }
}

@Suite struct ScrollTargetTests {
    static let size = CGSize(width: 400, height: 200)

    func offset(_ host: HeadlessHost) -> CGFloat { -(host.layout.frame(of: 0)?.minX ?? .nan) }

    /// A flick to the left: 150 points in 0.15 s, released at 1,000 points a second.
    func flick(_ host: HeadlessHost, from x: CGFloat = 300) {
        host.drag(from: CGPoint(x: x, y: 100), to: CGPoint(x: x - 150, y: 100), duration: 0.15)
    }

    @Test func pagingTurnsOnePageAFlickOnTheSmoothSpring() {
        let host = HeadlessHost(Carousel(behavior: .paging), size: Self.size)
        flick(host)
        let release = host.time
        #expect(offset(host) == 150)
        // To the next page, 250 points on, starting at the flick's speed (1,000 / 250 of the way a second).
        host.advance(to: release + 0.1)
        let progress = Spring(duration: 0.5, bounce: 0).value(at: 0.1, initialVelocity: 1000.0 / 250)
        #expect(abs(offset(host) - (150 + 250 * progress)) < 1e-6)
        host.advance(to: release + 3)
        #expect(offset(host) == 400)
    }

    @Test func aSlowReleaseSettlesOnTheNearestPage() {
        let host = HeadlessHost(Carousel(behavior: .paging), size: Self.size)
        host.pointerDown(at: CGPoint(x: 300, y: 100))
        host.advance(to: 0.1)
        host.pointerMoved(to: CGPoint(x: 150, y: 100))
        host.advance(to: 0.6)
        host.pointerUp()
        host.advance(to: 3)
        #expect(offset(host) == 0)
    }

    @Test func viewAlignedRestsWithACardAtTheLeadingEdge() {
        // Cards 150 wide: left alone, the flick would rest at 150 + 499.5; the nearest card edge is 600.
        let host = HeadlessHost(Carousel(behavior: .viewAligned, cardWidth: 150), size: Self.size)
        flick(host)
        host.advance(to: host.time + 3)
        #expect(offset(host) == 600)
    }

    @Test func yourOwnBehaviorMovesTheTarget() {
        let host = HeadlessHost(Carousel(behavior: Hundreds()), size: Self.size)
        flick(host)
        host.advance(to: host.time + 3)
        // 150 + 499.5 rounds to 600.
        #expect(offset(host) == 600)
    }

    @Test func viewAlignedLimitsAFlickToAViewportOnAHorizontalScrollView() {
        // 100-point cards: the flick released at 150 at 1,000 points a second would rest 499.5 points on
        // (649.5, the card at 600); limited, it goes no further than a viewport (400) from the release: 500.
        let limited = HeadlessHost(Carousel(behavior: .viewAligned, cardWidth: 100), size: Self.size)
        flick(limited)
        limited.advance(by: 3)
        #expect(offset(limited) == 500)
        let free = HeadlessHost(Carousel(behavior: .viewAligned(limitBehavior: .never), cardWidth: 100), size: Self.size)
        flick(free)
        free.advance(by: 3)
        #expect(offset(free) == 600)
    }
}
