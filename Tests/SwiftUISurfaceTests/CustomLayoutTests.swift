import HeroSim
import HeroSimTesting
import Testing

// Custom layouts as Apple's "Composing custom layouts with SwiftUI" writes them (the equal-width stack, the
// radial layout), a layout value read by a layout, and `AnyLayout` switching a row to a column in an animation.

/// Apple's equal-width stack: every subview as wide as the widest one's ideal width, spaced by their
/// preferences.
private struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let totalSpacing = spacing(subviews: subviews).reduce(0, +)
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextX = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }
            .reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

/// Apple's radial layout: the subviews on a circle a third of the smaller side in radius, the first at the top.
private struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle * Double(index)))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

/// A subview's place in a column ordered by rank.
private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// A column that stacks its subviews by their `Rank`, lowest on top, each as tall as it likes.
private struct RankedColumn: Layout {
    struct Cache { var order: [Int] }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(order: subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for index in cache.order {
            let size = subviews[index].sizeThatFits(.unspecified)
            subviews[index].place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += size.height
        }
    }
}

private struct Tile: View {
    let id: Int
    let width: CGFloat
    let height: CGFloat
    var body: some View {
        Color.blue.frame(minWidth: width, maxWidth: .infinity, minHeight: height, maxHeight: .infinity).id(id)
    }
}

/// A row that becomes a column when tapped, in a linear second.
private struct RowOrColumn: View {
    @State private var isRow = true
    @Namespace private var tiles

    var body: some View {
        let layout = isRow ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout(spacing: 10))
        layout {
            Color.red.frame(width: 50, height: 50).matchedGeometryEffect(id: 0, in: tiles)
            Color.blue.frame(width: 50, height: 50).matchedGeometryEffect(id: 1, in: tiles)
        }
        .onTapGesture { withAnimation(.linear(duration: 1)) { isRow.toggle() } }
    }
}

@Suite struct CustomLayoutTests {
    @Test func theEqualWidthStackGivesEverySubviewTheWidestIdealWidth() throws {
        let view = EqualWidthHStack {
            Tile(id: 0, width: 40, height: 20)
            Tile(id: 1, width: 80, height: 30)
            Tile(id: 2, width: 60, height: 20)
        }
        let host = HeadlessHost(view, size: CGSize(width: 400, height: 400))
        // 3 × 80 wide plus two default spacings of 8: 256 × 30, centred in the window.
        #expect(host.layout.frame(of: 0) == CGRect(x: 72, y: 185, width: 80, height: 30))
        #expect(host.layout.frame(of: 1) == CGRect(x: 160, y: 185, width: 80, height: 30))
        #expect(host.layout.frame(of: 2) == CGRect(x: 248, y: 185, width: 80, height: 30))
    }

    @Test func theRadialLayoutPutsItsSubviewsOnACircle() throws {
        let view = RadialLayout {
            ForEach(0..<4) { index in Color.red.frame(width: 20, height: 20).id(index) }
        }
        let host = HeadlessHost(view, size: CGSize(width: 300, height: 300))
        // Radius 100 about (150, 150), a quarter turn apart, clockwise from the top.
        let centres = try (0..<4).map { index -> CGPoint in
            let frame = try #require(host.layout.frame(of: index))
            #expect(frame.size == CGSize(width: 20, height: 20))
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        let expected = [CGPoint(x: 150, y: 50), CGPoint(x: 250, y: 150), CGPoint(x: 150, y: 250), CGPoint(x: 50, y: 150)]
        for (centre, target) in zip(centres, expected) {
            #expect(abs(centre.x - target.x) < 1e-9 && abs(centre.y - target.y) < 1e-9, "\(centre) is not \(target)")
        }
    }

    @Test func aLayoutReadsItsSubviewsLayoutValuesThroughTheirModifiers() throws {
        let view = RankedColumn {
            Color.red.frame(width: 30, height: 10).id("c").layoutValue(key: Rank.self, value: 3)
            Color.red.frame(width: 30, height: 20).id("a").padding(5).layoutValue(key: Rank.self, value: 1)
            Color.red.frame(width: 30, height: 30).id("b").layoutValue(key: Rank.self, value: 2).opacity(0.5)
        }
        let host = HeadlessHost(view, size: CGSize(width: 100, height: 200))
        // 40 wide (the padded one), 30 + 30 + 10 tall, centred: origin (30, 65). Ranked a, b, c from the top.
        #expect(host.layout.frame(of: "a") == CGRect(x: 35, y: 70, width: 30, height: 20))
        #expect(host.layout.frame(of: "b") == CGRect(x: 30, y: 95, width: 30, height: 30))
        #expect(host.layout.frame(of: "c") == CGRect(x: 30, y: 125, width: 30, height: 10))
    }

    @Test func anUnplacedSubviewIsCentredWithTheContainersProposal() throws {
        struct PlacesNothing: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 60) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let host = HeadlessHost(PlacesNothing { Color.red.frame(width: 20, height: 10).id("x") }, size: CGSize(width: 200, height: 200))
        #expect(host.layout.frame(of: "x") == CGRect(x: 90, y: 95, width: 20, height: 10))
    }

    @Test func theBuiltInLayoutsLayOutAsTheirViews() throws {
        let size = CGSize(width: 300, height: 200)
        func frames<V: View>(_ view: V) -> [CGRect?] {
            let layout = HeadlessHost(view, size: size).layout
            return ["a", "b", "c"].map { layout.frame(of: $0) }
        }
        @ViewBuilder func cells() -> some View {
            Color.red.frame(width: 40, height: 20).id("a")
            Spacer().id("b")
            Text("Hero").id("c")
        }
        #expect(frames(HStackLayout(alignment: .top, spacing: 4) { cells() }) == frames(HStack(alignment: .top, spacing: 4) { cells() }))
        #expect(frames(VStackLayout(alignment: .leading) { cells() }) == frames(VStack(alignment: .leading) { cells() }))
        #expect(frames(ZStackLayout(alignment: .bottomTrailing) { cells() }) == frames(ZStack(alignment: .bottomTrailing) { cells() }))
        #expect(frames(GridLayout(horizontalSpacing: 2) { GridRow { cells() } }) == frames(Grid(horizontalSpacing: 2) { GridRow { cells() } }))
        // The spacer in the row takes the width left: the row spans the window.
        let row = frames(HStackLayout(alignment: .top, spacing: 4) { cells() })
        #expect(row[0]?.minX == 0 && row[2]?.maxX == 300 && row[0]?.minY == row[2]?.minY)
    }

    @Test func aBuiltInLayoutPlacesAnotherLayoutsSubviews() throws {
        /// A layout that lets a row do the work, as a layout wrapping HStackLayout does.
        struct Row: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                var none: () = ()
                return HStackLayout(spacing: 6).sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var none: () = ()
                HStackLayout(spacing: 6).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &none)
            }
        }
        let host = HeadlessHost(Row { Color.red.frame(width: 40, height: 20).id("a"); Color.red.frame(width: 10, height: 40).id("b") },
                                size: CGSize(width: 200, height: 200))
        // 56 × 40 centred: (72, 80); the short one centred vertically.
        #expect(host.layout.frame(of: "a") == CGRect(x: 72, y: 90, width: 40, height: 20))
        #expect(host.layout.frame(of: "b") == CGRect(x: 118, y: 80, width: 10, height: 40))
    }

    @Test func switchingAnyLayoutInAnAnimationMovesEachViewToItsNewPlace() throws {
        let host = HeadlessHost(RowOrColumn(), size: CGSize(width: 400, height: 400))
        func origins() -> [CGPoint] { host.matchedGeometry.sorted { "\($0.id)" < "\($1.id)" }.map(\.frame.origin) }
        // A row of two 50-point squares 10 apart, centred.
        #expect(origins() == [CGPoint(x: 145, y: 175), CGPoint(x: 205, y: 175)])
        #expect(host.tap(at: CGPoint(x: 170, y: 200)))
        host.advance(by: 0.5)
        // Half-way to the column's places, (175, 145) and (175, 205).
        #expect(origins() == [CGPoint(x: 160, y: 160), CGPoint(x: 190, y: 190)])
        host.advance(by: 0.5)
        #expect(origins() == [CGPoint(x: 175, y: 145), CGPoint(x: 175, y: 205)])
    }
}
