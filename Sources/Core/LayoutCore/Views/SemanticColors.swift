import Foundation

/// HeroSim's stand-in for UIKit's `UIColor`, so SwiftUI code that writes `Color(.secondarySystemBackground)`
/// or `Color(uiColor: .label)` compiles and draws: the system and semantic colours as static members,
/// each with its light and its dark value. It is no UIKit class (there is no UIKit on Linux): only the
/// colours, turned into a `Color` that resolves by the environment's colour scheme.
///
/// Values: Apple's Human Interface Guidelines, "Color" (https://developer.apple.com/design/human-interface-guidelines/color):
/// the system colours' default light and dark values, the iOS system grays, and UIKit's dynamic
/// background, label, separator and fill colours (as `UIColor` resolves them on iOS 17).
public struct UIColor: Hashable, Sendable {
    /// The colour in light mode.
    public let light: Color
    /// The colour in dark mode.
    public let dark: Color

    /// A colour with a light and a dark value.
    public init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both modes.
    public init(_ color: Color) { self.init(light: color, dark: color) }

    /// `UIColor(red:green:blue:alpha:)`: one colour in both modes.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// `UIColor(white:alpha:)`: one grey in both modes.
    public init(white: CGFloat, alpha: CGFloat) { self.init(Color(white: Double(white), opacity: Double(alpha))) }

    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, opacity: a)
    }
    private static func pair(_ light: Color, _ dark: Color) -> UIColor { UIColor(light: light, dark: dark) }

    // Backgrounds.
    /// The background of a screen: white; black in dark mode.
    public static let systemBackground = pair(rgb(255, 255, 255), rgb(0, 0, 0))
    /// Content layered on the system background: rgb(242, 242, 247); rgb(28, 28, 30) in dark mode.
    public static let secondarySystemBackground = pair(rgb(242, 242, 247), rgb(28, 28, 30))
    /// Content layered on the secondary background: white; rgb(44, 44, 46) in dark mode.
    public static let tertiarySystemBackground = pair(rgb(255, 255, 255), rgb(44, 44, 46))
    /// The background of a grouped list: rgb(242, 242, 247); black in dark mode.
    public static let systemGroupedBackground = pair(rgb(242, 242, 247), rgb(0, 0, 0))
    /// A grouped list's cells: white; rgb(28, 28, 30) in dark mode.
    public static let secondarySystemGroupedBackground = pair(rgb(255, 255, 255), rgb(28, 28, 30))
    /// Content inside a grouped list's cells: rgb(242, 242, 247); rgb(44, 44, 46) in dark mode.
    public static let tertiarySystemGroupedBackground = pair(rgb(242, 242, 247), rgb(44, 44, 46))

    // Labels.
    /// Primary text: black; white in dark mode.
    public static let label = pair(rgb(0, 0, 0), rgb(255, 255, 255))
    /// Secondary text: rgba(60, 60, 67, 0.6); rgba(235, 235, 245, 0.6) in dark mode.
    public static let secondaryLabel = pair(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    /// Tertiary text: rgba(60, 60, 67, 0.3); rgba(235, 235, 245, 0.3) in dark mode.
    public static let tertiaryLabel = pair(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// Quaternary text: rgba(60, 60, 67, 0.18); rgba(235, 235, 245, 0.16) in dark mode.
    public static let quaternaryLabel = pair(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    /// Placeholder text: as the tertiary label.
    public static let placeholderText = pair(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    /// Links: rgb(0, 122, 255); rgb(9, 132, 255) in dark mode.
    public static let link = pair(rgb(0, 122, 255), rgb(9, 132, 255))

    // Separators.
    /// A thin line that lets what is under it show: rgba(60, 60, 67, 0.29); rgba(84, 84, 88, 0.6) in dark mode.
    public static let separator = pair(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    /// An opaque separator: rgb(198, 198, 200); rgb(56, 56, 58) in dark mode.
    public static let opaqueSeparator = pair(rgb(198, 198, 200), rgb(56, 56, 58))

    // Fills.
    /// Thin and small shapes: rgba(120, 120, 128, 0.2); 0.36 in dark mode.
    public static let systemFill = pair(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    /// Medium shapes: rgba(120, 120, 128, 0.16); 0.32 in dark mode.
    public static let secondarySystemFill = pair(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    /// Large shapes: rgba(118, 118, 128, 0.12); 0.24 in dark mode.
    public static let tertiarySystemFill = pair(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    /// Large areas with complex content: rgba(116, 116, 128, 0.08); rgba(118, 118, 128, 0.18) in dark mode.
    public static let quaternarySystemFill = pair(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))

    // Grays.
    /// rgb(142, 142, 147) in both modes.
    public static let systemGray = pair(rgb(142, 142, 147), rgb(142, 142, 147))
    /// rgb(174, 174, 178); rgb(99, 99, 102) in dark mode.
    public static let systemGray2 = pair(rgb(174, 174, 178), rgb(99, 99, 102))
    /// rgb(199, 199, 204); rgb(72, 72, 74) in dark mode.
    public static let systemGray3 = pair(rgb(199, 199, 204), rgb(72, 72, 74))
    /// rgb(209, 209, 214); rgb(58, 58, 60) in dark mode.
    public static let systemGray4 = pair(rgb(209, 209, 214), rgb(58, 58, 60))
    /// rgb(229, 229, 234); rgb(44, 44, 46) in dark mode.
    public static let systemGray5 = pair(rgb(229, 229, 234), rgb(44, 44, 46))
    /// rgb(242, 242, 247); rgb(28, 28, 30) in dark mode.
    public static let systemGray6 = pair(rgb(242, 242, 247), rgb(28, 28, 30))

    // System colours.
    /// rgb(0, 122, 255); rgb(10, 132, 255) in dark mode.
    public static let systemBlue = pair(rgb(0, 122, 255), rgb(10, 132, 255))
    /// rgb(52, 199, 89); rgb(48, 209, 88) in dark mode.
    public static let systemGreen = pair(rgb(52, 199, 89), rgb(48, 209, 88))
    /// rgb(88, 86, 214); rgb(94, 92, 230) in dark mode.
    public static let systemIndigo = pair(rgb(88, 86, 214), rgb(94, 92, 230))
    /// rgb(255, 149, 0); rgb(255, 159, 10) in dark mode.
    public static let systemOrange = pair(rgb(255, 149, 0), rgb(255, 159, 10))
    /// rgb(255, 45, 85); rgb(255, 55, 95) in dark mode.
    public static let systemPink = pair(rgb(255, 45, 85), rgb(255, 55, 95))
    /// rgb(175, 82, 222); rgb(191, 90, 242) in dark mode.
    public static let systemPurple = pair(rgb(175, 82, 222), rgb(191, 90, 242))
    /// rgb(255, 59, 48); rgb(255, 69, 58) in dark mode.
    public static let systemRed = pair(rgb(255, 59, 48), rgb(255, 69, 58))
    /// rgb(48, 176, 199); rgb(64, 200, 224) in dark mode.
    public static let systemTeal = pair(rgb(48, 176, 199), rgb(64, 200, 224))
    /// rgb(255, 204, 0); rgb(255, 214, 10) in dark mode.
    public static let systemYellow = pair(rgb(255, 204, 0), rgb(255, 214, 10))
    /// rgb(0, 199, 190); rgb(99, 230, 226) in dark mode.
    public static let systemMint = pair(rgb(0, 199, 190), rgb(99, 230, 226))
    /// rgb(50, 173, 230); rgb(100, 210, 255) in dark mode.
    public static let systemCyan = pair(rgb(50, 173, 230), rgb(100, 210, 255))
    /// rgb(162, 132, 94); rgb(172, 142, 104) in dark mode.
    public static let systemBrown = pair(rgb(162, 132, 94), rgb(172, 142, 104))

    // Fixed colours.
    /// Black in both modes.
    public static let black = UIColor(Color.black)
    /// White in both modes.
    public static let white = UIColor(Color.white)
    /// Transparent.
    public static let clear = UIColor(Color.clear)
    /// The tint colour (system blue).
    public static let tintColor = systemBlue
}

extension Color {
    /// The colour `uiColor`, resolving to its dark value where the colour scheme is dark.
    public init(_ uiColor: UIColor) {
        self = uiColor.light
        if uiColor.dark != uiColor.light { dark = DarkAppearance(uiColor.dark) }
    }

    /// The colour `uiColor`, as `Color(uiColor:)`.
    public init(uiColor: UIColor) { self.init(uiColor) }

    /// This colour as the colour scheme shows it: its dark value in dark mode, itself otherwise.
    public func resolved(in scheme: ColorScheme) -> Color {
        guard scheme == .dark, let dark else { return self }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.alpha)
    }
}

/// The dark-mode value of a colour that changes with the colour scheme (`Color(.label)`, `Color.primary`).
/// A class, so a `Color` stays small; compared by value.
package final class DarkAppearance: Hashable, Sendable {
    let red: Double, green: Double, blue: Double, alpha: Double

    /// The dark value `color`.
    package init(_ color: Color) {
        (red, green, blue, alpha) = (color.red, color.green, color.blue, color.alpha)
    }

    /// This value with its opacity multiplied by `opacity`.
    func opacity(_ opacity: Double) -> DarkAppearance {
        DarkAppearance(Color(red: red, green: green, blue: blue, opacity: alpha * opacity))
    }

    package static func == (lhs: DarkAppearance, rhs: DarkAppearance) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }
    package func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }
}

extension Paint {
    /// The paint as the colour scheme shows it: each colour resolved (a material's tint too).
    public func resolved(in scheme: ColorScheme) -> _Paint {
        guard scheme == .dark else { return self }
        switch self {
        case .color(let c): return .color(c.resolved(in: scheme))
        case .linearGradient(let colors, let start, let end):
            return .linearGradient(colors: colors.map { $0.resolved(in: scheme) }, start: start, end: end)
        case .material(let material): return .material(material.resolved(in: scheme))
        case .gradient(let gradient): return .gradient(gradient.mapColors { $0.resolved(in: scheme) })
        case .mesh(let mesh): return .mesh(mesh.mapColors { $0.resolved(in: scheme) })
        }
    }
}

extension BuildEnvironment {
    /// `paint` as this environment's colour scheme shows it.
    package func resolve(_ paint: Paint) -> Paint {
        if case .color(let color) = paint, color.takesTint {
            return .color((values.tint ?? Color(red: 0, green: 122.0 / 255, blue: 1)).opacity(color.alpha).resolved(in: values.colorScheme))
        }
        return paint.resolved(in: values.colorScheme)
    }
}
