import Foundation

/// Why the window cannot open, in words a user can act on.
public enum DesktopError: Error, CustomStringConvertible {
    /// No X11 or Wayland display is reachable.
    case noDisplay(String)
    /// SDL failed to start or to make the window.
    case sdl(String)

    /// One clear line.
    public var description: String {
        switch self {
        case .noDisplay(let why): return "No display found (\(why))."
        case .sdl(let why): return "SDL could not open the window: \(why)"
        }
    }
}

/// Decides, before SDL's video is touched, whether a display is reachable.
public enum DisplayCheck {
    /// Nil when DISPLAY or WAYLAND_DISPLAY is set, else the reason there is no display.
    public static func missingDisplayReason(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let display = environment["DISPLAY"] ?? ""
        let wayland = environment["WAYLAND_DISPLAY"] ?? ""
        if display.isEmpty && wayland.isEmpty { return "neither DISPLAY nor WAYLAND_DISPLAY is set" }
        return nil
    }
}
