import Foundation

/// A font, as SwiftUI's `Font`: a size, a weight, a design and an italic flag, resolved by the rasteriser
/// to a real face (Inter by default; see `FontSetup` in Raster for which face each combination draws with).
public struct Font: Hashable, Sendable {
    /// The point size.
    public var size: CGFloat
    /// The weight.
    public var weight: Weight
    /// The design (default, rounded, monospaced, serif).
    public var design: Design
    /// Whether the face is italic.
    public var isItalic: Bool = false
    /// Whether digits take one width each (`monospacedDigit()`: digits are set in cells of one width).
    public var hasMonospacedDigits: Bool = false
    /// Extra space after every character, in points (`tracking(_:)` and `kerning(_:)`).
    package var tracking: CGFloat = 0
    /// The text style this font was made from (`.body`, `.title`, ...), or nil for a font of a given size.
    public var textStyle: TextStyle?

    /// Whether the face is monospaced (the `.monospaced` design).
    public var isMonospaced: Bool {
        get { design == .monospaced }
        set { design = newValue ? .monospaced : (design == .monospaced ? .default : design) }
    }

    /// A font of `size` points, `weight` and `design`.
    init(size: CGFloat, weight: Weight, design: Design = .default, textStyle: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.textStyle = textStyle
    }

    /// Font weights, as SwiftUI's `Font.Weight`, lightest first.
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        /// Ultra light (Inter Thin).
        case ultraLight
        /// Thin (Inter ExtraLight).
        case thin
        /// Light (Inter Light).
        case light
        /// Regular.
        case regular
        /// Medium (Inter Medium; bold where a face has no medium).
        case medium
        /// Semibold (Inter SemiBold; bold where a face has no semibold).
        case semibold
        /// Bold.
        case bold
        /// Heavy (Inter ExtraBold; bold where a face has no heavier face).
        case heavy
        /// Black (Inter Black; bold where a face has no heavier face).
        case black
    }

    /// Font designs, as SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable, CaseIterable {
        /// The default design (Inter).
        case `default`
        /// A rounded design (Quicksand).
        case rounded
        /// Monospaced (DejaVu Sans Mono).
        case monospaced
        /// Serif (DejaVu Serif).
        case serif
    }

    /// A system font of `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, design: design ?? .default)
    }

    /// The system font for a text style (`.body`, `.title`, ...), with an optional design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: style.pointSize, weight: weight ?? style.defaultWeight, design: design ?? .default, textStyle: style)
    }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    /// This font, bold.
    public func bold() -> Font { weight(.bold) }
    /// This font, italic.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// This font with digits of one width.
    public func monospacedDigit() -> Font { var f = self; f.hasMonospacedDigits = true; return f }
    /// The monospaced font of this font's size and weight.
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }

    /// SwiftUI's body text style: 17 points.
    public static let body = system(.body)
    /// Headline: 17 points semibold.
    public static let headline = system(.headline)
    /// Title: 28 points.
    public static let title = system(.title)
    /// Title 2: 22 points.
    public static let title2 = system(.title2)
    /// Title 3: 20 points.
    public static let title3 = system(.title3)
    /// Large title: 34 points.
    public static let largeTitle = system(.largeTitle)
    /// Subheadline: 15 points.
    public static let subheadline = system(.subheadline)
    /// Callout: 16 points.
    public static let callout = system(.callout)
    /// Footnote: 13 points.
    public static let footnote = system(.footnote)
    /// Caption: 12 points.
    public static let caption = system(.caption)
    /// Caption 2: 11 points.
    public static let caption2 = system(.caption2)
}

extension Font {
    /// SwiftUI's text styles, at the sizes of the default ("large") dynamic type size.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// 34 points.
        case largeTitle
        /// 28 points.
        case title
        /// 22 points.
        case title2
        /// 20 points.
        case title3
        /// 17 points semibold.
        case headline
        /// 15 points.
        case subheadline
        /// 17 points.
        case body
        /// 16 points.
        case callout
        /// 13 points.
        case footnote
        /// 12 points.
        case caption
        /// 11 points.
        case caption2

        /// The style's point size.
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .subheadline: 15
            case .callout: 16
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// The style's weight: semibold for the headline, regular for the others.
        var defaultWeight: Font.Weight { self == .headline ? .semibold : .regular }
    }
}
