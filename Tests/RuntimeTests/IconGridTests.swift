import Foundation
import Headless
import Studio
import StudioFiles
import LayoutCore
import Motion
import HeroScenes
import Testing
@testable import ViewRuntime

/// The built-in demo, an ordinary view on the runtime: taps, keys, reversal, springs, focus, resizing.
@Suite struct IconGridTests {
    static let overlay = CGRect(x: 40, y: 40, width: 1200, height: 720)

    func host(_ config: HeroConfig = HeroConfig(), size: CGSize = CGSize(width: 1280, height: 800)) -> HeadlessHost {
        HeadlessHost(IconGrid(config: config), size: size)
    }

    /// The views of matched-geometry id `item`: the cell, then the flying or open card.
    func views(_ host: HeadlessHost, _ item: Int) -> [MatchedGeometryElement] {
        host.matchedGeometry.filter { $0.id == AnyHashable(item) }
    }

    func tapCell(_ host: HeadlessHost, _ item: Int) throws {
        let cell = try #require(host.layout.frame(of: IconGrid.cellID(item)))
        #expect(host.tap(at: CGPoint(x: cell.midX, y: cell.midY)))
    }

    @Test func aTapFliesTheCardFromItsCellToTheOverlayWithTheCellLeftEmpty() throws {
        let host = host()
        let cell = try #require(host.layout.frame(of: IconGrid.cellID(4)))
        try tapCell(host, 4)
        #expect(views(host, 4).map(\.frame) == [cell, cell])
        #expect(views(host, 4).map(\.opacity) == [0, 1])
        host.advance(by: 0.35)
        #expect(views(host, 4).last?.frame == Self.overlay)
        #expect(!host.isAnimating)
        // A click on the open card itself flies it back.
        #expect(host.tap(at: CGPoint(x: 640, y: 400)))
        host.advance(by: 0.36)
        #expect(views(host, 4).map(\.frame) == [cell])
    }

    @Test func aTapDuringTheFlightTurnsItAroundWithoutAJumpAndItRetracesToTheCell() throws {
        let host = host()
        let cell = try #require(host.layout.frame(of: IconGrid.cellID(0)))
        try tapCell(host, 0)
        host.advance(by: 0.15)
        let before = try #require(views(host, 0).last)
        #expect(host.tap(at: CGPoint(x: 5, y: 795)))            // anywhere: the backdrop layer takes it
        #expect(views(host, 0).last?.frame == before.frame)
        host.advance(by: 0.15)                                   // 0.15 s back along the same curve
        #expect(views(host, 0).last?.frame == cell)
        host.advance(by: 0.01)
        #expect(views(host, 0).map(\.opacity) == [1])            // handed back to the cell
    }

    @Test func aTapWhileItFliesBackSendsItToTheOverlayAgain() throws {
        let host = host()
        try tapCell(host, 2)
        host.advance(by: 0.5)
        host.key(.escape)
        host.advance(by: 0.1)
        let before = try #require(views(host, 2).last)
        #expect(before.isRemoved)
        #expect(host.tap(at: CGPoint(x: 5, y: 795)))
        #expect(views(host, 2).map(\.isRemoved) == [false, false])
        #expect(views(host, 2).last?.frame == before.frame)
        host.advance(by: 0.1)
        #expect(views(host, 2).last?.frame == Self.overlay)
    }

    @Test func escapeClosesAndArrowKeysMoveTheFocusByTheGridsColumns() throws {
        let host = host()
        host.key(.downArrow)                                     // the first key shows the focus on card 0
        host.key(.rightArrow)
        host.key(.downArrow)                                     // 7 columns at 1280 points: 1 + 7
        host.key(.return)
        #expect(views(host, 8).count == 2)
        host.advance(by: 1)
        host.key(.escape)
        host.advance(by: 0.2)
        #expect(views(host, 8).last?.isRemoved == true)
        host.advance(by: 0.2)
        #expect(views(host, 8).count == 1)
        host.key(.rightArrow)
        host.key(.rightArrow)
        host.key(.return)
        #expect(views(host, 10).count == 2)
    }

    @Test func resizingMidFlightLandsOnTheNewOverlay() throws {
        let host = host()
        try tapCell(host, 5)
        host.advance(by: 0.1)
        host.resize(to: CGSize(width: 1000, height: 700))
        host.advance(by: 0.3)
        #expect(views(host, 5).last?.frame == CGRect(x: 40, y: 40, width: 920, height: 620))
    }

    @Test func aBouncySpringOvershootsTheOverlayAndKeepsItsVelocityWhenSentBack() throws {
        var config = HeroConfig()
        config.present = .spring(Spring(duration: 0.5, bounce: 0.3), initialVelocity: 0)
        config.dismiss = config.present
        let host = host(config)
        let cell = try #require(host.layout.frame(of: IconGrid.cellID(1)))
        try tapCell(host, 1)
        var widest = 0.0
        for _ in 0..<60 {
            host.advance(by: 1.0 / 60)
            widest = max(widest, views(host, 1).last?.frame.width ?? 0)
        }
        #expect(widest > 1200)
        host.advance(by: 2)
        #expect(views(host, 1).last?.frame == Self.overlay)

        // Sent back mid-flight, the spring starts from where the card is, as fast as it was moving.
        let start = host.time
        host.key(.escape)
        host.advance(by: 0.1)
        let flight = AnimationTrack(from: Self.overlay.vector, to: cell.vector, animation: config.dismiss, at: start)
        let back = flight.retargeted(to: Self.overlay.vector, animation: config.present, at: host.time)
        #expect(host.tap(at: CGPoint(x: 5, y: 795)))
        #expect(back.velocity(at: host.time) == flight.velocity(at: host.time))
        host.advance(by: 0.05)
        #expect(views(host, 1).last?.frame == CGRect(vector: back.value(at: host.time)))
    }
}
