import HeroSim
import Testing

// Issue 41's shapes, written as public hero code writes them, with nothing but `import HeroSim`: a child view
// whose body is a bare `if`, and a matched follower inside a `ScrollView`.

// MARK: - A child view whose body is a bare `if`

/// The "detail overlay" pattern: the parent owns the state and hands a binding to a child whose whole body is
/// `if showDetail { ... }`.
private struct DetailParent: View {
    @Namespace var animation
    @State private var showDetail = false
    var asSibling = false

    var body: some View {
        if asSibling {
            ZStack {
                source
                DetailOverlay(showDetail: $showDetail, animation: animation)
            }
        } else {
            source.overlay(DetailOverlay(showDetail: $showDetail, animation: animation))
        }
    }

    private var source: some View {
        VStack {
            Spacer()
            Color.blue.frame(width: 200, height: 200)
                .matchedGeometryEffect(id: "image", in: animation)
                .onTapGesture { withAnimation(.linear(duration: 1)) { showDetail = true } }
                .padding(.bottom, 120)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

private struct DetailOverlay: View {
    @Binding var showDetail: Bool
    var animation: Namespace.ID

    var body: some View {
        if showDetail {
            ZStack {
                Color.black.onTapGesture { withAnimation(.linear(duration: 1)) { showDetail = false } }
                Color.blue.frame(maxWidth: .infinity).frame(height: 300)
                    .matchedGeometryEffect(id: "image", in: animation)
            }
        }
    }
}

@Suite struct HeroWhereItLivesTests {
    /// The source in a 400 × 800 window: 200 × 200, centred, 120 points above the bottom.
    static let source = CGRect(x: 100, y: 480, width: 200, height: 200)
    /// The detail's picture: the window's width, 300 high, centred.
    static let detail = CGRect(x: 0, y: 250, width: 400, height: 300)

    /// The matched views drawn now, back to front.
    func drawn(_ host: HeadlessHost) -> [String] {
        host.matchedGeometry.map { "\($0.frame) \($0.opacity)\($0.isRemoved ? " removed" : "")" }
    }

    @Test(arguments: [false, true])
    func aChildWhoseBodyIsABareIfShowsAndFliesFromTheSource(asSibling: Bool) {
        let host = HeadlessHost(DetailParent(asSibling: asSibling), size: CGSize(width: 400, height: 800))
        #expect(host.matchedGeometry.map(\.frame) == [Self.source])
        #expect(host.tap(at: CGPoint(x: 200, y: 580)))
        // The inserted picture starts where the source is and grows to its own frame, linearly over a second.
        #expect(host.matchedGeometry.map(\.frame) == [Self.source, Self.source])
        host.advance(to: 0.5)
        #expect(host.matchedGeometry.map(\.frame) == [Self.source, CGRect(x: 50, y: 365, width: 300, height: 250)])
        host.advance(to: 1)
        #expect(host.matchedGeometry.map(\.frame) == [Self.source, Self.detail])
        #expect(!host.isAnimating)
        // Tapping the black backdrop removes the detail: the picture flies back into the source and goes.
        #expect(host.tap(at: CGPoint(x: 200, y: 100)))
        host.advance(to: 1.5)
        #expect(host.matchedGeometry.map(\.frame) == [Self.source, CGRect(x: 50, y: 365, width: 300, height: 250)])
        host.advance(to: 2)
        #expect(host.matchedGeometry.map(\.frame) == [Self.source])
        #expect(!host.isAnimating)
    }
}

// MARK: - A matched follower inside a `ScrollView`

private enum Meal: String, CaseIterable, Identifiable {
    case breakfast = "Breakfast", lunch = "Lunch", dinner = "Dinner"
    var id: Self { self }
}

/// The selected-filter capsule: every option is the source of its own id, and one capsule behind the row
/// follows the selection, the row inside a `ScrollView` (in a `NavigationStack` when asked).
private struct FilterBar: View {
    var inNavigationStack = false
    @Namespace private var filterBar
    @State private var category = Meal.breakfast

    var body: some View {
        if inNavigationStack {
            NavigationStack { list.navigationTitle("Meals") }
        } else {
            list
        }
    }

    private var list: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 14) {
                HStack(spacing: 6) {
                    ForEach(Meal.allCases) { option in
                        Text(option.rawValue).padding(.horizontal, 14).padding(.vertical, 8)
                            .matchedGeometryEffect(id: option, in: filterBar)
                            .onTapGesture { withAnimation(.linear(duration: 1)) { category = option } }
                    }
                }
                .background {
                    Capsule().fill(Color.orange)
                        .matchedGeometryEffect(id: category, in: filterBar, isSource: false)
                }
                ForEach(0..<30) { row in Text("Row \(row)").frame(height: 40) }
            }
        }
    }
}

extension HeroWhereItLivesTests {
    /// The frame of source `id`, and the follower's, as drawn now.
    fileprivate func source(_ id: Meal, _ host: HeadlessHost) -> CGRect? {
        host.matchedGeometry.first { $0.isSource && $0.id == AnyHashable(id) }?.frame
    }

    func follower(_ host: HeadlessHost) -> CGRect? { host.matchedGeometry.first { !$0.isSource }?.frame }

    /// The rectangle `t` of the way from `a` to `b`.
    func lerp(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
        CGRect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
               width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }

    @Test(arguments: [false, true])
    func aFollowerInAScrollViewGlidesToTheSelection(inNavigationStack: Bool) throws {
        let host = HeadlessHost(FilterBar(inNavigationStack: inNavigationStack), size: CGSize(width: 400, height: 600))
        let breakfast = try #require(source(.breakfast, host)), dinner = try #require(source(.dinner, host))
        #expect(follower(host) == breakfast)
        #expect(host.tap(at: CGPoint(x: dinner.midX, y: dinner.midY)))
        #expect(follower(host) == breakfast)
        for time in [0.25, 0.5, 0.75] {
            host.advance(to: time)
            #expect(follower(host) == lerp(breakfast, dinner, time), "at \(time)")
        }
        host.advance(to: 1)
        #expect(follower(host) == dinner)
        #expect(!host.isAnimating)
    }

    @Test func aFollowerInAScrolledScrollViewGlidesToTheSelection() throws {
        let host = HeadlessHost(FilterBar(), size: CGSize(width: 400, height: 600))
        #expect(host.scroll(by: CGSize(width: 0, height: 10), at: CGPoint(x: 200, y: 300)))
        host.advance(to: 2)
        let lunch = try #require(source(.lunch, host)), breakfast = try #require(source(.breakfast, host))
        #expect(lunch.minY < 0)
        // The row's top is scrolled 10 points out of view; the tap lands on the word (padding is not hit).
        #expect(host.tap(at: CGPoint(x: lunch.midX, y: lunch.midY)))
        for time in [2.25, 2.5, 2.75] {
            host.advance(to: time)
            #expect(follower(host) == lerp(breakfast, lunch, time - 2), "at \(time)")
        }
        host.advance(to: 3)
        #expect(follower(host) == lunch)
    }
}
