import Foundation

/// An sRGB colour with opacity; also a view that fills its whole proposal.
public struct Color: Hashable, Sendable, ShapeStyle {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0...1.
    public var alpha: Double
    /// The value in dark mode, for a colour that changes with the colour scheme (`Color(.label)`); the
    /// components above are its light value.
    package var dark: DarkAppearance? = nil
    /// Whether this colour stands for the environment's tint (`.tint` as a style), replaced where it is built.
    package var takesTint = false

    /// Creates a colour from sRGB components and an opacity.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = opacity
    }

    /// Creates an opaque colour from a 0xRRGGBB value.
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }

    /// Creates a grey of the given white level.
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    /// Creates a colour from hue, saturation and brightness (each 0...1; a hue of 1 is red again), as
    /// SwiftUI's `Color(hue:saturation:brightness:opacity:)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        // A hue that is not a number (0 / 0, say) is red, as 0 is.
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = min(Int(h), 5), f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var faded = Color(red: red, green: green, blue: blue, opacity: alpha * opacity)
        faded.dark = dark?.opacity(opacity)
        faded.takesTint = takesTint
        return faded
    }

    /// Mixes this colour with `other`: `fraction == 0` is self, `1` is other.
    public func mix(with other: Color, by fraction: Double) -> Color {
        func m(_ a: Double, _ b: Double) -> Double { a * (1 - fraction) + b * fraction }
        var mixed = Color(red: m(red, other.red), green: m(green, other.green), blue: m(blue, other.blue), opacity: m(alpha, other.alpha))
        if dark != nil || other.dark != nil {
            mixed.dark = DarkAppearance(resolved(in: .dark).mix(with: other.resolved(in: .dark), by: fraction))
        }
        return mixed
    }

    /// A gentle top-to-bottom gradient derived from this colour, like SwiftUI's `AnyGradient`.
    public var gradient: AnyGradient { AnyGradient(base: self) }

    /// The paint this style resolves to.
    public var paint: _Paint { .color(self) }

    // SwiftUI's light-mode system colours.
    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// Fully transparent.
    public static let clear = Color(white: 0, opacity: 0)
    /// System gray.
    public static let gray = Color(hex: 0x8E8E93)
    /// System red.
    public static let red = Color(hex: 0xFF3B30)
    /// System orange.
    public static let orange = Color(hex: 0xFF9500)
    /// System yellow.
    public static let yellow = Color(hex: 0xFFCC00)
    /// System green.
    public static let green = Color(hex: 0x34C759)
    /// System mint.
    public static let mint = Color(hex: 0x00C7BE)
    /// System teal.
    public static let teal = Color(hex: 0x30B0C7)
    /// System cyan.
    public static let cyan = Color(hex: 0x32ADE6)
    /// System blue.
    public static let blue = Color(hex: 0x007AFF)
    /// System indigo.
    public static let indigo = Color(hex: 0x5856D6)
    /// System purple.
    public static let purple = Color(hex: 0xAF52DE)
    /// System pink.
    public static let pink = Color(hex: 0xFF2D55)
    /// System brown.
    public static let brown = Color(hex: 0xA2845E)
    /// The primary label colour: black; white in dark mode.
    public static let primary = Color(.label)
    /// The secondary label colour: rgba(60, 60, 67, 0.6); rgba(235, 235, 245, 0.6) in dark mode.
    public static let secondary = Color(.secondaryLabel)
    /// The default accent colour.
    public static let accentColor = Color.blue
}

/// Anything a shape can be filled with: a colour or a gradient.
public protocol ShapeStyle: Sendable {
    /// The paint the rasteriser uses for this style.
    var paint: _Paint { get }
}

extension ShapeStyle where Self == Color {
    /// System red, usable as `.red` wherever a `ShapeStyle` is expected.
    public static var red: Color { Color.red }
    /// System blue.
    public static var blue: Color { Color.blue }
    /// System yellow.
    public static var yellow: Color { Color.yellow }
    /// System green.
    public static var green: Color { Color.green }
    /// System orange.
    public static var orange: Color { Color.orange }
    /// System purple.
    public static var purple: Color { Color.purple }
    /// System indigo.
    public static var indigo: Color { Color.indigo }
    /// System pink.
    public static var pink: Color { Color.pink }
    /// System gray.
    public static var gray: Color { Color.gray }
    /// White.
    public static var white: Color { Color.white }
    /// Black.
    public static var black: Color { Color.black }
    /// Transparent.
    public static var clear: Color { Color.clear }
}

/// A point in a view's unit square: (0, 0) is top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    /// Horizontal fraction.
    public var x: Double
    /// Vertical fraction.
    public var y: Double
    /// Creates a unit point.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// Top-leading.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// Top centre.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// Top-trailing.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// Leading centre.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// Centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// Trailing centre.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// Bottom-leading.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// Bottom centre.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// Bottom-trailing.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// What the rasteriser fills a shape or text with.
public enum _Paint: Hashable, Sendable {
    /// A solid colour.
    case color(Color)
    /// A linear gradient between two unit points of the shape's bounds.
    case linearGradient(colors: [Color], start: UnitPoint, end: UnitPoint)
    /// A material: what is drawn behind, blurred and tinted.
    case material(_MaterialPaint)
    /// A gradient with stops at given locations: linear, radial, elliptical or angular.
    case gradient(_GradientPaint)
    /// A mesh gradient: colours at the points of a grid, blended across each cell.
    case mesh(_MeshPaint)
}

/// SwiftUI's `.gradient` of a colour: a subtle vertical gradient from a lighter tint to the colour.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    let base: Color
    /// The paint: lighter at the top, the base colour at the bottom.
    public var paint: _Paint {
        .linearGradient(colors: [base.mix(with: .white, by: 0.18), base], start: .top, end: .bottom)
    }
}

extension Color: View, PrimitiveView {
    /// Color is a primitive view.
    public var body: Never { fatalError("Color has no body") }
    public func _primitiveNodes(in environment: _BuildEnvironment) -> [_LayoutNode] {
        [Node(.shape(.rectangle, fill: .color(resolved(in: environment.values.colorScheme)), stroke: nil))]
    }
}

/// The name HeroSim's own code uses for `_Paint`.
package typealias Paint = _Paint
