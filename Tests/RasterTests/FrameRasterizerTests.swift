import Foundation
import Headless
import LayoutCore
import Raster
import Scenes
import Testing

/// The frame rasterizer keeps the drawing that did not change and gives exactly the full renderer's pixels.
@Suite struct FrameRasterizerTests {
    /// Whether two images have the same bytes.
    func identical(_ a: RasterImage, _ b: RasterImage) -> Bool {
        a.width == b.width && a.height == b.height && memcmp(a.pixels, b.pixels, a.stride * a.height) == 0
    }

    @Test func everyFrameOfAFlightHasTheFullRenderersPixels() throws {
        let host = TestSupport.iconGrid()
        let pipeline = RenderingPipeline(iconDirectory: TestSupport.iconDirectory)
        let rasterizer = FrameRasterizer(renderer: pipeline.renderer)
        let image = RasterImage(width: 1280, height: 800), full = RasterImage(width: 1280, height: 800)
        var reused: [Int] = []
        func frame() {
            let list = host.graph.displayList
            rasterizer.render(list, host: host.graph.host, into: image)
            pipeline.renderer.render(list, host: host.graph.host, into: full)
            #expect(identical(image, full), "frame at t = \(host.time)")
            reused.append(rasterizer.reusedItemCount)
        }
        frame()
        frame() // unchanged: the whole frame is kept
        let reusedWhole = host.graph.displayList.items.count
        let cell = try #require(host.layout.frame(of: IconGrid.cellID(5)))
        host.tap(at: CGPoint(x: cell.midX, y: cell.midY))
        for _ in 0..<15 {
            host.advance(by: 1.0 / 60)
            frame()
        }
        #expect(host.isAnimating)
        let items = host.graph.displayList.items
        // In flight, everything under the backdrop (the first full-window black fill) is kept.
        let backdrop = try #require(items.firstIndex {
            if case .shape(.rectangle, let frame, .color(let c)?, nil) = $0 { return frame.size == CGSize(width: 1280, height: 800) && c.red == 0 }
            return false
        })
        #expect(reused[0] == 0)          // nothing kept yet
        #expect(reused[1] == reusedWhole) // the same frame again: all of it
        #expect(reused.last == backdrop)
    }

    @Test func aResizeDrawsTheNewSizeInFull() {
        let pipeline = RenderingPipeline(iconDirectory: TestSupport.iconDirectory)
        let host = HeadlessHost(IconGrid(), size: CGSize(width: 640, height: 480), pipeline: pipeline)
        let rasterizer = FrameRasterizer(renderer: pipeline.renderer)
        rasterizer.render(host.graph.displayList, host: host.graph.host, into: RasterImage(width: 640, height: 480))
        host.resize(to: CGSize(width: 800, height: 600))
        let image = RasterImage(width: 800, height: 600), full = RasterImage(width: 800, height: 600)
        rasterizer.render(host.graph.displayList, host: host.graph.host, into: image)
        pipeline.renderer.render(host.graph.displayList, host: host.graph.host, into: full)
        #expect(rasterizer.reusedItemCount == 0)
        #expect(identical(image, full))
    }
}
