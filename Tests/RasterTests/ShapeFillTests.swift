import CCairo
import Foundation
import Headless
import LayoutCore
@testable import Raster
import TestSupport
import Testing

/// A rounded rectangle with a top-to-bottom gradient is filled in three parts (the rows between the
/// corners row by row); the pixels are exactly one fill of the whole outline, for every paint and clip.
@Suite struct ShapeFillTests {
    /// A non-uniform background, so any difference in compositing shows.
    func background(_ width: Int, _ height: Int) -> RasterImage {
        let image = RasterImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = UInt32(0xFF00_0000) | UInt32((x * 7) & 0xFF) << 16 | UInt32((y * 5) & 0xFF) << 8 | UInt32((x + y) & 0xFF)
                image.pixels.storeBytes(of: pixel, toByteOffset: y * image.stride + x * 4, as: UInt32.self)
            }
        }
        return image
    }

    @Test func aRoundedRectangleInPartsHasTheWholeOutlinesPixels() {
        let icons = RenderingKit(iconDirectory: TestSupport.iconDirectory).renderer.icons
        let paints: [Paint] = [
            .color(Color(red: 0.2, green: 0.5, blue: 0.9)),
            .color(Color(red: 0.9, green: 0.3, blue: 0.1, opacity: 0.6)),
            .linearGradient(colors: [Color(red: 0.3, green: 0.6, blue: 1), Color(red: 0.1, green: 0.2, blue: 0.7)],
                            start: .top, end: .bottom),
            .linearGradient(colors: [Color.white.opacity(0.8), Color.black.opacity(0.3)], start: .topLeading, end: .bottomTrailing),
            .linearGradient(colors: [Color.red.opacity(0.7), Color.yellow, Color.green.opacity(0.2)], start: .top, end: .bottom),
        ]
        let shapes: [(ShapeKind, CGRect)] = [
            (.roundedRectangle(cornerRadius: 18), CGRect(x: 13, y: 9, width: 150, height: 180)),
            (.roundedRectangle(cornerRadius: 32.4), CGRect(x: 2, y: 3, width: 230, height: 201)),
            (.roundedRectangle(cornerRadius: 7.5), CGRect(x: 40, y: 40, width: 61, height: 40)),
            (.roundedRectangle(cornerRadius: 200), CGRect(x: 5, y: 5, width: 120, height: 200)),
            (.capsule, CGRect(x: 20, y: 11, width: 60, height: 190)),
        ]
        // Without a clip, inside a rectangular clip that holds the shape, through one that cuts it, and
        // through a rounded one.
        let clips: [(ShapeKind, CGRect)?] = [nil, (.rectangle, CGRect(x: 0, y: 0, width: 240, height: 210)),
                                             (.rectangle, CGRect(x: 30, y: 50, width: 150, height: 90)),
                                             (.roundedRectangle(cornerRadius: 40), CGRect(x: 10, y: 20, width: 200, height: 180))]
        for paint in paints {
            for (kind, frame) in shapes {
                for (clip, grouped) in clips.map({ ($0, false) }) + [(nil, true)] {
                    let parts = background(240, 220), whole = background(240, 220)
                    let partsCairo = cairo_create(parts.surface)!, wholeCairo = cairo_create(whole.surface)!
                    let drawer = ItemDrawer(cr: partsCairo, scale: 1, icons: icons)
                    let reference = ItemDrawer(cr: wholeCairo, scale: 1, icons: icons)
                    if let (clipKind, clipFrame) = clip {
                        drawer.path(clipKind, clipFrame)
                        cairo_clip(partsCairo)
                        reference.path(clipKind, clipFrame)
                        cairo_clip(wholeCairo)
                    }
                    if grouped { // drawn into an offscreen group, as inside an opacity group
                        cairo_push_group(partsCairo)
                        cairo_push_group(wholeCairo)
                    }
                    drawer.draw(.shape(kind, frame: frame, fill: paint, stroke: nil))
                    reference.path(kind, frame)
                    reference.setSource(paint, frame)
                    cairo_fill(wholeCairo)
                    if grouped {
                        for context in [partsCairo, wholeCairo] {
                            cairo_pop_group_to_source(context)
                            cairo_paint_with_alpha(context, 0.7)
                        }
                    }
                    cairo_destroy(partsCairo)
                    cairo_destroy(wholeCairo)
                    parts.flush()
                    whole.flush()
                    #expect(memcmp(parts.pixels, whole.pixels, parts.stride * parts.height) == 0, "\(kind) \(frame) \(paint) \(String(describing: clip))")
                }
            }
        }
    }
}
