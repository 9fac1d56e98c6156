import Foundation

/// How the window's process asks the C allocator to hand memory back.
enum HeapTuning {
    /// Buffers of 256 KB and more (images, layers, pixel rows of a frame) get pages of their own that go back
    /// to the system when they are freed. Left alone, glibc raises that threshold to the largest buffer ever
    /// freed (up to 32 MB), after which frame-sized images come from the heap, whose top cannot shrink past
    /// what is still in use: a long session's memory then only grows. Does nothing where the C library has
    /// no `mallopt` (it is glibc's).
    static func returnLargeBuffersWhenFreed() {
        // glibc's <malloc.h>, which Swift's Glibc module does not bring in: M_TRIM_THRESHOLD is -1,
        // M_MMAP_THRESHOLD -3.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(-3, 256 * 1024)
        _ = mallopt(-1, 1024 * 1024)
    }

    /// Hands the free pages inside the C heap back to the system (glibc's `malloc_trim`): a long session frees
    /// much of what a transition built, in pieces the heap's top cannot give back. Takes well under a
    /// millisecond; the window calls it when a transition has settled.
    static func returnFreePages() {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        typealias MallocTrim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    }
}
