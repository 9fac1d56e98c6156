import Foundation

/// The reader's text size, as SwiftUI's `DynamicTypeSize`: seven standard sizes (`.large` is the default) and five
/// accessibility sizes. Text in a text style (`.body`, `.title`, ...) and symbols sized by it grow and shrink with
/// it, by Apple's Dynamic Type table; a font of a fixed size (`.system(size:)`) does not.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The largest size.
    case accessibility5

    /// Whether the size is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Orders sizes from the smallest.
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }
}

extension Font.TextStyle {
    /// The style's point size at `size`, from the iOS Dynamic Type sizes of Apple's Human Interface Guidelines
    /// (Typography): xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1 … AX5.
    public func pointSize(at size: DynamicTypeSize) -> CGFloat {
        let sizes: [CGFloat]
        switch self {
        case .largeTitle: sizes = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: sizes = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: sizes = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: sizes = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: sizes = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: sizes = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: sizes = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: sizes = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: sizes = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
        return sizes[size.rawValue]
    }
}

extension Font {
    /// This font at the text size `size`: a text style's font takes the style's size there; a font of a fixed
    /// size keeps it.
    public func scaled(for size: DynamicTypeSize) -> Font {
        guard let textStyle, size != .large else { return self }
        var font = self
        font.size = textStyle.pointSize(at: size)
        return font
    }
}

extension EnvironmentValues {
    private enum DynamicTypeSizeKey: EnvironmentKey {
        static let defaultValue = DynamicTypeSize.large
    }

    /// The reader's text size: `.large` unless an ancestor set it (`.dynamicTypeSize(_:)`).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the text size of the views inside, as a reader's Dynamic Type setting does.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<DynamicTypeSize>> {
        modifier(_EnvironmentKeyWritingModifier(value: size) { environment, size in environment.values.dynamicTypeSize = size })
    }

    /// Keeps the text size of the views inside within `range` (`...DynamicTypeSize.xxLarge`, say): a larger or
    /// smaller setting is brought to the nearest end.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<_DynamicTypeSizeRange>>
        where T.Bound == DynamicTypeSize {
        let inside = DynamicTypeSize.allCases.filter { range.contains($0) }
        let lowest = inside.first ?? .large, highest = inside.last ?? .large
        return modifier(_EnvironmentKeyWritingModifier(value: DynamicTypeSizeRange(lowest: lowest, highest: highest)) { environment, range in
            environment.values.dynamicTypeSize = min(max(environment.values.dynamicTypeSize, range.lowest), range.highest)
        })
    }
}

/// The sizes `dynamicTypeSize(_:)` with a range keeps the text within.
public struct _DynamicTypeSizeRange: Hashable, Sendable {
    let lowest: DynamicTypeSize
    let highest: DynamicTypeSize
}

/// The name HeroSim's own code uses for `_DynamicTypeSizeRange`.
package typealias DynamicTypeSizeRange = _DynamicTypeSizeRange
