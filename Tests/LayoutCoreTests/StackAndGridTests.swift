import Foundation
import LayoutCore
import Testing

/// Stack space sharing, spacers, flexible frames, padding and adaptive grids.
@Suite struct StackAndGridTests {
    let engine = LayoutEngine()

    @Test func hstackGivesTheLeastFlexibleChildrenTheirSizeFirst() {
        // 300 wide, default spacing 8 between the two: 292 to share. The fixed 40 goes first
        // (flexibility 0), then the colour takes what is left.
        let view = HStack {
            Color.red.id("flexible")
            Color.blue.frame(width: 40).id("fixed")
        }.frame(width: 300, height: 100)
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 300, height: 100)))
        #expect(result.frame(of: "flexible") == CGRect(x: 0, y: 0, width: 252, height: 100))
        #expect(result.frame(of: "fixed") == CGRect(x: 260, y: 0, width: 40, height: 100))
    }

    @Test func spacerPushesAndTakesNoSpacing() {
        let view = HStack {
            Color.red.frame(width: 50, height: 20).id("a")
            Spacer()
            Color.blue.frame(width: 50, height: 20).id("b")
        }
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 400, height: 100)))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 40, width: 50, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 350, y: 40, width: 50, height: 20))
    }

    @Test func layoutPriorityIsServedBeforeFlexibility() {
        // Both colours are fully flexible; the prioritised one gets everything but the other's minimum (0).
        let view = HStack(spacing: 0) {
            Color.red.id("low")
            Color.blue.layoutPriority(1).id("high")
        }
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 200, height: 50)))
        #expect(result.frame(of: "high")?.width == 200)
        #expect(result.frame(of: "low")?.width == 0)
    }

    @Test func paddingDefaultsToSixteenAndNeverProposesNegative() {
        let view = Color.red.id("inner").padding().id("outer")
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 100, height: 32)))
        #expect(result.frame(of: "outer") == CGRect(x: 0, y: 0, width: 100, height: 32))
        #expect(result.frame(of: "inner") == CGRect(x: 16, y: 16, width: 68, height: 0))
    }

    @Test func flexibleFrameClampsTheProposal() {
        let text = Text("Hi").font(.system(size: 10)) // 12 × 12 with the fixed-width measurer
        let wide = text.frame(maxWidth: .infinity).id("wide")
        let clamped = text.frame(minWidth: 50, maxWidth: 80).id("clamped")
        let ideal = engine.sizeThatFits(text.frame(idealWidth: 33), .unspecified)
        let a = engine.layout(wide, in: LayoutHost(size: CGSize(width: 300, height: 100)))
        let b = engine.layout(clamped, in: LayoutHost(size: CGSize(width: 300, height: 100)))
        #expect(a.frame(of: "wide")?.width == 300)
        #expect(b.frame(of: "clamped")?.width == 80)
        #expect(ideal == CGSize(width: 33, height: 12))
    }

    @Test func adaptiveGridFitsAsManyColumnsAsTheMinimumAllows() {
        // (1000 + 16) / (140 + 16) = 6.5 → 6 columns of (1000 − 5·16) / 6 = 153.33…
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 140), spacing: 16)], spacing: 16) {
            ForEach(0..<8) { i in Color.red.frame(height: 50).id(i) }
        }.id("grid")
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 1000, height: 500)))
        // Two rows of 50 with 16 between: 116 tall, centred in 500 → y = 192.
        let width = (1000.0 - 5 * 16) / 6
        #expect(result.frame(of: 0) == CGRect(x: 0, y: 192, width: width, height: 50))
        #expect(result.frame(of: 5) == CGRect(x: 5 * (width + 16), y: 192, width: width, height: 50))
        #expect(result.frame(of: 6) == CGRect(x: 0, y: 258, width: width, height: 50))
        #expect(result.frame(of: "grid") == CGRect(x: 0, y: 192, width: 1000, height: 116))
    }

    @Test func matchedGeometryRendersTheNonSourceAtTheSourceFrame() {
        let ns = Namespace.ID("test")
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40).matchedGeometryEffect(id: 1, in: ns)
            Color.blue.matchedGeometryEffect(id: 1, in: ns, isSource: false).frame(width: 100, height: 100).id("follower")
        }
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 140, height: 100)))
        // Layout keeps the follower's own frame...
        #expect(result.frame(of: "follower") == CGRect(x: 40, y: 0, width: 100, height: 100))
        // ...but it is drawn at the source's frame.
        let blue = Color.blue.paint
        let drawn = result.displayList().items.compactMap { item -> CGRect? in
            if case .shape(_, let frame, let fill, _) = item, fill == blue { return frame }
            return nil
        }
        #expect(drawn == [CGRect(x: 0, y: 30, width: 40, height: 40)])
    }

    @Test func aGridWiderThanItsProposalResolvesItsColumnsAgainAtItsOwnWidth() {
        // Minimums of 10 and 100 in a 100-point proposal: the grid chooses 46 + 8 + 100 = 154 points, then
        // its flexible columns share those 154 points when it places its cells (73 and 100).
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 10)), GridItem(.flexible(minimum: 100))]) {
            Color.red.frame(height: 10).id("a")
            Color.blue.frame(height: 10).id("b")
        }.id("grid")
        let result = LayoutEngine().layout(grid.frame(width: 100), in: LayoutHost(size: CGSize(width: 100, height: 100)))
        #expect(result.frame(of: "grid")?.width == 154)
        #expect(result.frame(of: "a")?.width == 73)
        #expect(result.frame(of: "b")?.width == 100)
        #expect(result.frame(of: "b")?.minX == (result.frame(of: "a")?.minX ?? 0) + 81)
    }
}
