// SwiftUI's symbol effects and sensory feedback, not in HeroSim yet: declared unavailable so that code
// using them says it is HeroSim's gap (see NotYetViews.swift).

/// SwiftUI's `SymbolEffect`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have symbolEffect yet (HeroSim's documentation: What works as in SwiftUI)")
public protocol SymbolEffect {}

/// SwiftUI's `BounceSymbolEffect`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have symbolEffect yet (HeroSim's documentation: What works as in SwiftUI)")
public struct BounceSymbolEffect: SymbolEffect {}

/// SwiftUI's `PulseSymbolEffect`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have symbolEffect yet (HeroSim's documentation: What works as in SwiftUI)")
public struct PulseSymbolEffect: SymbolEffect {}

/// SwiftUI's `VariableColorSymbolEffect`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have symbolEffect yet (HeroSim's documentation: What works as in SwiftUI)")
public struct VariableColorSymbolEffect: SymbolEffect {}

/// SwiftUI's `ScaleSymbolEffect`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have symbolEffect yet (HeroSim's documentation: What works as in SwiftUI)")
public struct ScaleSymbolEffect: SymbolEffect {}

@available(*, unavailable, message: "HeroSim does not have symbolEffect yet (HeroSim's documentation: What works as in SwiftUI)")
extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have symbolEffect yet (HeroSim's documentation: What works as in SwiftUI)")
extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse of opacity.
    public static var pulse: PulseSymbolEffect { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have symbolEffect yet (HeroSim's documentation: What works as in SwiftUI)")
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Layers lit in turn.
    public static var variableColor: VariableColorSymbolEffect { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have symbolEffect yet (HeroSim's documentation: What works as in SwiftUI)")
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale up or down.
    public static var scale: ScaleSymbolEffect { fatalError() }
}

/// SwiftUI's `SymbolEffectOptions`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have symbolEffect yet (HeroSim's documentation: What works as in SwiftUI)")
public struct SymbolEffectOptions: Sendable {
    /// The default options.
    public static var `default`: SymbolEffectOptions { fatalError() }
    /// Repeating.
    public static var repeating: SymbolEffectOptions { fatalError() }
    /// Not repeating.
    public static var nonRepeating: SymbolEffectOptions { fatalError() }
    /// Played `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { fatalError() }
    /// Played at `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { fatalError() }
}

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
    /// SwiftUI's `symbolEffect(_:options:isActive:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have symbolEffect yet (HeroSim's documentation: What works as in SwiftUI)")
    public func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> Self { fatalError() }
    /// SwiftUI's `symbolEffect(_:options:value:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have symbolEffect yet (HeroSim's documentation: What works as in SwiftUI)")
    public func symbolEffect<T: SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> Self { fatalError() }
    /// SwiftUI's `sensoryFeedback(_:trigger:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have sensoryFeedback yet (HeroSim's documentation: What works as in SwiftUI)")
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have symbolEffect yet (HeroSim's documentation: What works as in SwiftUI)")
extension ContentTransition {
    /// SwiftUI's `.symbolEffect` content transition: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have symbolEffect yet; .opacity and .numericText are there (HeroSim's documentation: What works as in SwiftUI)")
    public static var symbolEffect: ContentTransition { fatalError() }
}
