import CCairo
import CRsvg
import Foundation
import HeroSimAssets

/// Loads SVG icons by name from a folder, rasterises each once per size class, and reports missing or
/// corrupt icons once each (the renderer draws a placeholder for them). It also holds the SF Symbol glyphs
/// (Bootstrap Icons from `symbolDirectory`, found through `SymbolTable`), cached and reported the same way.
///
/// An icon drawn at a size between two classes is rasterised at the larger class and scaled down by at
/// most 9 %, so a hero whose icon grows every frame costs about 17 rasterisations over a 2-octave flight
/// (once per flight, then cached) instead of one per frame. With `drawsAhead` (a window's library), when an
/// icon's size class changes, the next two classes the way it changed are rasterised ahead on a thread of the
/// library's own, so that a flight's frames find them made (a raster is the same whichever thread makes it). The cache holds at most `cacheByteLimit`
/// bytes of rasters, dropping the least recently used large ones first: by default 8 MB, a flight's size classes
/// at one pixel per point, and the square of the scale times that for scenes drawn at more (`holdRasters(forScale:)`).
public final class IconLibrary: @unchecked Sendable {
    /// Starts loading the SVG renderer (librsvg and its libraries) on a thread of its own, so that the first
    /// icon does not wait for it. Programs call it first thing; without it, the first icon loads it.
    ///
    /// It first makes every thread of the process allocate from one C heap (glibc's `M_ARENA_MAX`, which counts
    /// only before a second thread allocates): a heap of the thread drawing icons ahead of the frames kept
    /// 0.3-1 MB more dirty over a long session.
    public static func startLoadingRenderer() {
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            _ = unsafeBitCast(symbol, to: Mallopt.self)(-8, 1) // M_ARENA_MAX, from glibc's <malloc.h>
        }
        herosim_rsvg_load_in_background()
    }

    /// The folder holding `NAME.svg` files.
    public let directory: String
    /// The folder holding the SF Symbol glyphs (`SymbolTable.defaultDirectory()` by default).
    public let symbolDirectory: String
    /// Guards everything below, and wakes a thread waiting for a raster made ahead.
    let lock = NSCondition()
    private var handles: [String: OpaquePointer?] = [:]
    var rasters: [RasterKey: CachedRaster] = [:]
    private var rasterBytes = 0
    var useCounter = 0
    /// What rasterising ahead has to do, is doing, and remembers (see `IconLibrary+DrawingAhead.swift`).
    var ahead = DrawingAhead()
    /// The librsvg handles of the thread drawing ahead, by path, used by that thread only (a handle is not
    /// shared between threads).
    var aheadHandles: [String: OpaquePointer?] = [:]
    /// The most bytes of rasters kept at once.
    public var cacheByteLimit: Int {
        lock.lock()
        defer { lock.unlock() }
        return byteLimit
    }
    private var byteLimit: Int
    /// The limit given at creation, for one pixel per point.
    private let byteLimitAtScaleOne: Int
    private var warned: Set<String> = []
    private var givenWarnings: [String] = []
    /// Intrinsic sizes already asked for, by file path (nil: missing or corrupt): layout asks thousands of
    /// times a frame.
    private var sizes: [String: CGSize?] = [:]
    private let warn: @Sendable (String) -> Void

    struct RasterKey: Hashable {
        let name: String
        let width: Int
        let height: Int
    }

    struct CachedRaster {
        let surface: OpaquePointer
        let bytes: Int
        var lastUse: Int
    }

    /// Sizes up to this many pixels are rasterised exactly; larger ones use the size classes.
    static let exactSizeLimit = 32
    /// The size classes above `exactSizeLimit`: 32 × 2^(k/8) rounded up, k = 1, 2, ..., up to 8192, each
    /// about 9 % larger than the one before (every power of two is a class).
    static let sizeClasses: [Int] = (1...64).map { Int((Double(exactSizeLimit) * pow(2, Double($0) / 8)).rounded(.up)) }

    /// The cached raster that serves `file` drawn `width` × `height` device pixels (its size classes), or nil
    /// for a size no raster is made at (empty, or beyond `RasterLimits.iconPixels`).
    static func rasterKey(of file: IconFile, width: Int, height: Int) -> RasterKey? {
        guard width > 0, height > 0, width <= RasterLimits.iconPixels, height <= RasterLimits.iconPixels else { return nil }
        return RasterKey(name: file.path, width: rasterSize(for: width), height: rasterSize(for: height))
    }

    /// The pixel size an icon drawn `pixels` wide (or high) is rasterised at: `pixels` itself up to 32,
    /// else the smallest size class at least as large.
    public static func rasterSize(for pixels: Int) -> Int {
        guard pixels > exactSizeLimit else { return pixels }
        return sizeClasses.first { $0 >= pixels } ?? pixels
    }

    /// Creates a library over `directory` (and the glyphs in `symbolDirectory`); `warn` receives one line
    /// per missing or corrupt icon and per SF Symbol name HeroSim has no glyph for.
    public init(directory: String, symbolDirectory: String = SymbolTable.defaultDirectory(), cacheByteLimit: Int = 8 << 20,
                warn: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data("warning: \($0)\n".utf8)) }) {
        self.directory = directory
        self.symbolDirectory = symbolDirectory
        byteLimit = cacheByteLimit
        byteLimitAtScaleOne = cacheByteLimit
        self.warn = warn
    }

    /// Makes room for as many rasters of scenes drawn at `scale` pixels per point as the limit given at
    /// creation holds at 1: an icon's rasters take the square of the scale times the bytes, so that a
    /// flight's size classes still fit (without it, every frame of a flight at scale 2 would rasterise its
    /// icon again). The limit only grows.
    public func holdRasters(forScale scale: Double) {
        guard scale.isFinite, scale > 1 else { return }
        lock.lock()
        defer { lock.unlock() }
        byteLimit = max(byteLimit, Int((Double(byteLimitAtScaleOne) * scale * scale).rounded()))
    }

    deinit {
        for handle in Array(handles.values) + Array(aheadHandles.values) { if let handle { g_object_unref(UnsafeMutableRawPointer(handle)) } }
        for raster in rasters.values { cairo_surface_destroy(raster.surface) }
    }

    /// The icon folder: `$HEROSIM_ASSETS/Icons` when that variable is set, else the icons HeroSim ships
    /// as resources (beside the running program, or in HeroSim's own sources). When neither is found it
    /// says so once on standard error and returns the folder it expected: icons then draw as placeholders.
    public static func defaultDirectory() -> String {
        if let root = ProcessInfo.processInfo.environment["HEROSIM_ASSETS"] {
            let icons = "\(root)/Icons"
            if !FileManager.default.fileExists(atPath: icons) {
                // The user asked for this folder: say so, and show placeholders rather than other icons.
                FileHandle.standardError.write(Data("warning: HEROSIM_ASSETS is \(root), which has no Icons folder; icons are drawn as placeholders\n".utf8))
            }
            return icons
        }
        if let bundled = HeroSimAssets.iconsDirectory { return bundled }
        let expected = HeroSimAssets.sourceIconsDirectory
        FileHandle.standardError.write(Data("""
            warning: HeroSim's icons were not found beside the program (a folder ending in \(HeroSimAssets.bundleSuffix)) \
            nor at \(expected); icons are drawn as placeholders (set HEROSIM_ASSETS to a folder holding Icons/)

            """.utf8))
        return expected
    }

    /// The icon's intrinsic size in pixels, or nil if it is missing or corrupt.
    public func naturalSize(of name: String) -> CGSize? { naturalSize(of: IconFile(asset: name, in: directory)) }

    /// The intrinsic size of the glyph file `icon` (a Bootstrap Icons name) drawn for `symbol`, or nil if it
    /// is missing or corrupt.
    func glyphSize(_ icon: String, symbol: String) -> CGSize? { naturalSize(of: IconFile(glyph: icon, symbol: symbol, in: symbolDirectory)) }

    private func naturalSize(of file: IconFile) -> CGSize? {
        lock.lock()
        defer { lock.unlock() }
        if let known = sizes[file.path] { return known }
        guard let handle = handle(file) else {
            sizes[file.path] = .some(nil)
            return nil
        }
        var width = 0.0, height = 0.0
        var size = CGSize(width: 64, height: 64)
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 {
            size = CGSize(width: width, height: height)
        }
        sizes[file.path] = size
        return size
    }

    /// The bytes of rasters held now.
    public var cachedRasterBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return rasterBytes
    }

    /// Calls `body` with the icon rasterised for drawing at `width` × `height` device pixels: a surface of
    /// `rasterSize(for: width)` × `rasterSize(for: height)` pixels (cached), valid during the call; nil
    /// without calling it if the icon is unusable.
    @discardableResult
    func withRaster<T>(named name: String, width: Int, height: Int, _ body: (OpaquePointer) -> T) -> T? {
        withRaster(IconFile(asset: name, in: directory), width: width, height: height, body)
    }

    /// Calls `body` with the glyph file `icon` (drawn for SF Symbol `symbol`) rasterised like
    /// `withRaster(named:width:height:_:)`: black where the glyph is (its `currentColor`), for use as a mask.
    func withGlyphRaster<T>(_ icon: String, symbol: String, width: Int, height: Int, _ body: (OpaquePointer) -> T) -> T? {
        withRaster(IconFile(glyph: icon, symbol: symbol, in: symbolDirectory), width: width, height: height, body)
    }

    /// Says once that HeroSim has no glyph for the SF Symbol `name` (the renderer draws a placeholder).
    func reportUnknownSymbol(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        report("symbol:\(name)", "SF Symbol '\(name)' is not in HeroSim's symbol table (README: SF Symbols); showing a placeholder")
    }

    private func withRaster<T>(_ file: IconFile, width: Int, height: Int, _ body: (OpaquePointer) -> T) -> T? {
        guard let key = IconLibrary.rasterKey(of: file, width: width, height: height) else { return nil }
        lock.lock()
        useCounter += 1
        // Being made ahead: waiting for it costs less than making it again.
        while ahead.making.contains(key) { lock.wait() }
        let surface: OpaquePointer
        if let cached = rasters[key] {
            rasters[key]?.lastUse = useCounter
            surface = cached.surface
        } else if let handle = handle(file) {
            surface = rasterise(handle, key, file: file)
            ahead.madeOnDemand += 1
        } else {
            lock.unlock()
            return nil
        }
        planAhead(file, key)
        // The caller's own reference: the thread drawing ahead may evict the raster while it is drawn.
        cairo_surface_reference(surface)
        lock.unlock()
        defer { cairo_surface_destroy(surface) }
        return body(surface)
    }

    /// Rasterises `key` from `handle` and keeps it (with the lock held).
    func rasterise(_ handle: OpaquePointer, _ key: RasterKey, file: IconFile) -> OpaquePointer {
        keep(IconLibrary.draw(handle, key, inPagesOfItsOwn: ahead.isOn), as: key, of: file)
    }

    /// Caches a drawn raster as `key`, reporting once a failure to draw `file` (with the lock held).
    @discardableResult
    func keep(_ drawn: (surface: OpaquePointer, failure: String?), as key: RasterKey, of file: IconFile) -> OpaquePointer {
        if let failure = drawn.failure { report(file.path, "\(file.label) could not be drawn: \(failure)") }
        cache(drawn.surface, key)
        return drawn.surface
    }

    /// Draws `handle`'s document into a new surface of `key`'s size; the error's message when librsvg failed.
    /// Rasters drawn while drawing ahead (made on one thread, evicted on another) get pages of their own, so
    /// that they leave no holes in the C heap; otherwise the surface is cairo's own (no `munmap` per eviction).
    static func draw(_ handle: OpaquePointer, _ key: RasterKey, inPagesOfItsOwn: Bool) -> (OpaquePointer, String?) {
        let surface = inPagesOfItsOwn ? PageBackedSurface.make(width: key.width, height: key.height)
            : cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(key.width), Int32(key.height))!
        let cr = cairo_create(surface)
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(key.width), height: Double(key.height))
        var error: UnsafeMutablePointer<GError>?
        let ok = rsvg_handle_render_document(handle, cr, &viewport, &error)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard ok == 0 else { return (surface, nil) }
        let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        if let error { g_error_free(error) }
        return (surface, message)
    }

    /// Puts `surface` in the cache as `key`, evicting the least recently used rasters to make room (with the
    /// lock held).
    func cache(_ surface: OpaquePointer, _ key: RasterKey) {
        let bytes = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(key.width))) * key.height
        evict(toFit: bytes)
        rasters[key] = CachedRaster(surface: surface, bytes: bytes, lastUse: useCounter)
        rasterBytes += bytes
    }

    /// Drops the least recently used rasters until `bytes` more fit under the limit. While drawing ahead,
    /// first those larger than a 64th of the limit (a flight's size classes, which are made again ahead of the
    /// frames that need them), the small ones (a grid's icons, which a frame would wait for) only when no large
    /// one is left; otherwise strictly the least recently used (a large class evicted would be made again by
    /// the frame that needs it).
    private func evict(toFit bytes: Int) {
        let small = ahead.isOn ? byteLimit / 64 : Int.max
        func older(_ a: (key: RasterKey, value: CachedRaster), _ b: (key: RasterKey, value: CachedRaster)) -> Bool {
            let aIsSmall = a.value.bytes <= small, bIsSmall = b.value.bytes <= small
            return aIsSmall == bIsSmall ? a.value.lastUse < b.value.lastUse : bIsSmall
        }
        while rasterBytes + bytes > byteLimit, let oldest = rasters.min(by: older) {
            cairo_surface_destroy(oldest.value.surface)
            rasterBytes -= oldest.value.bytes
            rasters.removeValue(forKey: oldest.key)
        }
    }

    /// Whether `file` has been loaded and is a usable SVG (with the lock held): what may be drawn ahead without
    /// the checks loading it makes (size, validity), which report once.
    func isLoadedAndUsable(_ file: IconFile) -> Bool {
        handles[file.path].map { $0 != nil } ?? false
    }

    private func handle(_ file: IconFile) -> OpaquePointer? {
        let path = file.path, name = file.name
        if let cached = handles[path] { return cached }
        var handle: OpaquePointer?
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if !name.contains("/"), FileManager.default.fileExists(atPath: path), bytes > RasterLimits.svgFileBytes {
            report(path, "\(file.label) at \(path) is \(bytes) bytes, over the \(RasterLimits.svgFileBytes >> 20) MiB limit for an icon; showing a placeholder")
        } else if !name.contains("/"), FileManager.default.fileExists(atPath: path) {
            var error: UnsafeMutablePointer<GError>?
            handle = rsvg_handle_new_from_file(path, &error)
            if handle == nil, let unavailable = herosim_rsvg_load_error() {
                report(path, "\(file.label) at \(path) cannot be drawn: \(String(cString: unavailable)); showing a placeholder")
            } else if handle == nil {
                report(path, "\(file.label) at \(path) is not a valid SVG (\(error.map { String(cString: $0.pointee.message) } ?? "unknown error")); showing a placeholder")
                if let error { g_error_free(error) }
            }
        } else {
            report(path, "\(file.label) not found at \(path)\(file.isGlyph ? " (is the bootstrap-icons package installed?)" : ""); showing a placeholder")
        }
        handles[path] = handle
        return handle
    }

    func report(_ key: String, _ message: String) {
        guard warned.insert(key).inserted else { return }
        givenWarnings.append(message)
        warn(message)
    }

    /// The warnings given so far about missing or corrupt icons, in the order given, each once.
    public var warnings: [String] {
        lock.lock()
        defer { lock.unlock() }
        return givenWarnings
    }
}

/// One SVG file the library loads: a demo icon by its asset name, or a glyph drawn for an SF Symbol.
struct IconFile: Sendable {
    /// The file's name without `.svg`.
    let name: String
    /// The file's path.
    let path: String
    /// How warnings name it.
    let label: String
    /// Whether it is a glyph.
    let isGlyph: Bool

    init(asset name: String, in directory: String) {
        self.name = name
        path = "\(directory)/\(name).svg"
        label = "icon '\(name)'"
        isGlyph = false
    }

    init(glyph name: String, symbol: String, in directory: String) {
        self.name = name
        path = "\(directory)/\(name).svg"
        label = "SF Symbol '\(symbol)' (Bootstrap icon '\(name)')"
        isGlyph = true
    }
}
