import Foundation

/// What the X server tells a new client about the desktop: its resource database (the RESOURCE_MANAGER
/// property that `xrdb` and the desktop's settings daemon write) and the default screen's size in pixels.
struct XResources {
    /// The resource database's text; nil when the server holds none.
    var resources: String?
    /// The default screen's size in pixels.
    var screen: CGSize

    /// Opens a short connection to `DISPLAY` through libX11 and reads both; nil when libX11 cannot be
    /// loaded or the server does not answer.
    static func read() -> XResources? {
        guard let x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL) else { return nil }
        defer { dlclose(x11) }
        typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
        typealias DisplayText = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
        typealias DisplayNumber = @convention(c) (OpaquePointer?) -> Int32
        typealias ScreenNumber = @convention(c) (OpaquePointer?, Int32) -> Int32
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(x11, name).map { unsafeBitCast($0, to: type) }
        }
        guard let open = symbol("XOpenDisplay", as: OpenDisplay.self),
              let close = symbol("XCloseDisplay", as: DisplayNumber.self),
              let resourceManager = symbol("XResourceManagerString", as: DisplayText.self),
              let defaultScreen = symbol("XDefaultScreen", as: DisplayNumber.self),
              let width = symbol("XDisplayWidth", as: ScreenNumber.self),
              let height = symbol("XDisplayHeight", as: ScreenNumber.self),
              let display = open(nil) else { return nil }
        defer { _ = close(display) }
        let screen = defaultScreen(display)
        return XResources(resources: resourceManager(display).map { String(cString: $0) },
                          screen: CGSize(width: Double(width(display, screen)), height: Double(height(display, screen))))
    }
}
