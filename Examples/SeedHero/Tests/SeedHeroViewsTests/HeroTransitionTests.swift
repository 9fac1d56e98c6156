import Foundation
import HeroSim
import HeroSimTesting
import SeedHeroViews
import Testing

/// The hero transition tested headless: time is an input, so every frame is exact and repeatable.
@Suite struct HeroTransitionTests {
    @Test func trashFliesOverTheGridAndBackToItsCell() throws {
        let host = HeadlessHost(ContentView(), size: CGSize(width: 390, height: 844))
        let cell = try #require(host.matchedGeometry.first { $0.id == AnyHashable("trash") }).frame

        host.tap(at: CGPoint(x: cell.midX, y: cell.midY))
        #expect(host.matchedGeometry.last?.frame == cell)          // the flight starts at the cell

        host.advance(by: 2)
        let open = try #require(host.matchedGeometry.last)
        #expect(open.frame.width == 390)                            // it fills the grid's width
        try host.render().writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("seed-hero-open.png"))

        host.tap(at: CGPoint(x: open.frame.midX, y: open.frame.midY))
        host.advance(by: 3)
        #expect(host.matchedGeometry.count == 5)                     // the overlay is gone
        #expect(host.matchedGeometry.first { $0.id == AnyHashable("trash") }?.frame == cell)
    }
}
