import Foundation
import LayoutCore
import Raster
import Testing

/// Shadows blur only their own layer's pixels; clips cut drawing to their shape.
@Suite struct EffectRenderingTests {
    func render<V: View>(_ view: V, size: CGSize) -> RasterImage {
        let icons = IconLibrary(directory: "/nonexistent", warn: { _ in })
        let engine = LayoutEngine(measurer: CairoMeasurer(icons: icons))
        let host = LayoutHost(size: size)
        return CairoRenderer(icons: icons).render(engine.layout(view, in: host).displayList(), host: host)
    }

    @Test func aShadowIsBlurredAndOffsetBehindItsLayer() {
        // A 40×40 black square centred in 100×100 (30…70) with a red shadow of radius 8 moved 10 down.
        let image = render(Color.black.frame(width: 40, height: 40).shadow(color: Color(red: 1, green: 0, blue: 0), radius: 8, y: 10), size: CGSize(width: 100, height: 100))
        let inside = image.pixel(x: 50, y: 50)
        #expect(inside == 0xFF00_0000) // the layer itself is drawn on top, unchanged
        let below = image.pixel(x: 50, y: 74) // under the square, inside the offset shadow's blur
        #expect(below >> 24 > 0 && below >> 24 < 255)
        #expect((below >> 16) & 0xFF > 0 && below & 0xFF == 0) // red, no blue
        let above = image.pixel(x: 50, y: 22) // the shadow is moved down: less reaches above
        #expect(above >> 24 < below >> 24)
        #expect(image.pixel(x: 2, y: 2) == 0) // far from the layer: nothing
    }

    @Test func clipShapeCutsDrawingToTheShape() {
        let image = render(Color.blue.frame(width: 80, height: 80).clipShape(Circle()), size: CGSize(width: 80, height: 80))
        #expect(image.pixel(x: 40, y: 40) >> 24 == 255)
        #expect(image.pixel(x: 2, y: 2) == 0) // the corner is outside the circle
        let rounded = render(Color.blue.frame(width: 80, height: 80).cornerRadius(20), size: CGSize(width: 80, height: 80))
        #expect(rounded.pixel(x: 1, y: 1) == 0)
        #expect(rounded.pixel(x: 40, y: 1) >> 24 == 255)
    }
}
