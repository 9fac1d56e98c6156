import Foundation

/// A level of the foreground, as SwiftUI's `HierarchicalShapeStyle`: `.primary`, `.secondary`,
/// `.tertiary`, `.quaternary` in `foregroundStyle` and `fill`.
///
/// HeroSim draws each level as UIKit's label colour of that level (light: black, then rgba(60, 60, 67)
/// at 60 %, 30 % and 18 %; dark: white, then rgba(235, 235, 245) at 60 %, 30 % and 16 %), whatever
/// foreground style is around it. (SwiftUI derives the levels from the current foreground style, so
/// `.secondary` inside `.foregroundStyle(.red)` is a paler red there.)
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// 0 primary … 3 quaternary.
    let level: Int
    /// The level's label colour (resolved by the colour scheme where it is drawn).
    public var paint: _Paint {
        switch level {
        case 0: return .color(Color(.label))
        case 1: return .color(Color(.secondaryLabel))
        case 2: return .color(Color(.tertiaryLabel))
        default: return .color(Color(.quaternaryLabel))
        }
    }
    /// The first level: the primary label colour.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level: the secondary label colour.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level: the tertiary label colour.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level: the quaternary label colour.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
}

/// The system background as a style, as SwiftUI's `BackgroundStyle` (`.background`): white, black in
/// dark mode; its levels (`.background.secondary` …) are UIKit's layered backgrounds.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// 0 primary … 3 quaternary.
    let level: Int
    /// The system background style.
    public init() { level = 0 }
    private init(level: Int) { self.level = level }
    /// The level's background: system, secondary system (rgb(242, 242, 247) / rgb(28, 28, 30)), tertiary
    /// system (white / rgb(44, 44, 46)); the quaternary level, which UIKit does not have, is the tertiary's.
    public var paint: _Paint {
        switch level {
        case 0: return .color(Color(.systemBackground))
        case 1: return .color(Color(.secondarySystemBackground))
        default: return .color(Color(.tertiarySystemBackground))
        }
    }
    /// The first level of the background.
    public var primary: BackgroundStyle { BackgroundStyle(level: 0) }
    /// The second level of the background: `.background.secondary`.
    public var secondary: BackgroundStyle { BackgroundStyle(level: 1) }
    /// The third level of the background: `.background.tertiary`.
    public var tertiary: BackgroundStyle { BackgroundStyle(level: 2) }
    /// The fourth level of the background.
    public var quaternary: BackgroundStyle { BackgroundStyle(level: 3) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The system background style: `.background`, `.background.secondary`, ….
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension View {
    /// Sets the primary and secondary levels of the foreground style. HeroSim views draw with one level,
    /// the primary: `primary` is what shapes and text inside use.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedContent<Self, _ForegroundStyleModifier<S1>> {
        foregroundStyle(primary)
    }
    /// Sets the primary, secondary and tertiary levels of the foreground style; HeroSim views draw with the
    /// primary.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3)
        -> ModifiedContent<Self, _ForegroundStyleModifier<S1>> {
        foregroundStyle(primary)
    }
}
