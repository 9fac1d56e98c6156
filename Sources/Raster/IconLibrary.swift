import CCairo
import CRsvg
import Foundation

/// Loads SVG icons by name from a folder, rasterises each once per pixel size, and reports missing or
/// corrupt icons once each (the renderer draws a placeholder for them).
public final class IconLibrary: @unchecked Sendable {
    /// The folder holding `NAME.svg` files.
    public let directory: String
    private let lock = NSLock()
    private var handles: [String: UnsafeMutablePointer<RsvgHandle>?] = [:]
    private var rasters: [RasterKey: OpaquePointer] = [:]
    private var warned: Set<String> = []
    /// Intrinsic sizes already asked for (nil: missing or corrupt): layout asks thousands of times a frame.
    private var sizes: [String: CGSize?] = [:]
    private let warn: @Sendable (String) -> Void

    private struct RasterKey: Hashable {
        let name: String
        let width: Int
        let height: Int
    }

    /// Creates a library over `directory`; `warn` receives one line per missing or corrupt icon.
    public init(directory: String, warn: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data("warning: \($0)\n".utf8)) }) {
        self.directory = directory
        self.warn = warn
    }

    deinit {
        for handle in handles.values { if let handle { g_object_unref(handle) } }
        for surface in rasters.values { cairo_surface_destroy(surface) }
    }

    /// Finds `Assets/Icons`: `$HEROSIM_ASSETS/Icons`, then `./Assets/Icons`, then in the folders above the
    /// executable: a HeroSim checkout (`.build/<config>/herosim` → `Assets/Icons`), or, for a package that
    /// depends on HeroSim, HeroSim's checkout under `.build/checkouts/`.
    public static func defaultDirectory() -> String {
        var candidates: [String] = []
        if let root = ProcessInfo.processInfo.environment["HEROSIM_ASSETS"] { candidates.append("\(root)/Icons") }
        candidates.append(FileManager.default.currentDirectoryPath + "/Assets/Icons")
        var url = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        while url.path != "/" && !url.path.isEmpty {
            candidates.append(url.appendingPathComponent("Assets/Icons").path)
            if url.lastPathComponent == ".build" {
                let checkouts = url.appendingPathComponent("checkouts")
                for name in ((try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? []).sorted() {
                    candidates.append(checkouts.appendingPathComponent(name).appendingPathComponent("Assets/Icons").path)
                }
            }
            url.deleteLastPathComponent()
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[0]
    }

    /// The icon's intrinsic size in pixels, or nil if it is missing or corrupt.
    public func naturalSize(of name: String) -> CGSize? {
        lock.lock()
        defer { lock.unlock() }
        if let known = sizes[name] { return known }
        guard let handle = handle(named: name) else {
            sizes[name] = .some(nil)
            return nil
        }
        var width = 0.0, height = 0.0
        var size = CGSize(width: 64, height: 64)
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 {
            size = CGSize(width: width, height: height)
        }
        sizes[name] = size
        return size
    }

    /// The icon rasterised at exactly `width` × `height` device pixels (cached), or nil if it is unusable.
    func raster(named name: String, width: Int, height: Int) -> OpaquePointer? {
        guard width > 0, height > 0, width <= 8192, height <= 8192 else { return nil }
        lock.lock()
        defer { lock.unlock() }
        let key = RasterKey(name: name, width: width, height: height)
        if let cached = rasters[key] { return cached }
        guard let handle = handle(named: name) else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        var error: UnsafeMutablePointer<GError>?
        let ok = rsvg_handle_render_document(handle, cr, &viewport, &error)
        cairo_destroy(cr)
        if ok == 0 {
            report(name, "icon '\(name)' could not be drawn: \(error.map { String(cString: $0.pointee.message) } ?? "unknown error")")
            if let error { g_error_free(error) }
        }
        if rasters.count >= 96 {
            for surface in rasters.values { cairo_surface_destroy(surface) }
            rasters.removeAll()
        }
        rasters[key] = surface
        return surface
    }

    private func handle(named name: String) -> UnsafeMutablePointer<RsvgHandle>? {
        if let cached = handles[name] { return cached }
        let path = "\(directory)/\(name).svg"
        var handle: UnsafeMutablePointer<RsvgHandle>?
        if !name.contains("/"), FileManager.default.fileExists(atPath: path) {
            var error: UnsafeMutablePointer<GError>?
            handle = rsvg_handle_new_from_file(path, &error)
            if handle == nil {
                report(name, "icon '\(name)' at \(path) is not a valid SVG (\(error.map { String(cString: $0.pointee.message) } ?? "unknown error")); showing a placeholder")
                if let error { g_error_free(error) }
            }
        } else {
            report(name, "icon '\(name)' not found at \(path); showing a placeholder")
        }
        handles[name] = handle
        return handle
    }

    private func report(_ name: String, _ message: String) {
        guard warned.insert(name).inserted else { return }
        warn(message)
    }
}
