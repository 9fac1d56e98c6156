import HeroSim
import HeroSimTesting
import Testing

// `scrollTransition` and `visualEffect` as iOS 17 code writes them: a carousel whose cards shrink and fade
// towards the edges, and a list whose rows lean by how far down the scroll view they are.

private struct Carousel: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(colors.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(colors[index])
                        .frame(width: 200, height: 200)
                        .scrollTransition { content, phase in
                            content
                                .scaleEffect(phase.isIdentity ? 1 : 0.8)
                                .opacity(phase.isIdentity ? 1 : 0.5)
                        }
                }
            }
        }
        .scrollTransition(.animated, axis: .horizontal) { content, _ in content }
    }
}

private struct LeaningRows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<8, id: \.self) { _ in
                    Color.blue.frame(height: 100)
                        .visualEffect { content, proxy in
                            content.offset(x: proxy.frame(in: .scrollView).minY / 4)
                        }
                }
            }
        }
    }
}

@Suite struct ScrollTransitionSurfaceTests {
    @Test func cardsAtTheEdgeAreSmallerAndFainter() {
        let host = HeadlessHost(Carousel(), size: CGSize(width: 300, height: 200))
        let image = host.render()
        // The first card (0...200) is fully visible: system red at full strength at its centre.
        #expect(image.pixel(x: 100, y: 100) & 0xFFFFFF == 0xFF3B30)
        // The second card (200...400) shows a half; eased progress 0.5 scales it to 0.9 about its centre
        // (x 300), so its left edge is at 210, at 0.75 opacity over white.
        let beforeEdge = image.pixel(x: 205, y: 100) & 0xFFFFFF
        #expect(beforeEdge == 0xFFFFFF, "beside the scaled card: \(String(beforeEdge, radix: 16))")
        let orange = image.pixel(x: 250, y: 100)
        let green = Int((orange >> 8) & 0xFF)
        // System orange (255, 149, 0) at 0.75 over white: green 149 × 0.75 + 255 × 0.25 = 175.5.
        #expect(abs(green - 176) <= 1, "the half-visible card's green: \(green)")
    }

    @Test func rowsLeanByTheirPlaceInTheScrollView() {
        let host = HeadlessHost(LeaningRows(), size: CGSize(width: 300, height: 400))
        let image = host.render()
        // Row 1 (y 100...200) is drawn 25 points to the right: white before x 25, blue after.
        #expect(image.pixel(x: 20, y: 150) & 0xFFFFFF == 0xFFFFFF)
        #expect(image.pixel(x: 30, y: 150) & 0xFFFFFF != 0xFFFFFF)
        host.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 150, y: 200))
        // Scrolled by 100, row 1 is at the top and not moved.
        #expect(host.render().pixel(x: 5, y: 50) & 0xFFFFFF != 0xFFFFFF)
    }
}
