import Foundation
import Headless
import HeroScenes
import LayoutCore
import Raster
import StudioFiles
import Testing

/// A frame drawn at 2 pixels per point is the same picture as at 1, twice as sharp: the geometry is the same in
/// points, and averaged over each 2 × 2 block the pixels match the scale-1 frame except at edges, which are
/// antialiased (and text hinted) on the finer grid. Measured on the demo's grid mid-flight: mean channel
/// difference 1.0, 97.3 % of pixels within 8; the tolerance is a mean under 2 and 95 % within 8.
@MainActor
@Suite struct DisplayScaleTests {
    /// The scale-2 image averaged over 2 × 2 blocks, as 0xAARRGGBB.
    private func halved(_ image: RasterImage) -> [[UInt32]] {
        image.flush()
        return (0..<image.height / 2).map { y in
            (0..<image.width / 2).map { x in
                var sums = [UInt32](repeating: 0, count: 4)
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let p = image.pixel(x: 2 * x + dx, y: 2 * y + dy)
                    for c in 0..<4 { sums[c] += (p >> (8 * UInt32(c))) & 0xFF }
                }
                var packed: UInt32 = 0
                for c in 0..<4 {
                    let average: UInt32 = (sums[c] + 2) / 4
                    packed |= average << (8 * UInt32(c))
                }
                return packed
            }
        }
    }

    @Test func aScaleTwoFrameIsTheScaleOneFrameSharper() throws {
        func grid(_ scale: CGFloat) -> HeadlessHost {
            let host = HeadlessHost(IconGrid(config: HeroConfig()), size: CGSize(width: 480, height: 360), scale: scale)
            host.tap(at: CGPoint(x: 90, y: 160))
            host.advance(to: 0.15)   // mid-flight: the card half-way, its corner radius and shadow changing
            return host
        }
        let hostOne = grid(1), hostTwo = grid(2)
        #expect(hostOne.matchedGeometry.map(\.frame) == hostTwo.matchedGeometry.map(\.frame))
        let one = hostOne.render(), two = hostTwo.render()
        #expect(two.width == 960 && two.height == 720)
        let averaged = halved(two)
        one.flush()
        var deltas: [Int] = []
        for y in 0..<one.height {
            for x in 0..<one.width {
                let a = one.pixel(x: x, y: y), b = averaged[y][x]
                var largest = 0
                for c in 0..<3 {
                    let shift = 8 * UInt32(c)
                    largest = max(largest, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
                }
                deltas.append(largest)
            }
        }
        let mean = Double(deltas.reduce(0, +)) / Double(deltas.count)
        let close = Double(deltas.filter { $0 <= 8 }.count) / Double(deltas.count)
        #expect(mean < 2, "mean channel difference \(mean)")
        #expect(close > 0.95, "share of pixels within 8: \(close)")
    }
}
