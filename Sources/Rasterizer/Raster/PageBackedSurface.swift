import CCairo
import Foundation

/// Cairo image surfaces whose pixels are pages of their own, handed back to the system when cairo destroys the
/// surface: cached icon rasters, made and freed by different threads in any order, then never leave holes in
/// the C heap that a long session's memory keeps.
enum PageBackedSurface {
    /// The mapping behind one surface, for unmapping it.
    private struct Mapping {
        let pages: UnsafeMutableRawPointer
        let bytes: Int
    }

    /// The key under which a surface keeps its mapping (cairo compares keys by address).
    nonisolated(unsafe) private static let mappingKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// A new ARGB32 surface of `width` × `height` pixels, all transparent black; a heap-backed one when the
    /// system gives no pages.
    static func make(width: Int, height: Int) -> OpaquePointer {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let bytes = stride * height
        guard bytes > 0, let pages = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), pages != MAP_FAILED,
              let surface = cairo_image_surface_create_for_data(pages.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                 Int32(width), Int32(height), Int32(stride))
        else { return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))! }
        let mapping = UnsafeMutablePointer<Mapping>.allocate(capacity: 1)
        mapping.initialize(to: Mapping(pages: pages, bytes: bytes))
        cairo_surface_set_user_data(surface, mappingKey, mapping) { raw in
            guard let mapping = raw?.assumingMemoryBound(to: Mapping.self) else { return }
            munmap(mapping.pointee.pages, mapping.pointee.bytes)
            mapping.deinitialize(count: 1)
            mapping.deallocate()
        }
        return surface
    }
}
