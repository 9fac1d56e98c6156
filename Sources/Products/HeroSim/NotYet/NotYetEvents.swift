// SwiftUI's event and accessibility modifiers HeroSim does not have yet, declared unavailable so
// that code using them says it is HeroSim's gap (see NotYetViews.swift).

@available(*, unavailable, message: "HeroSim does not have this modifier yet (HeroSim's documentation: What works as in SwiftUI)")
extension View {
    /// SwiftUI's `accessibilityLabel(_:)` with a text: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have accessibilityLabel yet (HeroSim's documentation: What works as in SwiftUI)")
    public func accessibilityLabel(_ label: Text) -> Self { fatalError() }
    /// SwiftUI's `accessibilityLabel(_:)` with a string: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have accessibilityLabel yet (HeroSim's documentation: What works as in SwiftUI)")
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { fatalError() }
    /// SwiftUI's `accessibilityHint(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have accessibilityHint yet (HeroSim's documentation: What works as in SwiftUI)")
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { fatalError() }
    /// SwiftUI's `accessibilityHidden(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have accessibilityHidden yet (HeroSim's documentation: What works as in SwiftUI)")
    public func accessibilityHidden(_ hidden: Bool) -> Self { fatalError() }
}
