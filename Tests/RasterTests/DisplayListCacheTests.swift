import Foundation
import Headless
import LayoutCore
import HeroScenes
import TestSupport
import Testing

/// The window's display list copies the commands of subtrees that did not change from the frame before;
/// every frame's list is still exactly the one a fresh walk of the tree gives.
@Suite struct DisplayListCacheTests {
    /// The graph's (cached) list against a fresh walk of the same presented tree, window background first.
    func expectFreshList(_ host: HeadlessHost, _ moment: String) {
        let cached = host.graph.displayList.items
        let fresh = host.graph.layout.displayList().items
        #expect(Array(cached.dropFirst()) == fresh, "\(moment)")
    }

    @Test func everyFrameOfAFlightAndAResizeHasTheFreshList() throws {
        let host = TestSupport.iconGrid()
        expectFreshList(host, "at rest")
        expectFreshList(host, "at rest again, all from the cache")
        let cell = try #require(host.layout.frame(of: IconGrid.cellID(3)))
        host.tap(at: CGPoint(x: cell.midX, y: cell.midY))
        for frame in 0..<20 {
            host.advance(by: 1.0 / 60)
            expectFreshList(host, "flight frame \(frame)")
        }
        // A resize mid-flight: new bounds, new places.
        host.resize(to: CGSize(width: 900, height: 700))
        for frame in 0..<5 {
            host.advance(by: 1.0 / 60)
            expectFreshList(host, "after the resize, frame \(frame)")
        }
        #expect(host.graph.displayList.items.count > 20)
    }
}
