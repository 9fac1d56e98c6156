import Foundation

// SwiftUI's symbol styling: the image scale, the variants and the rendering mode, each an environment value
// with its modifier, read by `Image(systemName:)` when it becomes a node.

extension Image {
    /// A scale to apply to symbol images relative to the font, as SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable, CaseIterable {
        /// About 20 % smaller than medium.
        case small
        /// The default: a symbol as tall as the font's point size.
        case medium
        /// About 30 % larger than medium.
        case large

        /// The symbol's size relative to `.medium`. Apple documents the small scale as "approximately 20%
        /// smaller" and the large as "approximately 30% larger" than medium (`NSImage.SymbolScale.small` and
        /// `.large` in AppKit's documentation); HeroSim takes 0.8 and 1.3.
        public var factor: CGFloat {
            switch self {
            case .small: return 0.8
            case .medium: return 1
            case .large: return 1.3
            }
        }
    }
}

/// A variant of a symbol (filled, in a circle, slashed), as SwiftUI's `SymbolVariants`: `.symbolVariant(.fill)`
/// makes `Image(systemName: "heart")` draw `heart.fill` where that symbol exists.
public struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape a variant names, if any.
    enum Shape: Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant: the symbol as named.
    public static let none = SymbolVariants()
    /// The symbol in a circle (`.circle`).
    public static let circle = SymbolVariants(shape: .circle)
    /// The symbol in a square (`.square`).
    public static let square = SymbolVariants(shape: .square)
    /// The symbol in a rectangle (`.rectangle`).
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// The filled symbol (`.fill`).
    public static let fill = SymbolVariants(isFilled: true)
    /// The slashed symbol (`.slash`).
    public static let slash = SymbolVariants(isSlashed: true)

    /// These variants, in a circle too.
    public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
    /// These variants, in a square too.
    public var square: SymbolVariants { var v = self; v.shape = .square; return v }
    /// These variants, in a rectangle too.
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
    /// These variants, filled too.
    public var fill: SymbolVariants { var v = self; v.isFilled = true; return v }
    /// These variants, slashed too.
    public var slash: SymbolVariants { var v = self; v.isSlashed = true; return v }

    /// Whether these variants include every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// These variants with `other`'s parts added (its shape replacing this one's when it names one).
    func adding(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: other.shape ?? shape, isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed)
    }

    /// `name` with these variants' suffixes, in SF Symbols' order (`mic` → `mic.slash.circle.fill`); a part
    /// the name already has is not added again (`heart.fill` stays `heart.fill` with `.fill`).
    public func applied(to name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        func add(_ part: String) { if !parts.contains(part) { parts.append(part) } }
        if isSlashed { add("slash") }
        if let shape, !parts.contains("circle"), !parts.contains("square"), !parts.contains("rectangle") {
            switch shape {
            case .circle: add("circle")
            case .square: add("square")
            case .rectangle: add("rectangle")
            }
        }
        if isFilled {
            parts.removeAll { $0 == "fill" }
            parts.append("fill")
        }
        return parts.joined(separator: ".")
    }
}

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`. HeroSim's glyphs have one layer,
/// so every mode draws them in the foreground style (monochrome).
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Mode: Hashable, Sendable { case monochrome, hierarchical, palette, multicolor }
    let mode: Mode

    /// One colour: the foreground style.
    public static let monochrome = SymbolRenderingMode(mode: .monochrome)
    /// Layers in opacities of one colour (HeroSim: one layer, in the foreground style).
    public static let hierarchical = SymbolRenderingMode(mode: .hierarchical)
    /// Layers in the colours of the foreground styles (HeroSim: the first style).
    public static let palette = SymbolRenderingMode(mode: .palette)
    /// The symbol's own colours (HeroSim: the foreground style).
    public static let multicolor = SymbolRenderingMode(mode: .multicolor)
}

extension EnvironmentValues {
    private enum ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
    private enum SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
    private enum SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

    /// The scale of symbol images: `.medium` unless an ancestor set it with `imageScale(_:)`.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The variants symbol images draw: `.none` unless an ancestor set them with `symbolVariant(_:)`.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The rendering mode of symbol images, or nil for the symbol's own choice.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Scales the symbol images in this view relative to their font (small, medium, large).
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Image.Scale>> {
        environment(\.imageScale, scale)
    }

    /// Draws the symbol images in this view with `variant` added to the variants set above (`.none` clears
    /// them): `Image(systemName: "heart").symbolVariant(.fill)` draws `heart.fill`.
    public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<SymbolVariants>> {
        modifier(_EnvironmentKeyWritingModifier(value: variant) { environment, variant in
            let variants = environment.values.symbolVariants
            environment.values.symbolVariants = variant == .none ? .none : variants.adding(variant)
        })
    }

    /// Sets the rendering mode of the symbol images in this view (HeroSim draws every mode in one colour).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<SymbolRenderingMode?>> {
        environment(\.symbolRenderingMode, mode)
    }
}
