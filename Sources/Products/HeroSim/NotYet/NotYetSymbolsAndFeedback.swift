// SwiftUI's sensory feedback, not in HeroSim yet: declared unavailable so that code
// using them says it is HeroSim's gap (see NotYetViews.swift).

/// SwiftUI's `SensoryFeedback`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have sensoryFeedback yet (HeroSim's documentation: What works as in SwiftUI)")
public struct SensoryFeedback: Sendable {
    /// A task succeeded.
    public static var success: SensoryFeedback { fatalError() }
    /// A warning.
    public static var warning: SensoryFeedback { fatalError() }
    /// An error.
    public static var error: SensoryFeedback { fatalError() }
    /// A selection changed.
    public static var selection: SensoryFeedback { fatalError() }
    /// A value went up.
    public static var increase: SensoryFeedback { fatalError() }
    /// A value went down.
    public static var decrease: SensoryFeedback { fatalError() }
    /// An activity started.
    public static var start: SensoryFeedback { fatalError() }
    /// An activity stopped.
    public static var stop: SensoryFeedback { fatalError() }
    /// An impact.
    public static var impact: SensoryFeedback { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have this modifier yet (HeroSim's documentation: What works as in SwiftUI)")
extension View {
    /// SwiftUI's `sensoryFeedback(_:trigger:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have sensoryFeedback yet (HeroSim's documentation: What works as in SwiftUI)")
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have symbolEffectsRemoved yet (HeroSim's documentation: What works as in SwiftUI)")
extension View {
    /// SwiftUI's `symbolEffectsRemoved(_:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have symbolEffectsRemoved yet (HeroSim's documentation: What works as in SwiftUI)")
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> Self { fatalError() }
}
