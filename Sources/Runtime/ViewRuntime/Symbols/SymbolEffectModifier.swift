import LayoutCore

/// The look a playing symbol effect gives the symbol at a moment.
struct SymbolLook {
    var scale = 1.0
    var opacity = 1.0
}

/// `symbolEffect(_:options:value:)` and `symbolEffect(_:options:isActive:)`: plays a symbol effect's motion
/// on the view (a symbol image, or anything holding one).
public struct _SymbolEffectModifier<Trigger: Equatable>: ViewModifier {
    let motion: _SymbolMotion
    let options: SymbolEffectOptions
    /// The value whose change plays a discrete effect, or the activity of an indefinite one.
    let trigger: Trigger
    let isActive: Bool
    let isDiscrete: Bool
    @Environment(\.symbolEffectsRemoved) private var removed

    init(motion: _SymbolMotion, options: SymbolEffectOptions, trigger: Trigger, isActive: Bool, isDiscrete: Bool) {
        self.motion = motion
        self.options = options
        self.trigger = trigger
        self.isActive = isActive
        self.isDiscrete = isDiscrete
    }

    public func body(content: Content) -> some View {
        let speed = options.speedFactor > 0 && options.speedFactor.isFinite ? options.speedFactor : 1
        let held = heldLook
        let plays = isDiscrete || options.count != nil
        // Played once per change (`count` times): for an indefinite effect, when it becomes active.
        let count = isDiscrete ? (options.count ?? 1) : (isActive ? options.count ?? 1 : 0)
        let scaleSteps = steps(\.scale, count: plays ? count : 1, speed: speed)
        let opacitySteps = steps(\.opacity, count: plays ? count : 1, speed: speed)
        return Group {
            if removed {
                content
            } else if let held {
                content
                    .scaleEffect(isActive ? held.scale : 1)
                    .opacity(isActive ? held.opacity : 1)
                    .animation(.smooth(duration: 0.35 / speed), value: isActive)
            } else if plays {
                content.keyframeAnimator(initialValue: SymbolLook(), trigger: trigger) { view, look in
                    view.scaleEffect(look.scale).opacity(look.opacity)
                } keyframes: { _ in
                    KeyframeTrack(\SymbolLook.scale) { for step in scaleSteps { CubicKeyframe(step.value, duration: step.duration) } }
                    KeyframeTrack(\SymbolLook.opacity) { for step in opacitySteps { LinearKeyframe(step.value, duration: step.duration) } }
                }
            } else {
                content.keyframeAnimator(initialValue: SymbolLook(), repeating: isActive) { view, look in
                    view.scaleEffect(look.scale).opacity(look.opacity)
                } keyframes: { _ in
                    KeyframeTrack(\SymbolLook.scale) { for step in scaleSteps { CubicKeyframe(step.value, duration: step.duration) } }
                    KeyframeTrack(\SymbolLook.opacity) { for step in opacitySteps { LinearKeyframe(step.value, duration: step.duration) } }
                }
            }
        }
    }

    /// The look an effect that holds while active holds.
    private var heldLook: SymbolLook? {
        guard case .held(let scale, let opacity) = motion.kind else { return nil }
        return SymbolLook(scale: scale, opacity: opacity)
    }

    /// The keyframes of one property played `count` times at `speed` (a still keyframe when it plays none).
    private func steps(_ property: KeyPath<SymbolLook, Double>, count: Int, speed: Double) -> [_SymbolMotion.Step] {
        guard case .played(let scale, let opacity) = motion.kind, count > 0 else { return [.init(value: 1, duration: 0)] }
        let once = property == \SymbolLook.scale ? scale : opacity
        return (0..<count).flatMap { _ in once.map { _SymbolMotion.Step(value: $0.value, duration: $0.duration / speed) } }
    }
}

extension View {
    /// Plays `effect` on the symbols in this view while `isActive`, as SwiftUI's
    /// `symbolEffect(_:options:isActive:)`: `.pulse` and `.variableColor` repeat (once with `.nonRepeating`,
    /// `count` times with `.repeat(count)`, each time the effect becomes active), `.scale` and `.disappear` hold
    /// their look while active and animate to and from it.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                      isActive: Bool = true) -> ModifiedContent<Self, _SymbolEffectModifier<Bool>> {
        modifier(_SymbolEffectModifier(motion: effect._motion, options: options, trigger: isActive, isActive: isActive, isDiscrete: false))
    }

    /// Plays `effect` on the symbols in this view once each time `value` changes, as SwiftUI's
    /// `symbolEffect(_:options:value:)` (`count` times with `.repeat(count)`): `.bounce`, `.pulse`, `.variableColor`.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                  value: U) -> ModifiedContent<Self, _SymbolEffectModifier<U>> {
        modifier(_SymbolEffectModifier(motion: effect._motion, options: options, trigger: value, isActive: true, isDiscrete: true))
    }
}

extension View {
    /// Stops the symbol effects inside this view (`symbolEffect`) from playing, when `isEnabled`.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        environment(\.symbolEffectsRemoved, isEnabled)
    }
}

extension EnvironmentValues {
    private enum SymbolEffectsRemovedKey: EnvironmentKey {
        static let defaultValue = false
    }

    /// Whether symbol effects here are removed (`.symbolEffectsRemoved()`).
    var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}

extension ContentTransition {
    /// A symbol replaced by another plays the replace effect: the old one shrinks away as the new one grows in.
    /// Other content changes at once.
    public static var symbolEffect: ContentTransition { symbolEffect(ReplaceSymbolEffect()) }

    /// A symbol replaced by another plays `effect` (`.replace`, `.replace.upUp`, `.replace.offUp`); other content
    /// changes at once.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default)
        -> ContentTransition {
        guard case .replace(let out, let into) = effect._motion.kind else { return .identity }
        return ContentTransition(style: .symbolReplace(out: out, into: into))
    }
}
