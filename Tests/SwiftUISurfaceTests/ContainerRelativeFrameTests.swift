import HeroSim
import HeroSimTesting
import Testing

// `containerRelativeFrame` as an iOS 17 carousel writes it: cards a fraction of the scroll view's width.

private struct ThirdsCarousel: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<6, id: \.self) { index in
                    Color.blue
                        .containerRelativeFrame(.horizontal, count: 3, spacing: 10)
                        .frame(height: 100)
                        .id(index)
                }
            }
        }
    }
}

private struct HalfTheWindow: View {
    var body: some View {
        Color.orange
            .containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .horizontal ? length / 2 : 100 }
            .id("half")
    }
}

@Suite struct ContainerRelativeFrameTests {
    @Test func cardsAreAThirdOfTheScrollViewLessTheSpacing() {
        let host = HeadlessHost(ThirdsCarousel(), size: CGSize(width: 400, height: 300))
        let third: CGFloat = (400 - 2 * 10) / 3
        #expect(host.layout.frame(of: 0)?.width == third)
        #expect(host.layout.frame(of: 1)?.minX == third + 10)
        // The window (and so the viewport) narrows: the cards follow.
        host.resize(to: CGSize(width: 320, height: 300))
        #expect(host.layout.frame(of: 0)?.width == 100)
    }

    @Test func outsideAScrollViewTheContainerIsTheWindow() {
        let host = HeadlessHost(HalfTheWindow(), size: CGSize(width: 400, height: 300))
        #expect(host.layout.frame(of: "half") == CGRect(x: 100, y: 100, width: 200, height: 100))
    }
}
