// SwiftUI's sensory feedback, not in HeroSim yet: declared unavailable so that code
// using them says it is HeroSim's gap (see NotYetViews.swift).

@available(*, unavailable, message: "HeroSim does not have symbolEffectsRemoved yet (HeroSim's documentation: What works as in SwiftUI)")
extension View {
    /// SwiftUI's `symbolEffectsRemoved(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have symbolEffectsRemoved yet (HeroSim's documentation: What works as in SwiftUI)")
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> Self { fatalError() }
}
