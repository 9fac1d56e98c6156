import Foundation
import Headless
import LayoutCore
import Testing
@testable import ViewRuntime

/// A 100-point header that scrolls the list under it to `target` when tapped, over a scroll view of
/// twenty 50-point rows (overlaid with markers "r0"..."r19" to find them by; the rows have no id of
/// their own, so `scrollTo` finds them by their `ForEach` element id), in a 300 × 400 window.
private struct Jumper: View {
    let target: Int
    let anchor: UnitPoint?
    var animation: Animation?
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Color.gray.frame(height: 100)
                    .onTapGesture { withAnimation(animation) { proxy.scrollTo(target, anchor: anchor) } }
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { row in
                            Color.blue.frame(width: 200, height: 50).overlay { Color.clear.id("r\(row)") }
                        }
                    }
                }
            }
        }
    }
}

private func jumper(_ target: Int, _ anchor: UnitPoint?, animation: Animation? = nil) -> HeadlessHost {
    HeadlessHost(Jumper(target: target, anchor: anchor, animation: animation), size: CGSize(width: 300, height: 400))
}

/// ScrollViewReader's `scrollTo`: anchors, the nearest scroll without one, animation, and lazy stacks.
@Suite struct ScrollViewReaderTests {
    @Test func anAnchorPutsThatPointOfTheTargetAtTheSamePointOfTheViewport() {
        let h = jumper(10, .top)
        h.tap(at: CGPoint(x: 150, y: 50))
        #expect(h.layout.frame(of: "r10") == CGRect(x: 50, y: 100, width: 200, height: 50))
        let centred = jumper(10, .center)
        centred.tap(at: CGPoint(x: 150, y: 50))
        // The row's centre at the viewport's centre (250): 225...275.
        #expect(centred.layout.frame(of: "r10") == CGRect(x: 50, y: 225, width: 200, height: 50))
    }

    @Test func theOffsetStopsAtTheContentsEnd() {
        let h = jumper(18, .top)
        h.tap(at: CGPoint(x: 150, y: 50))
        // 1,000 of rows in a 300-point viewport: scrolled 700 at most, so row 18 is at 100 + 900 - 700.
        #expect(h.layout.frame(of: "r18") == CGRect(x: 50, y: 300, width: 200, height: 50))
    }

    @Test func withoutAnAnchorItScrollsAsLittleAsShowsTheTarget() {
        let h = jumper(8, nil)
        h.tap(at: CGPoint(x: 150, y: 50))
        // Row 8 (400...450 in the content) ends at the viewport's bottom: scrolled 150.
        #expect(h.layout.frame(of: "r8") == CGRect(x: 50, y: 350, width: 200, height: 50))
        // A row already seen does not move the content.
        let seen = jumper(2, nil)
        seen.tap(at: CGPoint(x: 150, y: 50))
        #expect(seen.layout.frame(of: "r2") == CGRect(x: 50, y: 200, width: 200, height: 50))
    }

    @Test func insideWithAnimationTheContentMovesThere() {
        let h = jumper(10, .top, animation: .linear(duration: 1))
        h.tap(at: CGPoint(x: 150, y: 50))
        #expect(h.layout.frame(of: "r10") == CGRect(x: 50, y: 600, width: 200, height: 50))
        h.advance(to: 0.5)
        #expect(h.layout.frame(of: "r10") == CGRect(x: 50, y: 350, width: 200, height: 50))
        h.advance(to: 1)
        #expect(h.layout.frame(of: "r10") == CGRect(x: 50, y: 100, width: 200, height: 50))
    }

    @Test func aLazyStackBuildsTheTargetFirst() {
        struct LongList: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Color.gray.frame(height: 100).onTapGesture { proxy.scrollTo(50_000, anchor: .center) }
                        ScrollView {
                            LazyVStack(spacing: 0) {
                                ForEach(0..<100_000, id: \.self) { Color.blue.frame(height: 50).id($0) }
                            }
                        }
                    }
                }
            }
        }
        let h = HeadlessHost(LongList(), size: CGSize(width: 300, height: 400))
        #expect(h.layout.frame(of: 50_000) == nil)
        h.tap(at: CGPoint(x: 150, y: 50))
        #expect(h.layout.frame(of: 50_000) == CGRect(x: 0, y: 225, width: 300, height: 50))
        #expect(h.layout.frame(of: 49_999) == CGRect(x: 0, y: 175, width: 300, height: 50))
    }
}
