import Foundation

/// Zero-filled memory for large pixel buffers, in 2 MB pages where the system gives them (Linux's transparent
/// huge pages, asked for with `madvise`): a window-sized image then takes two page faults instead of a
/// thousand (about 1 ms of a window's first frame at 1280x800).
enum HugePageBuffer {
    /// The size of one huge page, and the least a buffer must span to be given them.
    static let pageSize = 2 << 20

    /// A mapping of at least `bytes` zero bytes starting on a 2 MB boundary, or nil for buffers smaller than
    /// one huge page or when the system maps nothing (the caller then uses the C heap). Free it with `free`.
    static func allocate(bytes: Int) -> UnsafeMutableRawPointer? {
        guard bytes >= pageSize else { return nil }
        let length = mappedLength(bytes)
        // Map a huge page more than needed, then give back what lies before the first 2 MB boundary and after the end.
        guard let raw = mmap(nil, length + pageSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), raw != MAP_FAILED else {
            return nil
        }
        let start = Int(bitPattern: raw), aligned = (start + pageSize - 1) & ~(pageSize - 1)
        if aligned > start { munmap(raw, aligned - start) }
        let tail = start + length + pageSize - (aligned + length)
        if tail > 0 { munmap(UnsafeMutableRawPointer(bitPattern: aligned + length), tail) }
        let pages = UnsafeMutableRawPointer(bitPattern: aligned)!
        _ = madvise(pages, length, Int32(MADV_HUGEPAGE))
        return pages
    }

    /// Unmaps a buffer `allocate(bytes:)` returned for the same `bytes`.
    static func free(_ pages: UnsafeMutableRawPointer, bytes: Int) {
        munmap(pages, mappedLength(bytes))
    }

    /// `bytes` rounded up to whole small pages, as the mapping holds them.
    private static func mappedLength(_ bytes: Int) -> Int {
        let small = Int(sysconf(Int32(_SC_PAGESIZE)))
        return (bytes + small - 1) / small * small
    }
}
