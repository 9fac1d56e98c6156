import HeroSim
import HeroSimTesting
import Testing

// Issue 41: matched geometry through every container hero code puts it in. Each scene holds, inside the
// container under test, a row of three tabs with a capsule that follows the selected one (`isSource: false`),
// and a card that an `if`/`else` swaps from a small square to a wide banner sharing its id. Both are driven by
// taps inside `withAnimation(.linear(duration: 1))`, so every frame of their motion is known exactly.

/// The container around the row and the card.
enum MatchedContainer: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case scrollView, scrolledScrollView, lazyVStack, lazyVGrid, list, form, navigationStack, tabView, sheet, fullScreenCover,
         overlay, background, geometryReader, grid

    var testDescription: String { rawValue }
}

/// Three tabs, each the source of its index, and a capsule behind the row following the selected one.
struct TabRow: View {
    @Namespace private var tabs
    @State private var selected = 0

    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<3, id: \.self) { index in
                Color.yellow.opacity(0.5).frame(width: 60 + 10 * CGFloat(index), height: 30)
                    .matchedGeometryEffect(id: index, in: tabs)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
            }
        }
        .background { Capsule().fill(Color.orange).matchedGeometryEffect(id: selected, in: tabs, isSource: false) }
    }
}

/// A square that becomes a banner: an `if`/`else` whose branches share the id "card".
struct SwapCard: View {
    @Namespace private var card
    @State private var wide = false

    var body: some View {
        Group {
            if wide {
                Color.blue.frame(width: 240, height: 100).matchedGeometryEffect(id: "card", in: card)
            } else {
                Color.blue.frame(width: 50, height: 50).matchedGeometryEffect(id: "card", in: card)
            }
        }
        .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
    }
}

private struct ContainerScene: View {
    let container: MatchedContainer

    private var content: some View {
        VStack(alignment: .leading, spacing: 16) {
            TabRow()
            SwapCard()
        }
    }

    /// Rows after the content, so that a scroll view has something to scroll.
    private var filler: some View {
        ForEach(0..<20, id: \.self) { row in Color.gray.opacity(0.2).frame(width: 200, height: 40) }
    }

    var body: some View {
        switch container {
        case .scrollView, .scrolledScrollView: ScrollView { VStack(alignment: .leading) { content; filler } }
        case .lazyVStack: ScrollView { LazyVStack(alignment: .leading) { content; filler } }
        case .lazyVGrid: ScrollView { LazyVGrid(columns: [GridItem(.flexible())]) { content; filler } }
        case .list: List { content; filler }
        case .form: Form { content }
        case .navigationStack: NavigationStack { content.navigationTitle("Heroes") }
        case .tabView: TabView { content.tabItem { Label("Heroes", systemImage: "star") } }
        case .sheet: Color.clear.sheet(isPresented: .constant(true)) { content }
        case .fullScreenCover: Color.clear.fullScreenCover(isPresented: .constant(true)) { content }
        case .overlay: Color.clear.overlay { content }
        case .background: Color.clear.frame(width: 1, height: 1).frame(maxWidth: .infinity, maxHeight: .infinity).background { content }
        case .geometryReader: GeometryReader { proxy in content.frame(width: proxy.size.width) }
        case .grid: Grid { GridRow { content } }
        }
    }
}

@Suite struct MatchedContainersTests {
    /// A host showing `container`'s scene, scrolled by 10 points for the scrolled case (the row half out of view).
    func host(_ container: MatchedContainer) -> HeadlessHost {
        let host = HeadlessHost(ContainerScene(container: container), size: CGSize(width: 400, height: 800))
        if container == .scrolledScrollView {
            #expect(host.scroll(by: CGSize(width: 0, height: 10), at: CGPoint(x: 200, y: 400)))
            host.advance(to: 1)
        }
        return host
    }

    @Test(arguments: MatchedContainer.allCases)
    func aFollowerGlidesToTheTappedTab(_ container: MatchedContainer) throws {
        let host = host(container)
        let start = host.time
        func tab(_ index: Int) -> CGRect? { host.matchedGeometry.first { $0.isSource && $0.id == AnyHashable(index) }?.frame }
        func capsule() -> CGRect? { host.matchedGeometry.first { !$0.isSource }?.frame }
        let first = try #require(tab(0)), last = try #require(tab(2))
        #expect(capsule() == first)
        #expect(host.tap(at: CGPoint(x: last.midX, y: last.midY)))
        for t in [0.25, 0.5, 0.75] {
            host.advance(to: start + t)
            #expect(capsule() == lerp(first, last, t), "at \(t)")
        }
        host.advance(to: start + 1)
        #expect(capsule() == last)
        #expect(!host.isAnimating)
    }

    @Test(arguments: MatchedContainer.allCases)
    func aSwappedCardFliesToItsNewBranch(_ container: MatchedContainer) throws {
        let host = host(container)
        let start = host.time
        func cards() -> [MatchedGeometryElement] { host.matchedGeometry.filter { $0.id == AnyHashable("card") } }
        let square = try #require(cards().first?.frame)
        #expect(square.size == CGSize(width: 50, height: 50))
        #expect(host.tap(at: CGPoint(x: square.midX, y: square.midY)))
        host.advance(to: start + 0.5)
        let middle = cards().filter { !$0.isRemoved }.map(\.frame)
        host.advance(to: start + 1)
        let banner = try #require(cards().first?.frame)
        #expect(banner.size == CGSize(width: 240, height: 100))
        #expect(middle == [lerp(square, banner, 0.5)])
        #expect(cards().count == 1)
        #expect(!host.isAnimating)
    }
}
