import CCairo
import Foundation
import LayoutCore
@testable import Raster
import TestSupport
import Testing

/// A window's first frame has its icons rasterised on another thread while the window opens, and draws into
/// large images whose pages come two megabytes at a time.
@Suite struct FirstFrameIconsTests {
    /// A frame of four icons: a bell 60 pixels square (rasterised at the size class 64), a bolt 100 pixels
    /// square (class 108), an icon that does not exist, and a cloud outside the host.
    let host = LayoutHost(size: CGSize(width: 200, height: 120))
    var list: DisplayList {
        var list = DisplayList()
        list.items = [.shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 200, height: 120), fill: .color(.white), stroke: nil),
                      .image("bell", frame: CGRect(x: 10, y: 10, width: 60, height: 60)),
                      .image("bolt", frame: CGRect(x: 80, y: 10, width: 100, height: 100)),
                      .image("no-such-icon", frame: CGRect(x: 10, y: 80, width: 30, height: 30)),
                      .image("cloud", frame: CGRect(x: 300, y: 10, width: 50, height: 50))]
        return list
    }

    @Test func aFramesIconsAreRasterisedAheadAndDrawnAsOnDemand() {
        let icons = IconLibrary(directory: TestSupport.iconDirectory, warn: { _ in })
        icons.drawsAhead = true
        let renderer = CairoRenderer(icons: icons)
        // Icons not loaded yet (their sizes not asked for by a layout) are left to the frame, which checks them.
        renderer.drawIconsAhead(of: list, host: host)
        icons.finishDrawingAhead()
        #expect(icons.rasterisations == (onDemand: 0, ahead: 0))
        for name in ["bell", "bolt", "no-such-icon", "cloud"] { _ = icons.naturalSize(of: name) }
        renderer.drawIconsAhead(of: list, host: host)
        icons.finishDrawingAhead()
        // The bell and the bolt; not the missing icon, nor the cloud outside the frame.
        #expect(icons.rasterisations == (onDemand: 0, ahead: 2))
        #expect(icons.cachedRasterBytes == 4 * 64 * 64 + 4 * 108 * 108)
        let drawn = renderer.render(list, host: host)
        #expect(icons.rasterisations == (onDemand: 0, ahead: 2))
        let onDemand = CairoRenderer(icons: IconLibrary(directory: TestSupport.iconDirectory, warn: { _ in })).render(list, host: host)
        #expect(ImageComparison.compare(drawn, onDemand) == ImageDifference(maximumChannelDelta: 0, differingPixels: 0, sizeMismatch: false))
    }

    @Test func withoutDrawingAheadNothingIsQueued() {
        let icons = IconLibrary(directory: TestSupport.iconDirectory, warn: { _ in })
        _ = icons.naturalSize(of: "bell")
        CairoRenderer(icons: icons).drawIconsAhead(of: list, host: host)
        icons.finishDrawingAhead()
        #expect(icons.rasterisations == (onDemand: 0, ahead: 0))
        #expect(icons.cachedRasterBytes == 0)
    }

    @Test func largeKeptImagesStartTransparentInHugePages() {
        let image = RasterImage(width: 1280, height: 800, inHugePages: true)
        #expect(Int(bitPattern: image.pixels) % HugePageBuffer.pageSize == 0)
        let words = UnsafeBufferPointer(start: image.pixels.assumingMemoryBound(to: UInt64.self), count: image.stride * image.height / 8)
        #expect(words.allSatisfy { $0 == 0 })
        image.fill(red: 1, green: 0, blue: 0)
        #expect(image.pixel(x: 1279, y: 799) == 0xFFFF_0000)
        // Smaller buffers come from the C heap.
        #expect(HugePageBuffer.allocate(bytes: HugePageBuffer.pageSize - 1) == nil)
    }
}
