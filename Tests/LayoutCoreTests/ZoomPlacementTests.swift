import Foundation
import LayoutCore
import Testing

/// Where a zoom draws its view: scaled about its centre until it covers the animated frame, centred on it, and
/// how far the zoom has come between the source's frame and its own.
@Suite struct ZoomPlacementTests {
    static let full = CGRect(x: 0, y: 0, width: 400, height: 800)
    static let cell = CGRect(x: 205, y: 116, width: 175, height: 120)

    @Test func onTheSourceThePageCoversTheCellAtTheScaleOfItsWiderSide() {
        let placement = ZoomPlacement(full: Self.full, frame: Self.cell, source: Self.cell)
        // 175 / 400 beats 120 / 800: the page is as wide as the cell and overflows it above and below.
        #expect(placement.scale == 0.4375)
        #expect(placement.offset == CGSize(width: 92.5, height: -224))
        #expect(placement.progress == 0)
    }

    @Test func halfWayInHeightIsHalfWayThere() {
        let frame = CGRect(x: 102.5, y: 58, width: 287.5, height: 460)
        let placement = ZoomPlacement(full: Self.full, frame: frame, source: Self.cell)
        #expect(placement.scale == 0.71875)
        #expect(placement.progress == 0.5)
    }

    @Test func atItsOwnFrameNothingMoves() {
        let placement = ZoomPlacement(full: Self.full, frame: Self.full, source: Self.cell)
        #expect(placement.scale == 1)
        #expect(placement.offset == .zero)
        #expect(placement.progress == 1)
    }

    @Test func withoutASourceTheProgressIsTheScale() {
        let placement = ZoomPlacement(full: Self.full, frame: CGRect(x: 100, y: 200, width: 200, height: 400), source: nil)
        #expect(placement.scale == 0.5)
        #expect(placement.progress == 0.5)
    }
}
