import CCairo
import CRsvg
import Foundation

/// Bitmaps decoded from files (PNG, JPEG, GIF... by gdk-pixbuf), kept as cairo surfaces at their own pixel
/// size, the least recently used evicted past 64 MiB (an evicted image is decoded again when drawn). What
/// `AsyncImage` shows.
public final class LoadedImages: @unchecked Sendable {
    /// The images every renderer and measurer of the process share.
    public static let shared = LoadedImages()

    private struct Entry {
        let surface: OpaquePointer
        let bytes: Int
        var lastUse: Int
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var sizes: [String: CGSize] = [:]
    private var bytes = 0
    private var useCounter = 0
    private let byteLimit: Int

    init(byteLimit: Int = 64 << 20) { self.byteLimit = byteLimit }

    /// A decoding failure: the file and why.
    public struct DecodingError: Error, CustomStringConvertible {
        /// The file that could not be decoded.
        public let path: String
        /// Why.
        public let reason: String
        /// "cannot decode the image at PATH: REASON".
        public var description: String { "cannot decode the image at \(path): \(reason)" }
    }

    /// Decodes the file at `path` (unless it is held already) and returns its size in pixels.
    public func load(_ path: String) throws -> CGSize {
        lock.lock()
        defer { lock.unlock() }
        if let size = sizes[path], entries[path] != nil { return size }
        let surface = try decode(path)
        keep(surface, for: path)
        return sizes[path] ?? .zero
    }

    /// Drops what is held of `path` (its file was written again): the next use decodes it afresh.
    public func forget(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries.removeValue(forKey: path) {
            cairo_surface_destroy(entry.surface)
            bytes -= entry.bytes
        }
        sizes[path] = nil
    }

    /// The size in pixels of the image at `path`, decoding it if needed; nil when it cannot be decoded.
    public func pixelSize(of path: String) -> CGSize? {
        lock.lock()
        defer { lock.unlock() }
        if let size = sizes[path] { return size }
        guard let surface = try? decode(path) else { return nil }
        keep(surface, for: path)
        return sizes[path]
    }

    /// Calls `body` with the decoded image at `path` (decoding it again if it was evicted); nil without
    /// calling it when it cannot be decoded.
    func withSurface<T>(_ path: String, _ body: (OpaquePointer) -> T) -> T? {
        lock.lock()
        let surface: OpaquePointer
        useCounter += 1
        if let entry = entries[path] {
            entries[path]?.lastUse = useCounter
            surface = entry.surface
        } else if let decoded = try? decode(path) {
            keep(decoded, for: path)
            surface = decoded
        } else {
            lock.unlock()
            return nil
        }
        cairo_surface_reference(surface)
        lock.unlock()
        defer { cairo_surface_destroy(surface) }
        return body(surface)
    }

    /// Decodes `path` into a new surface (with the lock held).
    private func decode(_ path: String) throws -> OpaquePointer {
        if let unavailable = herosim_pixbuf_load_error() { throw DecodingError(path: path, reason: String(cString: unavailable)) }
        guard FileManager.default.isReadableFile(atPath: path) else { throw DecodingError(path: path, reason: "no readable file there") }
        var width: Int32 = 0, height: Int32 = 0
        var error: UnsafeMutablePointer<GError>?
        guard let image = herosim_pixbuf_open(path, &width, &height, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "not an 8-bit RGB image"
            if let error { g_error_free(error) }
            throw DecodingError(path: path, reason: reason)
        }
        defer { herosim_pixbuf_close(image) }
        guard width > 0, height > 0, width <= 16384, height <= 16384, Int(width) * Int(height) <= 8192 * 8192 else {
            throw DecodingError(path: path, reason: "\(width)×\(height) pixels is not a size HeroSim draws (at most 16384 a side, 8192 × 8192 in all)")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, cairo_image_surface_get_data(surface) != nil else {
            cairo_surface_destroy(surface)
            throw DecodingError(path: path, reason: "no memory for its \(width)×\(height) pixels")
        }
        cairo_surface_flush(surface)
        herosim_pixbuf_copy_argb(image, cairo_image_surface_get_data(surface), cairo_image_surface_get_stride(surface))
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Holds `surface` as `path`'s image, evicting the least recently used past the limit (with the lock held).
    private func keep(_ surface: OpaquePointer, for path: String) {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let size = Int(cairo_image_surface_get_stride(surface)) * height
        useCounter += 1
        while bytes + size > byteLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            cairo_surface_destroy(oldest.value.surface)
            bytes -= oldest.value.bytes
            entries[oldest.key] = nil
        }
        entries[path] = Entry(surface: surface, bytes: size, lastUse: useCounter)
        sizes[path] = CGSize(width: width, height: height)
        bytes += size
    }
}
