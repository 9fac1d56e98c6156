import HeroSim
import HeroSimTesting
import Testing

// Issue 41's shapes, written as public hero code writes them, with nothing but `import HeroSim`: a child view
// whose body is a bare `if`, and a matched follower inside a `ScrollView`.

/// The rectangle `t` of the way from `a` to `b`: where a linear animation draws a frame.
func lerp(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
    CGRect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
           width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
}

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

// MARK: - Cells in a `ScrollView`, each with its own namespace, expanding in place

/// A cell that expands in place: a `ZStack` whose `if`/`else` swaps a compact row for a tall card, with three
/// matched ids (the container, the picture anchored at its top leading corner, and the text, whose matched
/// effect is followed by `.frame(maxHeight: .infinity)`), clipped.
private struct ExpandingCell: View {
    let index: Int
    @Namespace private var cell
    @State private var expanded = false

    var body: some View {
        ZStack {
            if expanded {
                VStack(alignment: .leading, spacing: 12) {
                    Color.orange.frame(height: 180)
                        .matchedGeometryEffect(id: "picture", in: cell, anchor: .topLeading)
                    VStack(alignment: .leading) {
                        Text("Cell \(index)")
                        Text("Tap to close")
                    }
                    .matchedGeometryEffect(id: "text", in: cell)
                    .frame(maxHeight: .infinity)
                }
                .padding(12)
                .frame(maxWidth: .infinity, alignment: .leading)
                .frame(height: 320)
                .background(Color.gray.matchedGeometryEffect(id: "container", in: cell))
            } else {
                HStack(spacing: 12) {
                    Color.orange.frame(width: 56, height: 56)
                        .matchedGeometryEffect(id: "picture", in: cell, anchor: .topLeading)
                    VStack(alignment: .leading) {
                        Text("Cell \(index)")
                        Text("Tap to open")
                    }
                    .matchedGeometryEffect(id: "text", in: cell)
                    .frame(maxHeight: .infinity)
                }
                .padding(12)
                .frame(maxWidth: .infinity, alignment: .leading)
                .frame(height: 80)
                .background(Color.gray.matchedGeometryEffect(id: "container", in: cell))
            }
        }
        .clipped()
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.linear(duration: 1)) { expanded.toggle() } }
    }
}

private struct ExpandingCells: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 8) {
                ForEach(0..<10) { index in ExpandingCell(index: index) }
            }
        }
    }
}

/// Every matched view's frame, frame by frame, at 60 frames a second, keyed by namespace, id and whether it
/// is leaving.
struct MatchedPaths {
    struct Key: Hashable {
        let namespace: String
        let id: AnyHashable
        let isRemoved: Bool
    }
    var frames: [Key: [CGRect]] = [:]

    mutating func record(_ host: HeadlessHost) {
        for element in host.matchedGeometry {
            frames[Key(namespace: "\(element.namespace)", id: element.id, isRemoved: element.isRemoved), default: []].append(element.frame)
        }
    }

    /// The largest share of a view's whole path it covered between two frames, and which view.
    var largestStep: (share: Double, key: Key?) {
        var largest = (share: 0.0, key: Key?.none)
        for (key, path) in frames where path.count > 1 {
            let steps = zip(path, path.dropFirst()).map { MatchedPaths.distance($0, $1) }
            let total = steps.reduce(0, +)
            guard total > 1 else { continue }
            if let step = steps.max(), step / total > largest.share { largest = (step / total, key) }
        }
        return largest
    }

    /// How far a rectangle's corners moved, at most.
    static func distance(_ a: CGRect, _ b: CGRect) -> Double {
        max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
    }
}

extension HeroWhereItLivesTests {
    @Test(arguments: [0.0, 250.0])
    func cellsExpandingInAScrollViewMoveEveryMatchedViewContinuously(scrolledBy offset: Double) throws {
        let host = HeadlessHost(ExpandingCells(), size: CGSize(width: 390, height: 844))
        if offset > 0 {
            #expect(host.scroll(by: CGSize(width: 0, height: offset), at: CGPoint(x: 195, y: 400)))
            host.advance(to: 1)
        }
        let start = host.time
        #expect(host.tap(at: CGPoint(x: 195, y: 400)))
        var paths = MatchedPaths()
        for frame in 0...60 {
            host.advance(to: start + Double(frame) / 60)
            paths.record(host)
        }
        #expect(!host.isAnimating)
        let largest = paths.largestStep
        // A linear second at 60 frames a second moves each view by a sixtieth of its path per frame.
        #expect(largest.share < 0.05, "\(largest.key.map { "\($0.id) removed: \($0.isRemoved)" } ?? "") moved \(largest.share) of its path in one frame")
        // Every id of the tapped cell moved, and ended where a fresh layout puts it.
        let moved = paths.frames.filter { key, path in !key.isRemoved && path.first != path.last }
        #expect(Set(moved.keys.map(\.id)) == ["container", "picture", "text"])
    }
}

// MARK: - A follower while the scroll position itself animates

/// A horizontal filter bar wider than the window: tapping a chip selects it and scrolls it to the centre in
/// the same animation, the capsule following the selection.
private struct ScrollingFilterBar: View {
    @Namespace private var chips
    @State private var selected = 0

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(0..<10, id: \.self) { index in
                        Color.yellow.opacity(0.4).frame(width: 80, height: 32)
                            .matchedGeometryEffect(id: index, in: chips)
                            .id(index)
                            .onTapGesture {
                                withAnimation(.linear(duration: 1)) {
                                    selected = index
                                    proxy.scrollTo(index, anchor: .center)
                                }
                            }
                    }
                }
                .background { Capsule().fill(Color.orange).matchedGeometryEffect(id: selected, in: chips, isSource: false) }
            }
        }
    }
}

extension HeroWhereItLivesTests {
    @Test func aFollowerGlidesWhileTheScrollPositionAnimates() throws {
        let host = HeadlessHost(ScrollingFilterBar(), size: CGSize(width: 400, height: 200))
        func chip(_ index: Int) -> CGRect? { host.matchedGeometry.first { $0.isSource && $0.id == AnyHashable(index) }?.frame }
        let first = try #require(chip(0)), fourth = try #require(chip(3))
        #expect(follower(host) == first)
        #expect(host.tap(at: CGPoint(x: fourth.midX, y: fourth.midY)))
        host.advance(to: 1)
        // The fourth chip ends centred in the window: the content scrolled by its distance from the centre.
        let centred = try #require(chip(3))
        #expect(centred.midX == 200)
        #expect(follower(host) == centred)
        // Along the way, the capsule moves linearly from the first chip as it was to the fourth as it ends, while
        // the fourth chip itself moves with the scroll.
        let again = HeadlessHost(ScrollingFilterBar(), size: CGSize(width: 400, height: 200))
        #expect(again.tap(at: CGPoint(x: fourth.midX, y: fourth.midY)))
        for t in [0.25, 0.5, 0.75] {
            again.advance(to: t)
            #expect(follower(again) == lerp(first, centred, t), "at \(t)")
            let chip3 = again.matchedGeometry.first { $0.isSource && $0.id == AnyHashable(3) }?.frame
            #expect(chip3 == lerp(fourth, centred, t), "at \(t)")
        }
    }
}

// MARK: - A source whose content changes size

/// A card that is a matched source, holding a picture that grows when tapped (the fuzzer's find: the picture
/// jumped to its new size while the card's frame animated).
private struct GrowingCard: View {
    @Namespace private var namespace
    @State private var large = false

    var body: some View {
        VStack {
            Color.green.frame(width: large ? 160 : 80, height: large ? 120 : 60).id("picture")
        }
        .padding(10)
        .background(Color.gray)
        .matchedGeometryEffect(id: "card", in: namespace)
        .onTapGesture { withAnimation(.linear(duration: 1)) { large.toggle() } }
    }
}

extension HeroWhereItLivesTests {
    @Test func aSourcesContentAnimatesItsOwnSize() {
        let host = HeadlessHost(GrowingCard(), size: CGSize(width: 400, height: 400))
        // 80 × 60 centred, then 160 × 120 centred: the picture's own frame moves linearly between the two.
        #expect(host.layout.frame(of: "picture") == CGRect(x: 160, y: 170, width: 80, height: 60))
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        host.advance(to: 0.5)
        #expect(host.layout.frame(of: "picture") == CGRect(x: 140, y: 155, width: 120, height: 90))
        #expect(host.matchedGeometry.map(\.frame) == [CGRect(x: 130, y: 145, width: 140, height: 110)])
        host.advance(to: 1)
        #expect(host.layout.frame(of: "picture") == CGRect(x: 120, y: 140, width: 160, height: 120))
    }
}

// MARK: - A follower in a sheet still sliding in

/// A white screen whose tap presents `content` in a sheet: the hero under test sits in a sheet still sliding up.
private struct InSheet<Content: View>: View {
    @State private var shown = false
    @ViewBuilder let content: () -> Content

    var body: some View {
        Color.white.onTapGesture { shown = true }
            .sheet(isPresented: $shown, content: content)
    }
}

extension HeroWhereItLivesTests {
    /// Tabs with a following capsule (`TabRow`), in a sheet: selecting a tab while the sheet still slides up
    /// glides the capsule from where it is drawn.
    @Test func aFollowerInASheetStillSlidingInGlidesFromWhereItIsDrawn() throws {
        let host = HeadlessHost(InSheet { TabRow() }, size: CGSize(width: 400, height: 800))
        #expect(host.tap(at: CGPoint(x: 200, y: 400)))
        host.advance(to: 0.1)
        #expect(host.isAnimating)
        let drawn = try #require(follower(host))
        let third = try #require(host.matchedGeometry.first { $0.isSource && $0.id == AnyHashable(2) }?.frame)
        #expect(host.tap(at: CGPoint(x: third.midX, y: third.midY)))
        // The tap's frame: the capsule has not moved yet.
        #expect(follower(host) == drawn)
        host.advance(to: 1.1)
        #expect(follower(host) == host.matchedGeometry.first { $0.isSource && $0.id == AnyHashable(2) }?.frame)
        #expect(!host.isAnimating)
    }
}

extension HeroWhereItLivesTests {
    /// `SwapCard` in a sheet: swapping its branches while the sheet still slides up flies the new branch from
    /// where the old one is drawn.
    @Test func aCardInASheetStillSlidingInFliesFromWhereItIsDrawn() throws {
        let host = HeadlessHost(InSheet { SwapCard() }, size: CGSize(width: 400, height: 800))
        func card() -> [CGRect] { host.matchedGeometry.filter { $0.id == AnyHashable("card") && !$0.isRemoved }.map(\.frame) }
        #expect(host.tap(at: CGPoint(x: 200, y: 400)))
        host.advance(to: 0.1)
        #expect(host.isAnimating)
        let square = try #require(card().first)
        #expect(host.tap(at: CGPoint(x: square.midX, y: square.midY)))
        // The tap's frame: the banner is inserted where the square is drawn.
        #expect(card() == [square])
        host.advance(to: 1.1)
        #expect(card().map(\.size) == [CGSize(width: 240, height: 100)])
        #expect(!host.isAnimating)
    }
}
