import Foundation
import LayoutCore
import Testing

/// The seeds' overlay-vs-ZStack numbers: a 200×200 rectangle and a 60×60 circle centred on its corner.
@Suite struct SeedLayoutTests {
    let engine = LayoutEngine()
    let host = LayoutHost(size: CGSize(width: 1000, height: 1000))

    var blueRectangle: some View {
        Rectangle().foregroundStyle(.blue.gradient).frame(width: 200, height: 200).id("blue")
    }

    var cornerCircle: some View {
        Circle().foregroundStyle(.yellow.gradient).frame(width: 60, height: 60)
            .alignmentGuide(.top) { $0[.top] + $0.height / 2 }
            .alignmentGuide(.trailing) { $0[.trailing] - $0.width / 2 }
            .id("circle")
    }

    @Test func zstackGrowsToTheUnionOfAlignedChildren() {
        let view = ZStack(alignment: .topTrailing) { blueRectangle; cornerCircle }.id("stack")
        let result = engine.layout(view, in: host)
        #expect(result.frame(of: "stack") == CGRect(x: 385, y: 385, width: 230, height: 230))
        #expect(result.frame(of: "blue") == CGRect(x: 385, y: 415, width: 200, height: 200))
        #expect(result.frame(of: "circle") == CGRect(x: 555, y: 385, width: 60, height: 60))
    }

    @Test func overlayKeepsThePrimarySize() {
        let view = blueRectangle.overlay(alignment: .topTrailing) { cornerCircle }.id("composite")
        let result = engine.layout(view, in: host)
        #expect(result.frame(of: "composite") == CGRect(x: 400, y: 400, width: 200, height: 200))
        #expect(result.frame(of: "circle") == CGRect(x: 570, y: 370, width: 60, height: 60))
    }

    @Test func hstackBesideTheOverlayVariantAlignsBottomsAtTheRectangle() {
        let view = HStack(alignment: .bottom, spacing: 0) {
            blueRectangle.overlay(alignment: .topTrailing) { cornerCircle }.border(.red, width: 2).id("composite")
            Rectangle().foregroundStyle(.red.gradient).frame(width: 200, height: 200).id("red")
        }.id("row")
        let result = engine.layout(view, in: host)
        #expect(result.frame(of: "row") == CGRect(x: 300, y: 400, width: 400, height: 200))
        #expect(result.frame(of: "composite") == CGRect(x: 300, y: 400, width: 200, height: 200))
        #expect(result.frame(of: "red") == CGRect(x: 500, y: 400, width: 200, height: 200))
        #expect(result.frame(of: "circle") == CGRect(x: 470, y: 370, width: 60, height: 60))
    }

    @Test func hstackBesideTheZStackVariantMakesRoomForTheCircle() {
        let view = HStack(alignment: .bottom, spacing: 0) {
            ZStack(alignment: .topTrailing) { blueRectangle; cornerCircle }.border(.red, width: 2).id("stack")
            Rectangle().foregroundStyle(.red.gradient).frame(width: 200, height: 200).id("red")
        }.id("row")
        let result = engine.layout(view, in: host)
        #expect(result.frame(of: "row") == CGRect(x: 285, y: 385, width: 430, height: 230))
        #expect(result.frame(of: "stack") == CGRect(x: 285, y: 385, width: 230, height: 230))
        #expect(result.frame(of: "blue") == CGRect(x: 285, y: 415, width: 200, height: 200))
        #expect(result.frame(of: "circle") == CGRect(x: 455, y: 385, width: 60, height: 60))
        // Bottom alignment: the red rectangle's bottom meets the stack's bottom (615).
        #expect(result.frame(of: "red") == CGRect(x: 515, y: 415, width: 200, height: 200))
    }

    @Test func offsetMovesDrawingButNotLayout() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100).id("inner").offset(x: 30, y: 40).id("outer")
            Color.blue.frame(width: 50, height: 50).id("next")
        }
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 400, height: 400)))
        #expect(result.frame(of: "outer") == CGRect(x: 125, y: 150, width: 100, height: 100))
        #expect(result.frame(of: "inner") == CGRect(x: 155, y: 190, width: 100, height: 100))
        #expect(result.frame(of: "next") == CGRect(x: 225, y: 175, width: 50, height: 50))
    }

    @Test func overlaysAndBackgroundsDrawInDeclarationLayers() {
        let view = Color.gray.frame(width: 100, height: 100).id("Root")
            .overlay(Color.red.id("A"))
            .background(Color.green.id("D"))
            .overlay(Color.blue.id("B"))
            .background(Color.yellow.id("C"))
        let result = engine.layout(view, in: host)
        #expect(result.drawOrder == ["C", "D", "Root", "A", "B"].map(AnyHashable.init))
        // Every secondary is proposed the primary's size.
        for id in ["A", "B", "C", "D"] {
            #expect(result.frame(of: id) == CGRect(x: 450, y: 450, width: 100, height: 100))
        }
    }

    @Test func zstackOfAFiftyWideAndAFiftyHighColourIsTheirUnion() {
        let view = ZStack {
            Color.yellow.frame(width: 50).id("tall")
            Color.orange.frame(height: 50).id("wide")
        }.id("stack")
        let result = engine.layout(view, in: LayoutHost(size: CGSize(width: 300, height: 300)))
        #expect(result.frame(of: "stack") == CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(result.frame(of: "tall") == CGRect(x: 125, y: 0, width: 50, height: 300))
        #expect(result.frame(of: "wide") == CGRect(x: 0, y: 125, width: 300, height: 50))
    }
}
