import Foundation
import LayoutCore
@testable import Raster
import Headless
import TestSupport
import Testing

/// Transforms and blurs drawn by cairo: rotated and scaled pixels land where the transform puts them, a
/// blur spreads a layer's pixels, and the frame rasterizer's repairs stay exact around them.
@Suite struct DrawingEffectRasterTests {
    func render<V: View>(_ view: V, size: CGSize) -> RasterImage {
        let icons = IconLibrary(directory: "/nonexistent", warn: { _ in })
        let engine = LayoutEngine(measurer: CairoMeasurer(icons: icons))
        let host = LayoutHost(size: size)
        return CairoRenderer(icons: icons).render(engine.layout(view, in: host).displayList(), host: host)
    }

    @Test func aRotatedBarIsDrawnUpright() {
        // A 80 × 10 bar centred in 100 × 100, turned 90°: 10 wide and 80 tall.
        let image = render(Color.black.frame(width: 80, height: 10).rotationEffect(.degrees(90)), size: CGSize(width: 100, height: 100))
        #expect(image.pixel(x: 50, y: 15) == 0xFF00_0000)
        #expect(image.pixel(x: 15, y: 50) == 0)
    }

    @Test func aScaledSquareCoversItsScaledFrame() {
        // 20 × 20 at 40…60 scaled by 2 about its top-leading corner: 40…80.
        let image = render(Color.black.frame(width: 20, height: 20).scaleEffect(2, anchor: .topLeading), size: CGSize(width: 100, height: 100))
        #expect(image.pixel(x: 75, y: 75) == 0xFF00_0000)
        #expect(image.pixel(x: 35, y: 35) == 0)
        #expect(image.pixel(x: 81, y: 50) == 0)
    }

    @Test func aBlurSpreadsTheLayerAndAnOpaqueBlurKeepsItsEdges() {
        let square = Color.black.frame(width: 40, height: 40)
        let blurred = render(square.blur(radius: 8), size: CGSize(width: 100, height: 100))
        #expect(blurred.pixel(x: 50, y: 50) >> 24 == 255)         // the middle stays opaque
        let edge = blurred.pixel(x: 30, y: 50) >> 24               // the edge is half covered
        #expect(edge > 64 && edge < 192)
        #expect(blurred.pixel(x: 26, y: 50) >> 24 > 0)             // and the blur reaches out
        let opaque = render(square.blur(radius: 8, opaque: true), size: CGSize(width: 100, height: 100))
        #expect(opaque.pixel(x: 30, y: 30) >> 24 == 255)            // even the corner stays opaque
        #expect(opaque.pixel(x: 29, y: 50) == 0)                    // and nothing is drawn outside
    }

    @Test func aShadowUnderARotationTurnsWithIt() {
        // A 60 × 10 bar with a shadow 20 below it, turned 90°: the shadow is 20 to the left of the upright bar.
        let view = Color.black.frame(width: 60, height: 10).shadow(color: Color(red: 1, green: 0, blue: 0), radius: 0, y: 20)
            .rotationEffect(.degrees(90))
        let image = render(view, size: CGSize(width: 100, height: 100))
        #expect(image.pixel(x: 50, y: 50) == 0xFF00_0000)
        #expect(image.pixel(x: 30, y: 50) == 0xFFFF_0000)
        #expect(image.pixel(x: 50, y: 70) == 0xFF00_0000)
    }

    /// A triangle with its apex at the top centre.
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }

    @Test func aCustomShapeIsFilledAlongItsPath() {
        let image = render(Triangle().fill(Color.black).frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        #expect(image.pixel(x: 50, y: 90) == 0xFF00_0000)   // inside, near the base
        #expect(image.pixel(x: 10, y: 20) == 0)             // beside the apex: outside
        #expect(image.pixel(x: 50, y: 2) >> 24 > 0)          // the apex itself
        let clipped = render(Color.black.frame(width: 100, height: 100).clipShape(Triangle()), size: CGSize(width: 100, height: 100))
        #expect(clipped.pixel(x: 10, y: 20) == 0 && clipped.pixel(x: 50, y: 90) == 0xFF00_0000)
    }

    /// Whether two images have the same bytes.
    func identical(_ a: RasterImage, _ b: RasterImage) -> Bool {
        a.width == b.width && a.height == b.height && memcmp(a.pixels, b.pixels, a.stride * a.height) == 0
    }

    @Test func repairsAroundTurningAndBlurringTilesAreExact() {
        func tile(_ x: CGFloat, angle: Double = 0, blur: CGFloat = 0) -> [DisplayItem] {
            let frame = CGRect(x: x, y: 60, width: 90, height: 70)
            let centre = CGPoint(x: frame.midX, y: frame.midY)
            let turn = CGAffineTransform(translationX: -centre.x, y: -centre.y).concatenating(CGAffineTransform(rotationAngle: angle))
                .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
            return [.beginTransform(turn), .beginBlur(radius: blur, opaque: false, bounds: frame),
                    .shape(.roundedRectangle(cornerRadius: 12), frame: frame, fill: .color(.blue), stroke: nil),
                    .endBlur, .endTransform]
        }
        let background: [DisplayItem] = [.shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 400, height: 400), fill: .color(.white), stroke: nil)]
        let frames: [[DisplayItem]] = [
            background + tile(10) + tile(120) + tile(230),
            background + tile(10) + tile(120, angle: 0.4) + tile(230),
            background + tile(10) + tile(120, angle: 0.8, blur: 6) + tile(230),
            background + tile(10) + tile(120, angle: 1.2, blur: 12) + tile(230),
        ]
        let renderer = RenderingKit(iconDirectory: TestSupport.iconDirectory).renderer
        let rasterizer = FrameRasterizer(renderer: renderer)
        let host = LayoutHost(size: CGSize(width: 400, height: 400))
        var repaired = 0
        for (index, items) in frames.enumerated() {
            var list = DisplayList()
            list.items = items
            let image = RasterImage(width: 400, height: 400), full = RasterImage(width: 400, height: 400)
            rasterizer.render(list, host: host, into: image)
            renderer.render(list, host: host, into: full)
            #expect(identical(image, full), "frame \(index)")
            if rasterizer.repairedPixels != nil { repaired += 1 }
        }
        #expect(repaired == 3) // each turn was a repair of the tile's rows (under half the image), not a full redraw
    }
}
