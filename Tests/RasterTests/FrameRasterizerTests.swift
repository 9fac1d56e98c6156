import Foundation
import Headless
import LayoutCore
@testable import Raster
import HeroScenes
import TestSupport
import Testing

/// The frame rasterizer keeps the drawing that did not change and gives exactly the full renderer's pixels.
@Suite struct FrameRasterizerTests {
    /// Whether two images have the same bytes.
    func identical(_ a: RasterImage, _ b: RasterImage) -> Bool {
        a.width == b.width && a.height == b.height && memcmp(a.pixels, b.pixels, a.stride * a.height) == 0
    }

    /// Draws `host`'s frame with `rasterizer` into `image` and whole with `renderer` into `full`, and expects
    /// the same bytes.
    func drawExactly(_ host: HeadlessHost, with rasterizer: FrameRasterizer, into image: RasterImage, againstAFullRenderInto full: RasterImage,
                     by renderer: CairoRenderer) {
        let list = host.graph.displayList
        rasterizer.render(list, host: host.graph.host, into: image)
        renderer.render(list, host: host.graph.host, into: full)
        #expect(identical(image, full), "frame at t = \(host.time)")
    }

    @Test func everyFrameOfAFlightHasTheFullRenderersPixels() throws {
        let host = TestSupport.iconGrid()
        let kit = RenderingKit(iconDirectory: TestSupport.iconDirectory)
        let rasterizer = FrameRasterizer(renderer: kit.renderer)
        let image = RasterImage(width: 1280, height: 800), full = RasterImage(width: 1280, height: 800)
        var reused: [Int] = []
        var repeated: [Bool] = []
        var repaired: [CGRect?] = []
        func frame() {
            drawExactly(host, with: rasterizer, into: image, againstAFullRenderInto: full, by: kit.renderer)
            reused.append(rasterizer.reusedItemCount)
            repeated.append(rasterizer.repeatedPreviousFrame)
            repaired.append(rasterizer.repairedPixels)
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
        // The tap empties one cell under the kept grid: only its pixels (and a pixel around) are drawn again.
        // The grid's first row starts at 24 + 42 × 1.2102 + 20 = 94.83 points (the header's two lines,
        // 28 and 14 points, are Inter's 1.2102 em tall: ascent 2728 and descent 680 of 2816 units).
        #expect(repaired[2] == CGRect(x: 0, y: 92, width: 1280, height: 191)) // whole rows: DrawingDamage.pixels says why
        #expect(repaired.enumerated().allSatisfy { $0.offset == 2 || $0.element == nil })
    }

    /// For a window, a hero that opens, rests and closes again keeps the grid under its backdrop throughout:
    /// the kept raster is drawn from nothing only for the first frame. Without that (headless renders), the
    /// rest is kept whole, so that its repeated frames are copies. Every frame has the full renderer's pixels.
    @Test(arguments: [true, false]) func anOpenHeroKeepsTheGridUnderItsBackdropForAWindow(keepsScene: Bool) throws {
        let host = TestSupport.iconGrid()
        let kit = RenderingKit(iconDirectory: TestSupport.iconDirectory)
        let rasterizer = FrameRasterizer(renderer: kit.renderer, keepsSceneUnderBackdrop: keepsScene)
        let image = RasterImage(width: 1280, height: 800), full = RasterImage(width: 1280, height: 800)
        var afresh: [Bool] = [], reused: [Int] = []
        func frames(_ count: Int) {
            for _ in 0..<count {
                drawExactly(host, with: rasterizer, into: image, againstAFullRenderInto: full, by: kit.renderer)
                afresh.append(rasterizer.drewKeptRasterAfresh)
                reused.append(rasterizer.reusedItemCount)
                host.advance(by: 1.0 / 60)
            }
        }
        frames(1)
        let cell = try #require(host.layout.frame(of: IconGrid.cellID(5)))
        host.tap(at: CGPoint(x: cell.midX, y: cell.midY))
        frames(60) // the flight and a rest with the hero open
        #expect(!host.isAnimating)
        let items = host.graph.displayList.items
        let backdrop = try #require(items.firstIndex {
            if case .shape(.rectangle, let frame, .color(let c)?, nil) = $0 { return frame.size == CGSize(width: 1280, height: 800) && c.red == 0 }
            return false
        })
        // At rest, the kept raster ends under the backdrop for a window, and holds the whole frame otherwise.
        #expect(reused.last == (keepsScene ? backdrop : items.count))
        host.tap(at: CGPoint(x: 640, y: 400))
        frames(60) // the flight back and a rest
        #expect(!host.isAnimating)
        let drawnAfresh = afresh.indices.filter { afresh[$0] }
        #expect(drawnAfresh == (keepsScene ? [0] : [0, 62]))
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
        let renderer = RenderingKit(iconDirectory: TestSupport.iconDirectory).renderer
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
        let kit = RenderingKit(iconDirectory: TestSupport.iconDirectory)
        let host = HeadlessHost(IconGrid(), size: CGSize(width: 640, height: 480), scale: 1, colorScheme: .light, rendering: kit)
        let rasterizer = FrameRasterizer(renderer: kit.renderer)
        rasterizer.render(host.graph.displayList, host: host.graph.host, into: RasterImage(width: 640, height: 480))
        host.resize(to: CGSize(width: 800, height: 600))
        let image = RasterImage(width: 800, height: 600), full = RasterImage(width: 800, height: 600)
        rasterizer.render(host.graph.displayList, host: host.graph.host, into: image)
        kit.renderer.render(host.graph.displayList, host: host.graph.host, into: full)
        #expect(rasterizer.reusedItemCount == 0)
        #expect(!rasterizer.repeatedPreviousFrame)
        #expect(identical(image, full))
        rasterizer.render(host.graph.displayList, host: host.graph.host, into: image)
        #expect(rasterizer.repeatedPreviousFrame)
    }

    /// Frames of overlapping shadowed, clipped, translucent and text-bearing tiles, each changing one thing
    /// in the middle of the commands, drawn one after another.
    func tileFrames() -> [[DisplayItem]] {
        func tile(_ index: Int, x: CGFloat, y: CGFloat = 40, color: Color = .blue, alpha: Double = 0.8, title: String = "Tile") -> [DisplayItem] {
            let frame = CGRect(x: x, y: y, width: 90, height: 70)
            return [.beginShadow(color: .black.opacity(0.5), radius: 6, offset: CGSize(width: 3, height: 5), bounds: frame),
                    .beginOpacity(alpha),
                    .beginClip(.roundedRectangle(cornerRadius: 12), frame: frame),
                    .shape(.rectangle, frame: frame, fill: .linearGradient(colors: [color, .white], start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1)), stroke: nil),
                    .text("\(title) \(index)", font: .system(size: 15, weight: .bold), paint: .color(.black), frame: CGRect(x: x + 8, y: y + 40, width: 80, height: 20), baseline: y + 55),
                    .endClip,
                    .endOpacity,
                    .endShadow]
        }
        let background: [DisplayItem] = [.shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 400, height: 400), fill: .color(Color(hex: 0xF2F2F7)), stroke: nil)]
        func frame(_ tiles: [[DisplayItem]]) -> [DisplayItem] { background + tiles.flatMap { $0 } }
        let a = tile(0, x: 10), c = tile(2, x: 150), d = tile(3, x: 220)
        return [
            frame([a, tile(1, x: 80), c, d]),
            frame([a, tile(1, x: 80), c, d]),                          // the same: kept whole
            frame([a, tile(1, x: 84, y: 46), c, d]),                   // one tile moves under its neighbours
            frame([a, tile(1, x: 84, y: 46, color: .red, alpha: 0.4, title: "Changed"), c, d]),
            frame([a, c, d]),                                          // one goes
            frame([a, c, tile(9, x: 120, y: 100), d]),                 // one comes, between others
            frame([a, c, tile(9, x: 120, y: 100), d, tile(4, x: 300)]), // and one more on top: the kept raster grows
        ]
    }

    @Test func aChangeInTheMiddleRedrawsOnlyItsPixelsExactly() {
        let renderer = RenderingKit(iconDirectory: TestSupport.iconDirectory).renderer
        let rasterizer = FrameRasterizer(renderer: renderer)
        let host = LayoutHost(size: CGSize(width: 400, height: 400))
        var repaired: [CGRect?] = []
        for (index, items) in tileFrames().enumerated() {
            var list = DisplayList()
            list.items = items
            let image = RasterImage(width: 400, height: 400), full = RasterImage(width: 400, height: 400)
            rasterizer.render(list, host: host, into: image)
            renderer.render(list, host: host, into: full)
            #expect(identical(image, full), "frame \(index)")
            repaired.append(rasterizer.repairedPixels)
        }
        // Redrawn, in whole rows grown by one: each changed tile's shape grown by its shadow's reach
        // (3 × 6 + 5 + 1 = 24) and a pixel, and its text grown by the reach, a pixel and the font size
        // (24 + 1 + 15 = 40); then grown to hold whole every rounded clip those rows cut (a clip's curve is
        // drawn exactly only from its first row), here the neighbours' at y 40, whose rows with their shadows'
        // reach are 14 to 147. Frame 2: the tile's old place (80, 40) and new one (84, 46); 3 and 4: the new
        // place only, grown to the neighbours' rows; 5: the new tile at (120, 100), down to its text's reach
        // (160 + 40 = 200, and a pixel), and up to the neighbours'; 6 draws only on top of the kept raster.
        #expect(repaired == [nil, nil, CGRect(x: 0, y: 14, width: 400, height: 133), CGRect(x: 0, y: 14, width: 400, height: 133),
                             CGRect(x: 0, y: 14, width: 400, height: 133), CGRect(x: 0, y: 14, width: 400, height: 187), nil])
    }

    @Test func manyEqualCommandsFindTheirRunAndStayExact() {
        // 1,500 equal dots, then one shape put in among them: the run after it is found (the 800 dots
        // after the first 700) though every dot matches the kept list's last command.
        let background = DisplayItem.shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 200, height: 100), fill: .color(.white), stroke: nil)
        let dot = DisplayItem.shape(.circle, frame: CGRect(x: 40, y: 40, width: 6, height: 6), fill: .color(Color.black.opacity(0.01)), stroke: nil)
        let special = DisplayItem.shape(.rectangle, frame: CGRect(x: 120, y: 20, width: 30, height: 30), fill: .color(.red), stroke: nil)
        let kept = [background] + Array(repeating: dot, count: 1500)
        let changed = [background] + Array(repeating: dot, count: 700) + [special] + Array(repeating: dot, count: 800)
        let match = FrameRasterizer.sameEnding(kept, changed, after: 701)
        #expect(match?.end == 1502)
        #expect(match?.length == 800)
        let renderer = RenderingKit(iconDirectory: TestSupport.iconDirectory).renderer
        let rasterizer = FrameRasterizer(renderer: renderer)
        let host = LayoutHost(size: CGSize(width: 200, height: 100))
        var image = RasterImage(width: 200, height: 100)
        for items in [kept, kept, changed] {
            var list = DisplayList()
            list.items = items
            image = RasterImage(width: 200, height: 100)
            rasterizer.render(list, host: host, into: image)
            let full = RasterImage(width: 200, height: 100)
            renderer.render(list, host: host, into: full)
            #expect(identical(image, full))
        }
        #expect(rasterizer.repairedPixels == CGRect(x: 0, y: 18, width: 200, height: 34))
    }
}
