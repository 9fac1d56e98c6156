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
        var repeated: [Bool] = []
        func frame() {
            let list = host.graph.displayList
            rasterizer.render(list, host: host.graph.host, into: image)
            pipeline.renderer.render(list, host: host.graph.host, into: full)
            #expect(identical(image, full), "frame at t = \(host.time)")
            reused.append(rasterizer.reusedItemCount)
            repeated.append(rasterizer.repeatedPreviousFrame)
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
        #expect(rasterizer.blendedBackdrop) // and the backdrop went on while the raster was copied
        // Only the second frame repeats the one before it; every frame of the flight moves.
        #expect(repeated == [false, true] + Array(repeating: false, count: 15))
    }

    @Test func aBackdropBlendedWhileCopyingHasCairosPixels() {
        // Every red/green byte pair under three translucent colours and one opaque one.
        let under = RasterImage(width: 256, height: 256)
        for y in 0..<256 {
            for x in 0..<256 {
                let pixel = UInt32(0xFF00_0000) | UInt32(x) << 16 | UInt32(y) << 8 | UInt32((x ^ y) & 0xFF)
                under.pixels.storeBytes(of: pixel, toByteOffset: y * under.stride + x * 4, as: UInt32.self)
            }
        }
        let renderer = RenderingPipeline(iconDirectory: TestSupport.iconDirectory).renderer
        let host = LayoutHost(size: CGSize(width: 256, height: 256))
        for color in [Color.black.opacity(0.45), Color(red: 0.2, green: 0.7, blue: 0.9, opacity: 0.3), Color.white.opacity(0.999), Color.blue] {
            let backdrop = DisplayItem.shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 256, height: 256), fill: .color(color), stroke: nil)
            let drawn = RasterImage(width: 256, height: 256), blended = RasterImage(width: 256, height: 256)
            drawn.copyPixels(from: under)
            renderer.render([backdrop], range: 0..<1, host: host, into: drawn, clear: false)
            let pixel = renderer.coveringSolidPixel(backdrop, host: host, width: 256, height: 256)
            #expect(pixel != nil)
            blended.copyPixels(from: under, under: pixel ?? 0)
            #expect(identical(drawn, blended), "\(color)")
        }
        // A rectangle that leaves a pixel uncovered is not a backdrop.
        let partial = DisplayItem.shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 256, height: 255), fill: .color(.black), stroke: nil)
        #expect(renderer.coveringSolidPixel(partial, host: host, width: 256, height: 256) == nil)
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
        #expect(!rasterizer.repeatedPreviousFrame)
        #expect(identical(image, full))
        rasterizer.render(host.graph.displayList, host: host.graph.host, into: image)
        #expect(rasterizer.repeatedPreviousFrame)
    }
}
