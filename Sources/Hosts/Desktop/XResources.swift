import CSDL2
import Foundation

/// What the X server tells a new client about the desktop: its resource database (the RESOURCE_MANAGER
/// property that `xrdb` and the desktop's settings daemon write) and the default screen's size in pixels.
struct XResources {
    /// The resource database's text; nil when the server holds none.
    var resources: String?
    /// The default screen's size in pixels.
    var screen: CGSize

    /// Opens a short connection to `DISPLAY` and reads both; nil when the server does not answer.
    static func read() -> XResources? {
        var text: UnsafeMutablePointer<CChar>?
        var width: Int32 = 0, height: Int32 = 0
        guard herosim_x11_read_resources(&text, &width, &height) == 0 else { return nil }
        defer { free(text) }
        return XResources(resources: text.map { String(cString: $0) }, screen: CGSize(width: Double(width), height: Double(height)))
    }
}
