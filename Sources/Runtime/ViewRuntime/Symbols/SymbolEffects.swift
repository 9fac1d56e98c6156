import LayoutCore

/// An animation of a symbol image, as SwiftUI's `SymbolEffect` (iOS 17): `.bounce`, `.pulse`,
/// `.variableColor`, `.scale`, `.appear`/`.disappear`, `.replace`. Play one with `symbolEffect(_:options:value:)`
/// (once each time a value changes) or `symbolEffect(_:options:isActive:)` (while active). HeroSim's symbols are
/// one layer, so `byLayer` and `wholeSymbol` look the same, and `variableColor` dims the whole symbol.
public protocol SymbolEffect: Hashable, Sendable {
    /// How the effect moves the symbol.
    var _motion: _SymbolMotion { get }
}

/// An effect that plays once each time a value changes.
public protocol DiscreteSymbolEffect {}
/// An effect that plays, or holds, while it is active.
public protocol IndefiniteSymbolEffect {}
/// An effect that replaces one symbol with another (`contentTransition(.symbolEffect(_:))`).
public protocol ContentTransitionSymbolEffect {}
/// An effect that shows or hides a symbol (`.appear`, `.disappear`).
public protocol TransitionSymbolEffect {}

/// How a symbol effect moves the symbol: the scale and opacity it passes through, or holds.
public struct _SymbolMotion: Hashable, Sendable {
    /// One step of a keyframe track: a value reached after a duration (seconds).
    struct Step: Hashable, Sendable {
        let value: Double
        let duration: Double
    }
    enum Kind: Hashable, Sendable {
        /// Passes through the steps and comes back (bounce, pulse, variable colour).
        case played(scale: [Step], opacity: [Step])
        /// Holds this look while active (scale, disappear).
        case held(scale: Double, opacity: Double)
        /// Replaces one symbol with another: the old one scales to `out` and the new one grows from `in`.
        case replace(out: Double, in: Double)
    }
    let kind: Kind
}

/// Moves the symbol up and back, or down and back, once: SwiftUI's `BounceSymbolEffect`.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect {
    var downward = false
    /// Up first (the default).
    public var up: BounceSymbolEffect { BounceSymbolEffect(downward: false) }
    /// Down first.
    public var down: BounceSymbolEffect { BounceSymbolEffect(downward: true) }
    /// Each layer in turn (HeroSim's symbols have one).
    public var byLayer: BounceSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { self }
    /// HeroSim's bounce: to 1.2 (0.8 down) in 0.15 s, back to 1 on a bouncy spring in 0.35 s.
    public var _motion: _SymbolMotion {
        _SymbolMotion(kind: .played(scale: [.init(value: downward ? 0.8 : 1.2, duration: 0.15), .init(value: 1, duration: 0.35)],
                                    opacity: [.init(value: 1, duration: 0.5)]))
    }
}

/// Fades the symbol out and back in: SwiftUI's `PulseSymbolEffect`.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// Each layer in turn (HeroSim's symbols have one).
    public var byLayer: PulseSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { self }
    /// HeroSim's pulse: to opacity 0.3 in 0.5 s and back in 0.5 s.
    public var _motion: _SymbolMotion {
        _SymbolMotion(kind: .played(scale: [.init(value: 1, duration: 1)],
                                    opacity: [.init(value: 0.3, duration: 0.5), .init(value: 1, duration: 0.5)]))
    }
}

/// Lights the symbol's layers in turn: SwiftUI's `VariableColorSymbolEffect` (HeroSim dims and lights the
/// whole one-layer symbol).
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// One layer at a time.
    public var iterative: VariableColorSymbolEffect { self }
    /// Layers lit one after another, staying lit.
    public var cumulative: VariableColorSymbolEffect { self }
    /// Back and forth.
    public var reversing: VariableColorSymbolEffect { self }
    /// One way.
    public var nonReversing: VariableColorSymbolEffect { self }
    /// Unlit layers hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// Unlit layers dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
    /// HeroSim's variable colour: to opacity 0.35 in 0.6 s and back in 0.6 s.
    public var _motion: _SymbolMotion {
        _SymbolMotion(kind: .played(scale: [.init(value: 1, duration: 1.2)],
                                    opacity: [.init(value: 0.35, duration: 0.6), .init(value: 1, duration: 0.6)]))
    }
}

/// Holds the symbol larger or smaller while active: SwiftUI's `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    var smaller = false
    /// Larger (the default): 1.2.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(smaller: false) }
    /// Smaller: 0.8.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(smaller: true) }
    /// Each layer (HeroSim's symbols have one).
    public var byLayer: ScaleSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: ScaleSymbolEffect { self }
    /// Held at 1.2 (0.8 down).
    public var _motion: _SymbolMotion { _SymbolMotion(kind: .held(scale: smaller ? 0.8 : 1.2, opacity: 1)) }
}

/// Shows or hides the symbol: SwiftUI's `AppearSymbolEffect` (`.appear`, `.disappear`).
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    var hides: Bool
    /// Growing from or shrinking to nothing (the default).
    public var up: AppearSymbolEffect { self }
    /// The same.
    public var down: AppearSymbolEffect { self }
    /// Each layer (HeroSim's symbols have one).
    public var byLayer: AppearSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: AppearSymbolEffect { self }
    /// Hidden (scale 0.5, transparent) while active for `.disappear`; for `.appear`, shown while active.
    public var _motion: _SymbolMotion { _SymbolMotion(kind: .held(scale: hides ? 0.5 : 1, opacity: hides ? 0 : 1)) }
}

/// Replaces a symbol with another: SwiftUI's `ReplaceSymbolEffect`, for `contentTransition(.symbolEffect(.replace))`.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    var out = 0.5, into = 0.5
    /// The old symbol shrinks away as the new one grows in (the default).
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(out: 0.5, into: 0.5) }
    /// Both grow: the old one away, the new one in.
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(out: 1.5, into: 0.5) }
    /// The old one goes at once as the new one grows in.
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(out: 1, into: 0.5) }
    /// Each layer (HeroSim's symbols have one).
    public var byLayer: ReplaceSymbolEffect { self }
    /// The whole symbol.
    public var wholeSymbol: ReplaceSymbolEffect { self }
    /// The old symbol scaling to `out` and fading, the new one growing from `into`.
    public var _motion: _SymbolMotion { _SymbolMotion(kind: .replace(out: out, in: into)) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse of opacity.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Layers lit in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// Held larger (or smaller) while active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// Shown while active.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect(hides: false) }
    /// Hidden while active.
    public static var disappear: AppearSymbolEffect { AppearSymbolEffect(hides: true) }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// The old symbol replaced by the new one.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// How a symbol effect plays, as SwiftUI's `SymbolEffectOptions`: repeated or not, how many times, how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times it plays: nil while active (repeating).
    var count: Int?
    /// How fast: 2 plays it in half the time.
    var speedFactor = 1.0

    /// Once for a discrete effect, repeating while active for an indefinite one.
    public static let `default` = SymbolEffectOptions(count: nil)
    /// Repeating while active.
    public static let repeating = SymbolEffectOptions(count: nil)
    /// Once.
    public static let nonRepeating = SymbolEffectOptions(count: 1)
    /// `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(count: max(1, count)) }
    /// At `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(count: nil, speedFactor: speed) }
    /// These options played `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var options = self
        options.count = max(1, count)
        return options
    }
    /// These options at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speedFactor = speed
        return options
    }
}

/// A symbol appearing and disappearing with a symbol effect, as SwiftUI's `SymbolEffectTransition`
/// (`.transition(.symbolEffect)`): it grows from half its size as it fades in, and shrinks back as it fades out.
public struct SymbolEffectTransition: Transition {
    /// A transition playing `effect` (`.appear` coming in, `.disappear` going out; HeroSim's one-layer symbols
    /// look the same whichever is given).
    public init<T: TransitionSymbolEffect & SymbolEffect>(effect: T, options: SymbolEffectOptions = .default) {}

    /// The view at half its size and transparent outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : 0.5).opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// Symbols appear and disappear with the appear and disappear effects.
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition(effect: AppearSymbolEffect(hides: false)) }
    /// Symbols appear and disappear with `effect`.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default)
        -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}
