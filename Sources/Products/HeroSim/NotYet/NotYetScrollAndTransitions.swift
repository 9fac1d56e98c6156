// iOS 17-18 geometry modifiers HeroSim does not have yet, declared unavailable so that code
// using them says it is HeroSim's gap (see NotYetViews.swift). Each modifier returns `Self` so the rest of the
// chain still type-checks and the only error is this one.

@available(*, unavailable, message: "HeroSim does not have this modifier yet (HeroSim's documentation: What works as in SwiftUI)")
extension View {
    /// SwiftUI's `geometryGroup()`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have geometryGroup yet (HeroSim's documentation: What works as in SwiftUI)")
    public func geometryGroup() -> Self { fatalError() }
}
