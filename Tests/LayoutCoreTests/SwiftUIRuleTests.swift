import Foundation
import LayoutCore
import Testing

/// A custom horizontal guide whose default is the view's centre, for the across-stacks cases.
private enum MarkerColumn: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
}

/// A custom vertical guide whose default is the view's centre.
private enum MarkerRow: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

/// Rules where LayoutCore once differed from SwiftUI (issue 28), each with SwiftUI's numbers and where they
/// come from.
@Suite struct SwiftUIRuleTests {
    let engine = LayoutEngine()

    @Test func safeAreaInsetPutsTheDefaultSpacingBetweenInsetAndView() {
        // Apple's safeAreaInset(edge:alignment:spacing:content:): "spacing: ... nil to use the default amount
        // of spacing", 8 between two views. The bar is proposed the whole 300×400 and takes 50; the main
        // content is proposed 400 − 50 − 8 = 342.
        let view = Color.red.id("main").safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).id("bar") }
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 300, height: 400)))
        #expect(result.frame(of: "main") == CGRect(x: 0, y: 0, width: 300, height: 342))
        #expect(result.frame(of: "bar") == CGRect(x: 0, y: 350, width: 300, height: 50))
        let zero = Color.red.id("main").safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50).id("bar") }
        #expect(engine.layout(zero, in: LayoutHost(size: CGSize(width: 300, height: 400))).frame(of: "main")?.height == 350)
    }

    @Test func anAdaptiveColumnNarrowerThanItsMinimumIsNotStretched() {
        // objc.io, "SwiftUI's Grid Views" (quiz 1): fixed 70 and adaptive(minimum: 40) in 200 points leave
        // 200 − 70 − 8 = 122 for the adaptive column: two items of (122 − 8) / 2 = 57.
        func grid(fixed: CGFloat, count: Int) -> some View {
            LazyVGrid(columns: [GridItem(.fixed(fixed)), GridItem(.adaptive(minimum: 40))]) {
                ForEach(0..<count) { i in Color.red.frame(height: 10).id(i) }
            }.frame(width: 200).id("grid")
        }
        let host = LayoutHost(size: CGSize(width: 200, height: 100))
        let quiz = engine.layout(grid(fixed: 70, count: 3), in: host)
        #expect(quiz.frame(of: 1) == CGRect(x: 78, y: 45, width: 57, height: 10))
        #expect(quiz.frame(of: 2) == CGRect(x: 143, y: 45, width: 57, height: 10))
        // The same rule with fixed 170: 22 points are left, less than the minimum of 40. The minimum only
        // decides how many items fit (one); that item is 22 wide and the grid keeps its 200 points.
        let narrow = engine.layout(grid(fixed: 170, count: 2), in: host)
        #expect(narrow.frame(of: 1) == CGRect(x: 178, y: 45, width: 22, height: 10))
        #expect(narrow.frame(of: "grid") == CGRect(x: 0, y: 45, width: 200, height: 10))
    }

    @Test func severalBackgroundViewsAreAlignedAsOneCentredUnit() {
        // Apple's background(alignment:content:) example: a 200×10 bar with a 10×100 bar and a 50×50 circle
        // behind it, aligned .leading. "If you specify an alignment for the background, it applies to the
        // implicit stack rather than to the individual views": the vertical bar stays centred on the circle.
        let view = Color.blue.frame(width: 200, height: 10).background(alignment: .leading) {
            Color.green.frame(width: 10, height: 100).id("vertical")
            Circle().frame(width: 50, height: 50).id("circle")
        }.id("bar")
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 400, height: 400)))
        #expect(result.frame(of: "bar") == CGRect(x: 100, y: 195, width: 200, height: 10))
        // The 50×100 unit's leading edge meets the bar's, its centre the bar's centre (y 200).
        #expect(result.frame(of: "circle") == CGRect(x: 100, y: 175, width: 50, height: 50))
        #expect(result.frame(of: "vertical") == CGRect(x: 120, y: 150, width: 10, height: 100))
    }

    @Test func anOverlayOfSeveralViewsIsAlsoOneCentredUnit() {
        // overlay(alignment:content:): "the alignment ... to position the implicit ZStack that groups the
        // foreground views". A 20×20 and a 40×40 square at .topLeading of a 100×100 square: the small one
        // is centred on the large one, 10 points in.
        let view = Color.gray.frame(width: 100, height: 100).overlay(alignment: .topLeading) {
            Color.red.frame(width: 20, height: 20).id("small")
            Color.blue.frame(width: 40, height: 40).id("large")
        }
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 100, height: 100)))
        #expect(result.frame(of: "large") == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(result.frame(of: "small") == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func anIdealBeyondTheMaximumRaisesTheMaximum() {
        // SwiftUI orders a flexible frame's limits before sizing (min ≤ ideal ≤ max, each raised to the one
        // before; OpenSwiftUI's _FlexFrameLayout.init), and logs "Contradictory frame constraints".
        let text = Text("Hi").font(.system(size: 10)) // 12 × 12 with the fixed-width measurer
        #expect(engine.sizeThatFits(text.frame(idealWidth: 100, maxWidth: 50), .unspecified) == CGSize(width: 100, height: 12))
        // Proposed 300: clamped to the raised maximum, 100 (not 50).
        #expect(engine.sizeThatFits(text.frame(idealWidth: 100, maxWidth: 50), ProposedViewSize(width: 300, height: 100))
            == CGSize(width: 100, height: 12))
        // An ideal below the minimum is raised to it.
        #expect(engine.sizeThatFits(text.frame(minWidth: 80, idealWidth: 30), .unspecified) == CGSize(width: 80, height: 12))
        let result = engine.layout(text.frame(idealWidth: 100, maxWidth: 50), in: LayoutHost(size: CGSize(width: 300, height: 100)))
        #expect(result.warnings == ["frame idealWidth 100.0 exceeds maxWidth 50.0; using 100.0 for both"])
    }

    @Test func aCustomHorizontalGuideIsCarriedOutOfAnHStack() {
        // Apple's "Aligning views across stacks": a VStack aligned on a custom guide lines up a view set
        // inside an HStack with its own siblings. The HStack's guide is its child's, moved by where the
        // child sits (100); the green view's default (its centre, 30) meets it.
        let view = VStack(alignment: HorizontalAlignment(MarkerColumn.self), spacing: 0) {
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 20)
                Color.blue.frame(width: 40, height: 20).alignmentGuide(HorizontalAlignment(MarkerColumn.self)) { $0[.leading] }.id("blue")
            }.id("row")
            Color.green.frame(width: 60, height: 20).id("green")
        }.id("column")
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 300, height: 300)))
        #expect(result.frame(of: "column") == CGRect(x: 80, y: 130, width: 140, height: 40))
        #expect(result.frame(of: "blue") == CGRect(x: 180, y: 130, width: 40, height: 20))
        #expect(result.frame(of: "green") == CGRect(x: 150, y: 150, width: 60, height: 20))
    }

    @Test func aCustomVerticalGuideIsCarriedOutOfAVStack() {
        // The same across the other axis: an HStack aligned on a custom guide set inside a VStack.
        let view = HStack(alignment: VerticalAlignment(MarkerRow.self), spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 100)
                Color.blue.frame(width: 20, height: 40).alignmentGuide(VerticalAlignment(MarkerRow.self)) { $0[.top] }.id("blue")
            }
            Color.green.frame(width: 20, height: 60).id("green")
        }.id("row")
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 300, height: 300)))
        #expect(result.frame(of: "row") == CGRect(x: 130, y: 80, width: 40, height: 140))
        #expect(result.frame(of: "blue") == CGRect(x: 130, y: 180, width: 20, height: 40))
        #expect(result.frame(of: "green") == CGRect(x: 150, y: 150, width: 20, height: 60))
    }

    @Test func aCircleIsASquareOfTheSmallerSideCentred() {
        // SwiftUI's Circle declares sizeThatFits: a square of the smaller proposed side. In a 60×120 frame
        // it is 60×60, centred by the frame; an Ellipse (the default Shape.sizeThatFits) fills the frame.
        let host = LayoutHost(size: CGSize(width: 200, height: 200))
        let circle = engine.layout(Circle().id("circle").frame(width: 60, height: 120).id("frame"), in: host)
        #expect(circle.frame(of: "frame") == CGRect(x: 70, y: 40, width: 60, height: 120))
        #expect(circle.frame(of: "circle") == CGRect(x: 70, y: 70, width: 60, height: 60))
        let ellipse = engine.layout(Ellipse().id("ellipse").frame(width: 60, height: 120), in: host)
        #expect(ellipse.frame(of: "ellipse") == CGRect(x: 70, y: 40, width: 60, height: 120))
        // Beside a Capsule in a 300×100 row the circle is at most 100 wide, so it goes first and takes 100;
        // the capsule takes the rest, 300 − 8 − 100 = 192.
        let row = engine.layout(HStack { Circle().id("circle"); Capsule().id("capsule") },
                                in: LayoutHost(size: CGSize(width: 300, height: 100)))
        #expect(row.frame(of: "circle") == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(row.frame(of: "capsule") == CGRect(x: 108, y: 0, width: 192, height: 100))
    }

    @Test func aZStackProposesItsOwnSizeWhenItPlacesItsChildren() {
        // Inferred, not recorded: Apple does not document what a ZStack proposes when it places its
        // children, and OpenSwiftUI's ZStack leaves that step as a TODO, so neither is a source. The rule
        // here is that the stack proposes its own final size (the bounds that Apple's Layout protocol hands
        // placeSubviews(in:proposal:subviews:cache:)) to every child, which is what the common
        // `ZStack { Color; content }` backdrop relies on to cover content wider than the proposal:
        // proposed 100×50, the stack is 150×50 for its 150-wide child, and the colour behind grows from
        // 100 to 150.
        let view = ZStack {
            Color.red.id("behind")
            Color.blue.frame(width: 150, height: 20).id("wide")
        }.id("stack").frame(width: 100, height: 50)
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 200, height: 200)))
        #expect(result.frame(of: "stack") == CGRect(x: 25, y: 75, width: 150, height: 50))
        #expect(result.frame(of: "behind") == CGRect(x: 25, y: 75, width: 150, height: 50))
        #expect(result.frame(of: "wide") == CGRect(x: 25, y: 90, width: 150, height: 20))
    }
}
