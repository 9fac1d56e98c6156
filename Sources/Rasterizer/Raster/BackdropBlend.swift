import CCairo
import CPixelOps
import Foundation
import LayoutCore

extension RasterImage {
    /// Fills this image with `other`'s pixels with `solid` (premultiplied 0xAARRGGBB) drawn over them,
    /// in one pass: what copying `other` and then filling the whole image with that colour gives, byte
    /// for byte (pixman's OVER: `s + d·(255 − sα)/255` with pixman's rounding).
    public func copyPixels(from other: RasterImage, under solid: UInt32) {
        precondition(other.width == width && other.height == height, "copyPixels needs images of one size")
        cairo_surface_flush(other.surface)
        cairo_surface_flush(surface)
        if other.stride == stride {
            herosim_copy_under_solid(other.pixels.assumingMemoryBound(to: UInt32.self), pixels.assumingMemoryBound(to: UInt32.self),
                                     stride / 4 * height, solid)
        } else {
            for row in 0..<height {
                herosim_copy_under_solid((other.pixels + row * other.stride).assumingMemoryBound(to: UInt32.self),
                                         (pixels + row * stride).assumingMemoryBound(to: UInt32.self), width, solid)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// `copyPixels(from:under:)` inside `rect` only (whole device pixels, inside both images, which may
    /// differ in size): the other pixels stay.
    public func copyPixels(from other: RasterImage, under solid: UInt32, in rect: CGRect) {
        guard let (x0, y0, x1, y1) = rows(of: rect, with: other) else { return }
        cairo_surface_flush(other.surface)
        cairo_surface_flush(surface)
        herosim_copy_rows_under_solid(other.pixels.assumingMemoryBound(to: UInt8.self) + y0 * other.stride + x0 * 4, other.stride,
                                      pixels.assumingMemoryBound(to: UInt8.self) + y0 * stride + x0 * 4, stride, x1 - x0, y1 - y0, solid)
        cairo_surface_mark_dirty(surface)
    }

    /// Copies `other`'s pixels inside `rect` (whole device pixels, inside both images, which may differ in
    /// size) over this image's; the other pixels stay.
    public func copyPixels(from other: RasterImage, in rect: CGRect) {
        guard let (x0, y0, x1, y1) = rows(of: rect, with: other) else { return }
        cairo_surface_flush(other.surface)
        cairo_surface_flush(surface)
        if x0 == 0, x1 == width, x1 == other.width, stride == other.stride {
            (pixels + y0 * stride).copyMemory(from: other.pixels + y0 * stride, byteCount: (y1 - y0) * stride)
        } else {
            for row in y0..<y1 {
                (pixels + row * stride + x0 * 4).copyMemory(from: other.pixels + row * other.stride + x0 * 4, byteCount: (x1 - x0) * 4)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// `rect`'s pixel bounds cut to this image and `other`: first column and row, and past the last ones.
    private func rows(of rect: CGRect, with other: RasterImage) -> (Int, Int, Int, Int)? {
        let x0 = max(0, Int(rect.minX)), y0 = max(0, Int(rect.minY))
        let x1 = min(width, other.width, Int(rect.maxX)), y1 = min(height, other.height, Int(rect.maxY))
        return x1 > x0 && y1 > y0 ? (x0, y0, x1, y1) : nil
    }
}

extension CairoRenderer {
    /// The premultiplied pixel `item` leaves on every pixel of an image of `width × height` device pixels
    /// when it is an opaque-or-translucent solid rectangle that covers all of it (a full-window backdrop),
    /// or nil when it is anything else. Drawing such an item over an image is `copyPixels(from:under:)`.
    package func coveringSolidPixel(_ item: DisplayItem, host: LayoutHost, width: Int, height: Int) -> UInt32? {
        guard case .shape(.rectangle, let frame, .color(let color)?, nil) = item else { return nil }
        let covered = ItemDrawer.snapped(frame, scale: Double(host.scale))
        guard covered.minX <= 0, covered.minY <= 0, covered.maxX >= Double(width), covered.maxY >= Double(height) else { return nil }
        if let known = solidPixels[color] { return known }
        // Let cairo say which 8-bit colour it composites: drawn over a transparent pixel, OVER leaves exactly it.
        let probe = RasterImage(width: 1, height: 1)
        render([.shape(.rectangle, frame: CGRect(x: 0, y: 0, width: 1, height: 1), fill: .color(color), stroke: nil)],
               range: 0..<1, host: LayoutHost(size: CGSize(width: 1, height: 1)), into: probe, clear: false)
        let pixel = probe.pixel(x: 0, y: 0)
        if solidPixels.count > 256 { solidPixels.removeAll() } // a fade goes through a few hundred at most
        solidPixels[color] = pixel
        return pixel
    }
}
