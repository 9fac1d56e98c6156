import HeroSim
import HeroSimTesting
import Testing

// `scrollPosition(id:anchor:)` as iOS 17 code writes it: a paged carousel whose page the app reads and sets.

private final class Seen: @unchecked Sendable { var pages: [Int?] = [] }

private struct Pages: View {
    let seen: Seen
    @State private var page: Int?
    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<5) { index in
                        Color(white: Double(index) / 5).frame(width: 300, height: 200)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $page)
            .onChange(of: page, initial: true) { seen.pages.append(page) }
            Color.blue.frame(height: 50).onTapGesture { withAnimation(.linear(duration: 1)) { page = 3 } }
        }
    }
}

@Suite struct ScrollPositionTests {
    @Test func scrollingReportsThePageAtTheLeadingEdge() {
        let seen = Seen()
        let host = HeadlessHost(Pages(seen: seen), size: CGSize(width: 300, height: 250))
        host.advance(by: 0.1)
        #expect(seen.pages.last == 0)
        host.scroll(by: CGSize(width: 310, height: 0), at: CGPoint(x: 150, y: 100))
        host.advance(by: 0.1)
        #expect(seen.pages.last == 1)
        host.scroll(by: CGSize(width: 300, height: 0), at: CGPoint(x: 150, y: 100))
        host.advance(by: 0.1)
        #expect(seen.pages.last == 2)
    }

    @Test func settingThePositionScrollsItsViewThereWithTheAnimation() throws {
        let seen = Seen()
        let host = HeadlessHost(Pages(seen: seen), size: CGSize(width: 300, height: 250))
        host.advance(by: 0.1)
        #expect(host.tap(at: CGPoint(x: 150, y: 225)))
        // Page 3 (900...1200) goes to the leading edge over the tap's linear second: half-way, the content is 450 in.
        host.advance(by: 0.5)
        let image = host.render()
        // Half-way, x 0 shows content 450: page 1 (white 0.2, 51); x 200 shows content 650: page 2 (0.4, 102).
        #expect((image.pixel(x: 10, y: 100) >> 16) & 0xFF == 51)
        #expect((image.pixel(x: 200, y: 100) >> 16) & 0xFF == 102)
        host.advance(by: 1)
        #expect((host.render().pixel(x: 10, y: 100) >> 16) & 0xFF == 153)
        #expect(seen.pages.last == 3)
    }
}
