// SwiftUI's text styling HeroSim does not have yet, declared unavailable so that code using it
// says it is HeroSim's gap (see NotYetViews.swift).

/// SwiftUI's `TextAlignment`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have multilineTextAlignment yet; Text draws on one line (README: SwiftUI coverage)")
public enum TextAlignment: Sendable {
    /// Leading.
    case leading
    /// Centred.
    case center
    /// Trailing.
    case trailing
}

@available(*, unavailable, message: "HeroSim does not have this text style yet (README: SwiftUI coverage)")
extension View {
    /// SwiftUI's `multilineTextAlignment(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have multilineTextAlignment yet; Text draws on one line (README: SwiftUI coverage)")
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Self { fatalError() }
    /// SwiftUI's `strikethrough(_:color:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have strikethrough yet (README: SwiftUI coverage)")
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Self { fatalError() }
    /// SwiftUI's `monospacedDigit()`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have monospacedDigit yet (README: SwiftUI coverage)")
    public func monospacedDigit() -> Self { fatalError() }
}
