import Foundation

/// The scale the desktop asks new windows to draw at, for a window opened without `--scale`: a display set
/// to 200 % gets a window of twice as many pixels across, drawn sharp, as a Retina display does on a Mac.
///
/// Where it comes from, first found wins:
/// - `GDK_SCALE` in the environment (the per-program override GTK reads);
/// - the X resource `Xft.dpi` divided by 96 (what GNOME, KDE and Xfce set when the user picks a scale in
///   the display settings).
///
/// The scale is rounded to a quarter and lies in 1...4; it is lowered, never below 1, until the window fits
/// on the X screen. SDL 2's display DPI is not used: it is the monitor's physical density (a 14-inch
/// 1080p laptop reports 157 DPI and runs at 100 %), not the scale the user chose.
public enum DisplayScale {
    /// Where the scale was read from, for `--stats`.
    public enum Source: Sendable, Equatable, CustomStringConvertible {
        /// The `GDK_SCALE` environment variable.
        case gdkScale(String)
        /// The X resource `Xft.dpi`.
        case xftDPI(Double)

        /// In words, such as "Xft.dpi 192".
        public var description: String {
            switch self {
            case .gdkScale(let text): return "GDK_SCALE=\(text)"
            case .xftDPI(let dpi): return "Xft.dpi \(dpi.formatted())"
            }
        }
    }

    /// The desktop's scale for a window of `size` points, and where it was read; nil where no display is
    /// set or the desktop asks for none (then windows draw at 1).
    public static func desktop(fitting size: CGSize,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> (scale: Double, source: Source)? {
        if DisplayCheck.missingDisplayReason(environment: environment) != nil { return nil }
        let x = (environment["DISPLAY"] ?? "").isEmpty ? nil : XResources.read()
        guard let (scale, source) = wanted(environment: environment, resources: x?.resources) else { return nil }
        return (x.map { fitted(scale, size: size, screen: $0.screen) } ?? scale, source)
    }

    /// The scale `GDK_SCALE` or an X resource database (the text of the RESOURCE_MANAGER property) asks
    /// for, before fitting; nil when neither names one.
    public static func wanted(environment: [String: String], resources: String?) -> (scale: Double, source: Source)? {
        if let text = environment["GDK_SCALE"], let value = Double(text.trimmingCharacters(in: .whitespaces)),
           value.isFinite, value > 0 {
            return (clamped(value), .gdkScale(text))
        }
        if let resources, let dpi = xftDPI(in: resources) {
            return (clamped(dpi / 96), .xftDPI(dpi))
        }
        return nil
    }

    /// The value of `Xft.dpi` in an X resource database's text ("Xft.dpi:\t192" gives 192); nil when the
    /// database sets none or sets something that is not a positive number.
    public static func xftDPI(in resources: String) -> Double? {
        for line in resources.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":"),
                  line[..<colon].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard let dpi = Double(value), dpi.isFinite, dpi > 0 else { return nil }
            return dpi
        }
        return nil
    }

    /// `scale` lowered, never below 1, until a window of `size` points fits in `screen` pixels.
    public static func fitted(_ scale: Double, size: CGSize, screen: CGSize) -> Double {
        guard screen.width > 0, screen.height > 0, size.width > 0, size.height > 0 else { return scale }
        let largest = min(screen.width / size.width, screen.height / size.height)
        return max(1, min(scale, (largest * 4).rounded(.down) / 4))
    }

    /// `value` rounded to a quarter and kept in 1...4.
    static func clamped(_ value: Double) -> Double {
        min(4, max(1, (value * 4).rounded() / 4))
    }
}
