import CCairo
import Foundation

/// A premultiplied ARGB32 pixel buffer (cairo's `CAIRO_FORMAT_ARGB32`, SDL's `ARGB8888` on little-endian).
public final class RasterImage {
    /// Width in device pixels.
    public let width: Int
    /// Height in device pixels.
    public let height: Int
    /// Bytes per row.
    public let stride: Int
    /// The pixels, `stride * height` bytes.
    public let pixels: UnsafeMutableRawPointer
    /// A cairo surface drawing into `pixels`.
    package let surface: OpaquePointer
    /// Where `pixels` come from, and so how the image gives them back.
    private let storage: Storage

    /// The owner of an image's pixels.
    private enum Storage {
        /// Allocated here from the C heap, freed with the image.
        case heap
        /// A mapping of huge pages of its own (`HugePageBuffer`), unmapped with the image.
        case hugePages
        /// Someone else's memory (a window's pixels), left as it is.
        case borrowed
    }

    /// Creates a buffer of `width` × `height` pixels, cleared to transparent black. With `inHugePages`, a
    /// buffer of 2 MB or more is mapped in 2 MB pages (`HugePageBuffer`): for images drawn all over and kept
    /// (a kept raster, a pooled frame), which then take two page faults instead of a thousand; an image
    /// drawn in only a part (a shadow's layer) is better in small pages, of which only those drawn on are made.
    public init(width: Int, height: Int, inHugePages: Bool = false) {
        self.width = max(1, width)
        self.height = max(1, height)
        stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(self.width)))
        if inHugePages, let pages = HugePageBuffer.allocate(bytes: stride * self.height) {
            pixels = pages
            storage = .hugePages
        } else {
            pixels = UnsafeMutableRawPointer.allocate(byteCount: stride * self.height, alignment: 16)
            memset(pixels, 0, stride * self.height)
            storage = .heap
        }
        surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                      Int32(self.width), Int32(self.height), Int32(stride))
    }

    /// Draws into memory owned by someone else (a window's pixels, 32 bits a pixel in ARGB32 byte order),
    /// which must outlive the image.
    public init(wrapping pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.stride = stride
        self.pixels = pixels
        surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                      Int32(self.width), Int32(self.height), Int32(stride))
        storage = .borrowed
    }

    deinit {
        cairo_surface_destroy(surface)
        switch storage {
        case .heap: pixels.deallocate()
        case .hugePages: HugePageBuffer.free(pixels, bytes: stride * height)
        case .borrowed: break
        }
    }

    /// Copies the pixels of `other`, an image of the same size, over this image's.
    public func copyPixels(from other: RasterImage) {
        precondition(other.width == width && other.height == height, "copyPixels needs images of one size")
        cairo_surface_flush(other.surface)
        cairo_surface_flush(surface)
        if other.stride == stride {
            pixels.copyMemory(from: other.pixels, byteCount: stride * height)
        } else {
            for row in 0..<height {
                (pixels + row * stride).copyMemory(from: other.pixels + row * other.stride, byteCount: width * 4)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The pixel at (x, y) as 0xAARRGGBB (premultiplied).
    public func pixel(x: Int, y: Int) -> UInt32 {
        pixels.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
    }

    /// Finishes cairo's pending drawing so `pixels` holds it.
    public func flush() { cairo_surface_flush(surface) }

    /// The image encoded as PNG (lossless; see `PNGEncoder`).
    public func pngData() -> [UInt8] {
        cairo_surface_flush(surface)
        return PNGEncoder().encode(pixels: pixels, width: width, height: height, stride: stride)
    }

    /// Writes the image as a PNG, atomically: a temporary file in the same folder is renamed into place.
    public func writePNG(to path: String) throws {
        try RasterImage.write(pngData(), to: path)
    }

    /// Writes `bytes` to `path` atomically: into a staging file beside it (`StagingName`, registered with
    /// `StagingRegistry` so that an interruption removes it), renamed into place.
    /// `atomically: false` writes the file in place, for a folder that is itself replaced atomically.
    public static func write(_ bytes: [UInt8], to path: String, atomically: Bool = true) throws {
        guard atomically else { return try writeFile(bytes, at: path, for: path) }
        let registry = StagingRegistry.shared
        let temporary = StagingName.path(beside: path)
        defer { registry.forget(temporary) }
        let handle = try registry.create(temporary) { () throws -> UnsafeMutablePointer<FILE> in
            guard let handle = fopen(temporary, "wb") else { throw RasterError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
            return handle
        }
        try writeFile(bytes, into: handle, at: temporary, for: path)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw RasterError.cannotWrite(path: path, reason: reason)
        }
    }

    /// Writes `bytes` into the file `file`; a failure removes it and is reported as one writing `path`.
    private static func writeFile(_ bytes: [UInt8], at file: String, for path: String) throws {
        guard let handle = fopen(file, "wb") else { throw RasterError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        try writeFile(bytes, into: handle, at: file, for: path)
    }

    /// Writes `bytes` through `handle`, open on `file`, and closes it; a failure removes the file and is
    /// reported as one writing `path`.
    private static func writeFile(_ bytes: [UInt8], into handle: UnsafeMutablePointer<FILE>, at file: String, for path: String) throws {
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
        let writeError = written == bytes.count ? 0 : errno
        if fclose(handle) != 0 || writeError != 0 {
            let reason = String(cString: strerror(writeError != 0 ? writeError : errno))
            unlink(file)
            throw RasterError.cannotWrite(path: path, reason: reason)
        }
    }

    /// Reads a PNG into a new ARGB32 image.
    public static func readPNG(at path: String) throws -> RasterImage {
        let source = cairo_image_surface_create_from_png(path)
        defer { cairo_surface_destroy(source) }
        let status = cairo_surface_status(source)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.cannotRead(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        let image = RasterImage(width: Int(cairo_image_surface_get_width(source)), height: Int(cairo_image_surface_get_height(source)))
        let cr = cairo_create(image.surface)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(image.surface)
        return image
    }
}

/// Failures reading or writing images.
public enum RasterError: Error, CustomStringConvertible {
    /// A PNG could not be written.
    case cannotWrite(path: String, reason: String)
    /// A PNG could not be read.
    case cannotRead(path: String, reason: String)

    /// A one-line explanation naming the file.
    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .cannotRead(let path, let reason): return "cannot read \(path): \(reason)"
        }
    }
}

extension RasterImage {
    /// Draws `other` over this image with its top-left corner at (x, y) device pixels.
    public func draw(_ other: RasterImage, atX x: Int, y: Int) {
        let cr = cairo_create(surface)!
        cairo_set_source_surface(cr, other.surface, Double(x), Double(y))
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    /// Fills the whole image with an opaque colour.
    public func fill(red: Double, green: Double, blue: Double) {
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, red, green, blue)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }
}

extension RasterImage {
    /// A copy scaled to `width` × `height` pixels with cairo's good filter.
    public func scaled(toWidth width: Int, height: Int) -> RasterImage {
        let out = RasterImage(width: width, height: height)
        let cr = cairo_create(out.surface)!
        cairo_scale(cr, Double(width) / Double(max(1, self.width)), Double(height) / Double(max(1, self.height)))
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(out.surface)
        return out
    }
}
