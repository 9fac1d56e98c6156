import Foundation
import LayoutCore
import Raster
import Testing

/// Geometry from code can be anything: the renderer clamps what is huge, skips what is not finite, and
/// never traps.
@Suite struct RunawayGeometryTests {
    let icons = IconLibrary(directory: "/nonexistent", warn: { _ in })
    let host = LayoutHost(size: CGSize(width: 40, height: 30))

    func render(_ items: [DisplayItem]) -> RasterImage {
        var list = DisplayList()
        list.items = items
        return CairoRenderer(icons: icons).render(list, host: host)
    }

    @Test func aHugeRectangleIsClampedAndStillCoversTheWindow() {
        let image = render([.shape(.rectangle, frame: CGRect(x: -1e17, y: -1e17, width: 3e17, height: 3e17), fill: .color(.black), stroke: nil)])
        #expect(image.pixel(x: 0, y: 0) == 0xFF00_0000)
        #expect(image.pixel(x: 39, y: 29) == 0xFF00_0000)
        #expect(RenderWarnings.shared.messages.contains("geometry beyond ±1000000 device pixels was clamped (a curve or a frame out of range)"))
    }

    @Test func nonFiniteAndHugeItemsOfEveryKindAreSkippedOrClampedWithoutTrapping() {
        let huge = CGRect(x: 1e300, y: -1e300, width: 1e300, height: 1e300)
        let nan = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        let infinite = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        var items: [DisplayItem] = []
        for frame in [huge, nan, infinite] {
            items += [
                .shape(.roundedRectangle(cornerRadius: 1e300), frame: frame, fill: .color(.red), stroke: nil),
                .text("runaway", font: .system(size: 13), paint: .color(.black), frame: frame, baseline: frame.maxY),
                .image("missing", frame: frame),
                .beginClip(.circle, frame: frame), .endClip,
                .beginShadow(color: .black, radius: 1e300, offset: CGSize(width: CGFloat.nan, height: 1e300), bounds: frame), .endShadow,
                .beginOpacity(.nan), .endOpacity,
            ]
        }
        // A small square drawn after all of them lands where it should.
        items.append(.shape(.rectangle, frame: CGRect(x: 10, y: 10, width: 5, height: 5), fill: .color(.black), stroke: nil))
        let image = render(items)
        #expect(image.pixel(x: 12, y: 12) == 0xFF00_0000)
        #expect(RenderWarnings.shared.messages.contains("an item with a non-finite frame was not drawn"))
    }

    @Test func aHostOfAbsurdSizeRendersAClampedImage() {
        let image = CairoRenderer(icons: icons).render(DisplayList(), host: LayoutHost(size: CGSize(width: CGFloat.nan, height: -5)))
        #expect(image.width == 1)
        #expect(image.height == 1)
    }
}

/// Views whose own code asks for absurd geometry lay out and render without trapping.
@Suite struct RunawayViewTests {
    @Test func absurdFramesOffsetsPaddingsAndShadowsRenderWithoutTrapping() {
        let huge: CGFloat = 1e300
        let view = VStack {
            Color.red.frame(width: .nan, height: 10)
            Color.green.frame(width: huge, height: huge)
            Color.blue.offset(x: .infinity, y: -huge)
            Text("far").padding(huge)
            Color.black.frame(width: 10, height: 10).shadow(color: .black, radius: huge, x: .nan, y: 0)
            Image("missing").resizable().frame(width: -5, height: huge)
            Color.gray.frame(width: 20, height: 20).id("last")
        }
        let icons = IconLibrary(directory: "/nonexistent", warn: { _ in })
        let engine = LayoutEngine(measurer: CairoMeasurer(icons: icons))
        let host = LayoutHost(size: CGSize(width: 200, height: 200))
        let list = engine.layout(view, in: host).displayList()
        let image = CairoRenderer(icons: icons).render(list, host: host)
        #expect(image.width == 200 && image.height == 200)
        #expect(!list.items.isEmpty)
    }
}
