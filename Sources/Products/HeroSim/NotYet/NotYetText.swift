// SwiftUI's text and symbol styling HeroSim does not have yet, declared unavailable so that code using it
// says it is HeroSim's gap (see NotYetViews.swift).

extension Image {
    /// SwiftUI's `Image.Scale`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have imageScale yet; .font sizes symbols (README: SwiftUI coverage)")
    public enum Scale: Sendable {
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
    }
}

/// SwiftUI's `SymbolRenderingMode`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have SF Symbols' rendering modes yet (README: SwiftUI coverage)")
public struct SymbolRenderingMode: Sendable {
    /// One colour.
    public static var monochrome: SymbolRenderingMode { fatalError() }
    /// Layers in the colours of the foreground styles.
    public static var palette: SymbolRenderingMode { fatalError() }
    /// Layers in opacities of one colour.
    public static var hierarchical: SymbolRenderingMode { fatalError() }
    /// The symbol's own colours.
    public static var multicolor: SymbolRenderingMode { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have this text style yet (README: SwiftUI coverage)")
extension View {
    /// SwiftUI's `imageScale(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have imageScale yet; .font sizes symbols (README: SwiftUI coverage)")
    public func imageScale(_ scale: Image.Scale) -> Self { fatalError() }
    /// SwiftUI's `symbolRenderingMode(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have SF Symbols' rendering modes yet (README: SwiftUI coverage)")
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { fatalError() }
}

extension View {
    /// SwiftUI's `kerning(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have kerning yet (README: SwiftUI coverage)")
    public func kerning(_ kerning: CGFloat) -> Self { fatalError() }
    /// SwiftUI's `tracking(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have tracking yet (README: SwiftUI coverage)")
    public func tracking(_ tracking: CGFloat) -> Self { fatalError() }
}
