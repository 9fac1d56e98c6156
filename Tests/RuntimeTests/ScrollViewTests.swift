import Foundation
import Headless
import LayoutCore
import Testing
@testable import ViewRuntime

/// A vertical scroll view of twenty 50-point rows (ids 0...19) under a 100-point header, in a 300 × 400 window.
private struct RowList: View {
    var tapped: ((Int) -> Void)?
    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(height: 100).id("header")
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { row in
                        Color.blue.frame(width: 200, height: 50).id(row)
                            .onTapGesture { tapped?(row) }
                    }
                }
            }
            .id("scroller")
        }
    }
}

private func rowHost(_ view: RowList = RowList()) -> HeadlessHost { HeadlessHost(view, size: CGSize(width: 300, height: 400)) }

/// ScrollView: its size, its content's proposal and placement, the wheel and the drag, clipping and hits.
@Suite struct ScrollViewTests {
    @Test func aVerticalScrollViewIsAsTallAsOfferedAndAsWideAsItsContent() {
        let h = rowHost()
        // The header takes 100; the scroll view the other 300, and the content's 200 in width, centred.
        #expect(h.layout.frame(of: "scroller") == CGRect(x: 50, y: 100, width: 200, height: 300))
        #expect(h.layout.frame(of: 0) == CGRect(x: 50, y: 100, width: 200, height: 50))
        #expect(h.layout.frame(of: 19) == CGRect(x: 50, y: 1_050, width: 200, height: 50))
    }

    @Test func theWheelScrollsTheContentWithinItsEnds() {
        let h = rowHost()
        #expect(h.scroll(by: CGSize(width: 0, height: 120), at: CGPoint(x: 150, y: 200)))
        #expect(h.layout.frame(of: 0) == CGRect(x: 50, y: -20, width: 200, height: 50))
        // 1,000 of content in a 300 viewport: 700 is as far as it goes.
        #expect(h.scroll(by: CGSize(width: 0, height: 5_000), at: CGPoint(x: 150, y: 200)))
        #expect(h.layout.frame(of: 19) == CGRect(x: 50, y: 350, width: 200, height: 50))
        #expect(!h.scroll(by: CGSize(width: 0, height: 10), at: CGPoint(x: 150, y: 200)))
        #expect(h.scroll(by: CGSize(width: 0, height: -10_000), at: CGPoint(x: 150, y: 200)))
        #expect(h.layout.frame(of: 0) == CGRect(x: 50, y: 100, width: 200, height: 50))
        // Horizontally nothing moves, and a wheel over the header scrolls nothing.
        #expect(!h.scroll(by: CGSize(width: 50, height: 0), at: CGPoint(x: 150, y: 200)))
        #expect(!h.scroll(by: CGSize(width: 0, height: 50), at: CGPoint(x: 150, y: 50)))
    }

    @Test func draggingTheContentScrollsItWithTheFinger() {
        var taps: [Int] = []
        let h = rowHost(RowList(tapped: { taps.append($0) }))
        h.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 150), duration: 0.2)
        #expect(h.layout.frame(of: 0) == CGRect(x: 50, y: -100, width: 200, height: 50))
        #expect(taps.isEmpty)
        // A tap still reaches the row under it: row 4 is now at 100...150.
        h.tap(at: CGPoint(x: 150, y: 120))
        #expect(taps == [4])
    }

    @Test func contentScrolledOutOfTheViewportCannotBeTapped() {
        var taps: [Int] = []
        let h = rowHost(RowList(tapped: { taps.append($0) }))
        h.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 150, y: 200))
        // Rows 0 and 1 are under the header now (y 0...100), clipped away: the tap goes to nothing.
        h.tap(at: CGPoint(x: 150, y: 50))
        #expect(taps.isEmpty)
        h.tap(at: CGPoint(x: 150, y: 110))
        #expect(taps == [2])
    }

    @Test func theContentIsClippedToTheViewport() {
        let h = rowHost()
        let image = h.render()
        // Above the viewport is the grey header, not the blue rows (which would be at y 0...100 when scrolled).
        h.scroll(by: CGSize(width: 0, height: 100), at: CGPoint(x: 150, y: 200))
        let scrolled = h.render()
        #expect(image.pixel(x: 150, y: 50) == scrolled.pixel(x: 150, y: 50))
        #expect(scrolled.pixel(x: 150, y: 200) == image.pixel(x: 150, y: 200))
    }

    @Test func aHorizontalScrollViewIsAsTallAsItsContent() {
        struct Strip: View {
            var body: some View {
                VStack(spacing: 0) {
                    ScrollView(.horizontal) {
                        HStack(spacing: 10) { ForEach(0..<10) { Color.red.frame(width: 90, height: 60).id($0) } }
                    }
                    .id("strip")
                    Color.gray.id("rest")
                }
            }
        }
        let h = HeadlessHost(Strip(), size: CGSize(width: 300, height: 400))
        #expect(h.layout.frame(of: "strip") == CGRect(x: 0, y: 0, width: 300, height: 60))
        #expect(h.layout.frame(of: "rest") == CGRect(x: 0, y: 60, width: 300, height: 340))
        #expect(h.scroll(by: CGSize(width: 250, height: 0), at: CGPoint(x: 100, y: 30)))
        #expect(h.layout.frame(of: 3) == CGRect(x: 50, y: 0, width: 90, height: 60))
        // 990 of content in 300: 690 at most.
        h.scroll(by: CGSize(width: 10_000, height: 0), at: CGPoint(x: 100, y: 30))
        #expect(h.layout.frame(of: 9) == CGRect(x: 210, y: 0, width: 90, height: 60))
    }

    @Test func severalViewsInAScrollViewStackVertically() {
        struct Two: View {
            var body: some View {
                ScrollView {
                    Color.red.frame(width: 100, height: 30).id("a")
                    Color.blue.frame(width: 50, height: 30).id("b")
                }
            }
        }
        let h = HeadlessHost(Two(), size: CGSize(width: 300, height: 400))
        // A column of 100 × 68 (8 between), at the top of a 100 × 400 scroll view centred in the window.
        #expect(h.layout.frame(of: "a") == CGRect(x: 100, y: 0, width: 100, height: 30))
        #expect(h.layout.frame(of: "b") == CGRect(x: 125, y: 38, width: 50, height: 30))
    }
}
