import Foundation
import LayoutCore
import Raster
import Testing

/// Layout stays fractional; drawing rounds each edge to the nearest device pixel, at scales 1, 2 and 3,
/// so a fill covers whole pixels with no antialiased seam.
@Suite struct PixelRoundingTests {
    func coverage(scale: CGFloat) -> (columns: [Int], rows: [Int], partial: Int) {
        let host = LayoutHost(size: CGSize(width: 40, height: 20), scale: scale)
        var list = DisplayList()
        list.items = [.shape(.rectangle, frame: CGRect(x: 10.3, y: 5.25, width: 20.4, height: 10.5), fill: .color(.black), stroke: nil)]
        let icons = IconLibrary(directory: "/nonexistent", warn: { _ in })
        let image = CairoRenderer(icons: icons).render(list, host: host)
        var columns: Set<Int> = [], rows: Set<Int> = [], partial = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let alpha = image.pixel(x: x, y: y) >> 24
                if alpha == 255 { columns.insert(x); rows.insert(y) } else if alpha != 0 { partial += 1 }
            }
        }
        return (columns.sorted(), rows.sorted(), partial)
    }

    @Test func edgesRoundToTheNearestDevicePixel() {
        // x: 10.3 … 30.7, y: 5.25 … 15.75 points.
        let one = coverage(scale: 1)
        #expect(one.columns == Array(10...30) && one.rows == Array(5...15) && one.partial == 0)
        let two = coverage(scale: 2) // 20.6 … 61.4 → 21 … 61; 10.5 … 31.5 → 11 … 32 (ties round away from zero)
        #expect(two.columns == Array(21...60) && two.rows == Array(11...31) && two.partial == 0)
        let three = coverage(scale: 3) // 30.9 … 92.1 → 31 … 92; 15.75 … 47.25 → 16 … 47
        #expect(three.columns == Array(31...91) && three.rows == Array(16...46) && three.partial == 0)
    }
}
