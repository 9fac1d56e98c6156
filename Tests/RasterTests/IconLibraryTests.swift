import CCairo
import Foundation
import LayoutCore
@testable import Raster
import TestSupport
import Testing

/// Missing and corrupt icons draw a placeholder and warn once; real icons draw.
@Suite struct IconLibraryTests {
    final class Warnings: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
    }

    func draw(_ name: String, in directory: String, warnings: Warnings) -> RasterImage {
        let icons = IconLibrary(directory: directory, warn: { warnings.append($0) })
        let engine = LayoutEngine(measurer: CairoMeasurer(icons: icons))
        let host = LayoutHost(size: CGSize(width: 100, height: 100))
        let list = engine.layout(Image(name).resizable().frame(width: 100, height: 100), in: host).displayList()
        let renderer = CairoRenderer(icons: icons)
        _ = renderer.render(list, host: host) // a second draw must not warn again
        return renderer.render(list, host: host)
    }

    @Test func missingIconDrawsAPlaceholderAndWarnsOnce() throws {
        let directory = try TestSupport.temporaryDirectory("icons-missing")
        let warnings = Warnings()
        let image = draw("nope", in: directory, warnings: warnings)
        #expect(warnings.all == ["icon 'nope' not found at \(directory)/nope.svg; showing a placeholder"])
        #expect(image.pixel(x: 50, y: 50) >> 24 != 0) // the placeholder's cross
    }

    @Test func corruptIconDrawsAPlaceholderAndWarnsOnce() throws {
        let directory = try TestSupport.temporaryDirectory("icons-corrupt")
        try Data("<svg this is not xml".utf8).write(to: URL(fileURLWithPath: "\(directory)/bad.svg"))
        let warnings = Warnings()
        let image = draw("bad", in: directory, warnings: warnings)
        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.hasPrefix("icon 'bad' at \(directory)/bad.svg is not a valid SVG") == true)
        #expect(image.pixel(x: 50, y: 50) >> 24 != 0)
    }

    @Test func anIconOverTheSizeLimitIsAPlaceholderAndIsNeverParsed() throws {
        let directory = try TestSupport.temporaryDirectory("icons-huge")
        // A valid SVG padded with a comment to 4 MiB + 1 byte.
        let head = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect width='10' height='10'/><!--"
        let tail = "--></svg>"
        let padding = String(repeating: "x", count: (4 << 20) + 1 - head.utf8.count - tail.utf8.count)
        try Data((head + padding + tail).utf8).write(to: URL(fileURLWithPath: "\(directory)/huge.svg"))
        let warnings = Warnings()
        let image = draw("huge", in: directory, warnings: warnings)
        #expect(warnings.all == ["icon 'huge' at \(directory)/huge.svg is 4194305 bytes, over the 4 MiB limit for an icon; showing a placeholder"])
        #expect(image.pixel(x: 50, y: 50) >> 24 != 0)
    }

    @Test func realIconsHaveTheirIntrinsicSizeAndDraw() {
        let warnings = Warnings()
        let icons = IconLibrary(directory: TestSupport.iconDirectory, warn: { warnings.append($0) })
        #expect(icons.naturalSize(of: "heart") == CGSize(width: 64, height: 64))
        let image = draw("heart", in: TestSupport.iconDirectory, warnings: warnings)
        #expect(warnings.all.isEmpty)
        // The heart's left lobe is solid red-ish at (30%, 40%).
        let pixel = image.pixel(x: 30, y: 40)
        #expect(pixel >> 24 == 0xFF)
        #expect((pixel >> 16) & 0xFF > 0xC0)
    }
}

/// Icons are rasterised once per size class and scaled down by at most 9 %.
@Suite struct IconSizeClassTests {
    @Test func smallSizesAreExactAndLargerOnesUseTheNextClass() {
        #expect(IconLibrary.rasterSize(for: 1) == 1)
        #expect(IconLibrary.rasterSize(for: 32) == 32)
        // 32 × 2^(1/8) = 34.90, × 2^(2/8) = 38.05 (each rounded up).
        #expect(IconLibrary.rasterSize(for: 33) == 35)
        #expect(IconLibrary.rasterSize(for: 35) == 35)
        #expect(IconLibrary.rasterSize(for: 36) == 39)
        // Powers of two are classes; 32 × 2^(17/8) = 139.58.
        #expect(IconLibrary.rasterSize(for: 128) == 128)
        #expect(IconLibrary.rasterSize(for: 129) == 140)
        #expect(IconLibrary.rasterSize(for: 8192) == 8192)
        for pixels in 33...4000 {
            let size = IconLibrary.rasterSize(for: pixels)
            #expect(size >= pixels && Double(size) <= Double(pixels) * 1.0906 + 1, "\(pixels) → \(size)")
        }
    }

    /// The raster cache holds at most its byte limit, dropping the least recently used raster first.
    @Test func theRasterCacheEvictsTheLeastRecentlyUsedPastItsByteLimit() {
        // Rasters of 153, 256 and 305 pixels a side (the size classes of 150, 250 and 300): 93,636, 262,144
        // and 372,100 bytes; the limit holds the last two together, not all three.
        let icons = IconLibrary(directory: TestSupport.iconDirectory, cacheByteLimit: 700_000)
        icons.withRaster(named: "bell", width: 150, height: 150) { _ in }
        icons.withRaster(named: "bolt", width: 250, height: 250) { _ in }
        #expect(icons.cachedRasterBytes == 93_636 + 262_144)
        icons.withRaster(named: "bell", width: 150, height: 150) { _ in } // used again: now the bolt is the oldest
        icons.withRaster(named: "cloud", width: 300, height: 300) { _ in }
        #expect(icons.cachedRasterBytes == 93_636 + 372_100)
        icons.withRaster(named: "bolt", width: 250, height: 250) { _ in } // the bell, now the oldest, goes
        #expect(icons.cachedRasterBytes == 262_144 + 372_100)
        #expect(icons.cachedRasterBytes <= icons.cacheByteLimit)
    }

    /// Drawing only inside some rectangles (a frame's damage) rasterises only the icons that reach into them:
    /// the bell at (0, 0) and the bolt at (150, 0), 100 points a side, drawn within x 120–140 and then within
    /// x 90–160, make no raster and then both (at 100 pixels, the size class 108: 46,656 bytes each).
    @Test func iconsTheClipHidesAreNotRasterised() {
        let icons = IconLibrary(directory: TestSupport.iconDirectory)
        let items: [DisplayItem] = [.image("bell", frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
                                    .image("bolt", frame: CGRect(x: 150, y: 0, width: 100, height: 100))]
        let host = LayoutHost(size: CGSize(width: 250, height: 100))
        let renderer = CairoRenderer(icons: icons), image = RasterImage(width: 250, height: 100)
        renderer.render(items, range: 0..<2, host: host, into: image, clear: true, within: [CGRect(x: 120, y: 0, width: 20, height: 100)])
        #expect(icons.cachedRasterBytes == 0)
        #expect(image.pixel(x: 50, y: 50) == 0 && image.pixel(x: 200, y: 50) == 0)
        renderer.render(items, range: 0..<2, host: host, into: image, clear: true, within: [CGRect(x: 90, y: 0, width: 70, height: 100)])
        #expect(icons.cachedRasterBytes == 2 * 46_656)
    }

    /// With drawing ahead on (a window's library), an icon asked for at a new size class has the next two
    /// classes the way its size went made ahead, with the pixels they have when made on demand; one asked for
    /// again at its class has none made. Off (the default), none is.
    @Test func aGrowingIconsNextSizeClassesAreRasterisedAheadWhenAsked() {
        func bytes(_ surface: OpaquePointer) -> [UInt8] {
            cairo_surface_flush(surface)
            let count = Int(cairo_image_surface_get_stride(surface) * cairo_image_surface_get_height(surface))
            return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: count))
        }
        let icons = IconLibrary(directory: TestSupport.iconDirectory)
        #expect(!icons.drawsAhead) // off unless asked for (a window asks)
        icons.withRaster(named: "bolt", width: 120, height: 120) { _ in } // classes 128 and 140
        icons.withRaster(named: "bolt", width: 130, height: 130) { _ in }
        icons.finishDrawingAhead()
        #expect(icons.rasterisations == (onDemand: 2, ahead: 0))
        icons.drawsAhead = true
        icons.withRaster(named: "bell", width: 140, height: 140) { _ in }
        icons.withRaster(named: "bell", width: 140, height: 140) { _ in }
        icons.finishDrawingAhead()
        #expect(icons.rasterisations == (onDemand: 3, ahead: 0))
        // 150 and 160 pixels are drawn from the classes 153 and 166; 166 and 182 are made ahead of the first.
        icons.withRaster(named: "bell", width: 150, height: 150) { _ in }
        icons.finishDrawingAhead()
        #expect(icons.rasterisations == (onDemand: 4, ahead: 2))
        let aheadPixels = icons.withRaster(named: "bell", width: 160, height: 160, bytes)
        #expect(icons.rasterisations.onDemand == 4)
        let onDemandPixels = IconLibrary(directory: TestSupport.iconDirectory).withRaster(named: "bell", width: 160, height: 160, bytes)
        #expect(aheadPixels != nil && aheadPixels == onDemandPixels)
        // The cache holds the bolt's 128 and 140, and the bell's 140 and 153 (on demand), 166 and 182 (ahead of
        // 153) and 198 (ahead of 166).
        icons.finishDrawingAhead()
        #expect(icons.cachedRasterBytes == 4 * (128 * 128 + 140 * 140) + 4 * (140 * 140 + 153 * 153 + 166 * 166 + 182 * 182 + 198 * 198))
    }

    /// While drawing ahead, small rasters (a grid's icons) are evicted only when no raster larger than a 64th of the limit is left:
    /// a 42-pixel bell (7,056 bytes) outlives the older of two 305-pixel ones (372,100 bytes) beside a 431-pixel
    /// one (743,044 bytes) under a limit of 1,200,000 bytes, though it was used before them all.
    @Test func smallRastersAreEvictedAfterLargeOnes() {
        let icons = IconLibrary(directory: TestSupport.iconDirectory, cacheByteLimit: 1_200_000)
        icons.drawsAhead = true
        icons.withRaster(named: "bell", width: 40, height: 40) { _ in }
        icons.withRaster(named: "bolt", width: 300, height: 300) { _ in }
        icons.withRaster(named: "cloud", width: 400, height: 400) { _ in }
        #expect(icons.cachedRasterBytes == 7_056 + 372_100 + 743_044)
        icons.withRaster(named: "star", width: 300, height: 300) { _ in }
        #expect(icons.cachedRasterBytes == 7_056 + 743_044 + 372_100)
        icons.withRaster(named: "bell", width: 40, height: 40) { _ in }
        #expect(icons.rasterisations.onDemand == 4) // the bell was still there
    }

    /// A raster's pages are its own: a new one is transparent black, of its size, and drawable.
    @Test func pageBackedSurfacesStartTransparentAndDraw() {
        let surface = PageBackedSurface.make(width: 70, height: 3)
        defer { cairo_surface_destroy(surface) }
        #expect(cairo_image_surface_get_width(surface) == 70 && cairo_image_surface_get_height(surface) == 3)
        #expect(cairo_image_surface_get_stride(surface) == 280)
        let bytes = UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: 280 * 3)
        #expect(bytes.allSatisfy { $0 == 0 })
        let cr = cairo_create(surface)
        cairo_set_source_rgba(cr, 1, 0, 0, 1)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        #expect(cairo_image_surface_get_data(surface).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee } == 0xFFFF_0000)
    }

    /// A scene drawn at 2 pixels per point draws each icon with four times the pixels, so the cache holds four
    /// times the bytes. The limit never shrinks.
    @Test func theCacheHoldsTheSquareOfTheScaleTimesItsBytes() {
        let icons = IconLibrary(directory: TestSupport.iconDirectory, cacheByteLimit: 700_000)
        icons.holdRasters(forScale: 1)
        #expect(icons.cacheByteLimit == 700_000)
        icons.holdRasters(forScale: 2)
        #expect(icons.cacheByteLimit == 2_800_000)
        icons.holdRasters(forScale: 1.5)
        #expect(icons.cacheByteLimit == 2_800_000)
        // Icons drawn at 300, 500 and 559 pixels: the classes 305, 512 and 559 (372,100, 1,048,576 and
        // 1,249,924 bytes), nearly four times the 700,000 bytes, all kept.
        icons.withRaster(named: "bell", width: 300, height: 300) { _ in }
        icons.withRaster(named: "bolt", width: 500, height: 500) { _ in }
        icons.withRaster(named: "cloud", width: 559, height: 559) { _ in }
        #expect(icons.cachedRasterBytes == 372_100 + 1_048_576 + 1_249_924)
        icons.holdRasters(forScale: .nan)
        #expect(icons.cacheByteLimit == 2_800_000)
    }
}
