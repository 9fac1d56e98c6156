// SwiftUI's text styling HeroSim does not have yet, declared unavailable so that code using it
// says it is HeroSim's gap (see NotYetViews.swift).

extension View {
    /// SwiftUI's `kerning(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have kerning yet (HeroSim's documentation: What works as in SwiftUI)")
    public func kerning(_ kerning: CGFloat) -> Self { fatalError() }
    /// SwiftUI's `tracking(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have tracking yet (HeroSim's documentation: What works as in SwiftUI)")
    public func tracking(_ tracking: CGFloat) -> Self { fatalError() }
}
