import LayoutCore

extension ViewGraph {
    /// The window's background under every scene, as SwiftUI's system background in light mode: white.
    public static let windowBackground = Color.white

    /// The window's background in `scheme`: white in light mode, black in dark mode (the system background).
    public static func windowBackground(in scheme: ColorScheme) -> Color { scheme == .dark ? .black : .white }
}
