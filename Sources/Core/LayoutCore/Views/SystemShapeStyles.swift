import Foundation

/// The environment's tint as a style, as SwiftUI's `TintShapeStyle` (`.tint`): the colour `.tint(_:)` set
/// around the view, else the accent blue (#007AFF).
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint style.
    public init() {}
    /// The accent blue, marked to take the environment's tint where it is drawn.
    public var paint: _Paint { .color(Color.environmentTint) }
}

/// The colour of separators, as SwiftUI's `SeparatorShapeStyle` (`.separator`): UIKit's `separator`.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    /// The separator style.
    public init() {}
    /// rgba(60, 60, 67, 0.29); rgba(84, 84, 88, 0.6) in dark mode.
    public var paint: _Paint { .color(Color(.separator)) }
}

/// The colour of placeholder text, as SwiftUI's `PlaceholderTextShapeStyle` (`.placeholder`).
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable {
    /// The placeholder style.
    public init() {}
    /// UIKit's `placeholderText`: rgba(60, 60, 67, 0.3); rgba(235, 235, 245, 0.3) in dark mode.
    public var paint: _Paint { .color(Color(.placeholderText)) }
}

/// The colour of links, as SwiftUI's `LinkShapeStyle` (`.link`).
public struct LinkShapeStyle: ShapeStyle, Hashable {
    /// The link style.
    public init() {}
    /// UIKit's `link`: rgb(0, 122, 255); rgb(9, 132, 255) in dark mode.
    public var paint: _Paint { .color(Color(.link)) }
}

/// The colour that marks a selection, as SwiftUI's `SelectionShapeStyle` (`.selection`): on iOS the tint.
public struct SelectionShapeStyle: ShapeStyle, Hashable {
    /// The selection style.
    public init() {}
    /// The environment's tint.
    public var paint: _Paint { .color(Color.environmentTint) }
}

/// The fill of thin and small shapes and its levels, as SwiftUI's `FillShapeStyle` (`.fill`,
/// `.fill.secondary`, …): UIKit's system fills.
public struct FillShapeStyle: ShapeStyle, Hashable {
    /// 0 primary … 3 quaternary.
    let level: Int
    /// The fill style.
    public init() { level = 0 }
    private init(level: Int) { self.level = level }
    /// UIKit's `systemFill`, `secondarySystemFill`, `tertiarySystemFill` or `quaternarySystemFill`.
    public var paint: _Paint {
        switch level {
        case 0: return .color(Color(.systemFill))
        case 1: return .color(Color(.secondarySystemFill))
        case 2: return .color(Color(.tertiarySystemFill))
        default: return .color(Color(.quaternarySystemFill))
        }
    }
    /// The first level: `systemFill`.
    public var primary: FillShapeStyle { FillShapeStyle(level: 0) }
    /// The second level: `secondarySystemFill`.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// The third level: `tertiarySystemFill`.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// The fourth level: `quaternarySystemFill`.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint (the accent blue unless `.tint(_:)` set one).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator colour.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The placeholder text colour.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The link colour.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The selection colour.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill and its levels (`.fill.secondary`, …).
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension Color {
    /// The accent blue, marked as "the environment's tint": a build replaces it with `.tint(_:)`'s colour.
    static let environmentTint: Color = {
        var color = Color(red: 0, green: 122.0 / 255, blue: 1)
        color.takesTint = true
        return color
    }()
}
