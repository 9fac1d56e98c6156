import Foundation
import Motion

/// How a change animates, as SwiftUI's `Animation`: a timing curve over a duration or a spring, with an
/// optional delay and speed.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The curve or spring.
    package var spec: AnimationSpec
    /// Seconds to wait before the animation starts moving.
    public var delay: Double = 0
    /// How much faster than written the animation plays (2 is twice as fast).
    public var speed: Double = 1
    /// How it repeats (`repeatCount`, `repeatForever`); nil when it plays once.
    var repetition: AnimationRepetition?
    /// A custom animation's merge rule (`CustomAnimation.shouldMerge`), nil for HeroSim's own animations.
    var merge: CustomAnimationMerge?
    /// The SwiftUI name it was made with (`default`, `easeInOut`, `spring`, ...), which a config file can
    /// use to replace it; nil for an animation made from a spec.
    public var name: String?

    /// An animation driven by `spec`.
    package init(_ spec: AnimationSpec) { self.spec = spec }

    /// How the code that made it spells it (see `codeDescription`).
    var spelling: String?

    /// An animation driven by `spec`, made by SwiftUI's `name`, spelled in Swift as `spelling`.
    init(_ spec: AnimationSpec, name: String, spelling: String) {
        self.spec = spec
        self.name = name
        self.spelling = spelling
    }

    /// Every name an animation can have, for config files: SwiftUI's `Animation` members.
    public static let names = AnimationSpec.swiftUIAnimations

    /// This animation with its curve or spring replaced by `spec`, keeping its delay and speed.
    package func replacingSpec(with spec: AnimationSpec) -> Animation {
        var copy = self
        copy.spec = spec
        copy.spelling = nil
        return copy
    }

    /// The curve or spring with the speed applied: curves run `speed` times shorter, springs `speed`
    /// times faster (stiffness ×speed², damping ×speed).
    package var resolvedSpec: AnimationSpec { spec.speeded(by: speed) }

    /// SwiftUI's default animation: a critically damped spring (response 0.55 s).
    public static let `default` = Animation(.default, name: "default", spelling: ".default")
    /// Constant speed over 0.35 s.
    public static let linear = Animation(.curve(.linear, duration: AnimationSpec.defaultDuration), name: "linear", spelling: ".linear")
    /// Ease in over 0.35 s.
    public static let easeIn = Animation(.curve(.easeIn, duration: AnimationSpec.defaultDuration), name: "easeIn", spelling: ".easeIn")
    /// Ease out over 0.35 s.
    public static let easeOut = Animation(.curve(.easeOut, duration: AnimationSpec.defaultDuration), name: "easeOut", spelling: ".easeOut")
    /// Ease in and out over 0.35 s.
    public static let easeInOut = Animation(.curve(.easeInOut, duration: AnimationSpec.defaultDuration), name: "easeInOut",
                                            spelling: ".easeInOut")
    /// SwiftUI's `.spring`: response 0.5 s, damping fraction 0.825.
    public static let spring = Animation(.spring(Spring(response: 0.5, dampingFraction: 0.825), initialVelocity: 0), name: "spring",
                                         spelling: ".spring")
    /// SwiftUI's `.interactiveSpring`: response 0.15 s, damping fraction 0.86.
    public static let interactiveSpring = Animation(.spring(Spring(response: 0.15, dampingFraction: 0.86), initialVelocity: 0),
                                                    name: "interactiveSpring", spelling: ".interactiveSpring")
    /// A smooth spring with no bounce (0.5 s).
    public static let smooth = Animation(.spring(.smooth(), initialVelocity: 0), name: "smooth", spelling: ".smooth")
    /// A snappy spring with a little bounce (0.5 s).
    public static let snappy = Animation(.spring(.snappy(), initialVelocity: 0), name: "snappy", spelling: ".snappy")
    /// A bouncy spring (0.5 s).
    public static let bouncy = Animation(.spring(.bouncy(), initialVelocity: 0), name: "bouncy", spelling: ".bouncy")

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation {
        Animation(.curve(.linear, duration: duration), name: "linear", spelling: call("linear", ("duration", duration)))
    }
    /// Ease in over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
        Animation(.curve(.easeIn, duration: duration), name: "easeIn", spelling: call("easeIn", ("duration", duration)))
    }
    /// Ease out over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        Animation(.curve(.easeOut, duration: duration), name: "easeOut", spelling: call("easeOut", ("duration", duration)))
    }
    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(.curve(.easeInOut, duration: duration), name: "easeInOut", spelling: call("easeInOut", ("duration", duration)))
    }
    /// A cubic Bézier timing curve with control points (p1x, p1y) and (p2x, p2y).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation(.curve(.cubicBezier(CubicBezier(p1x, p1y, p2x, p2y)), duration: duration), name: "timingCurve",
                  spelling: call("timingCurve", ("", p1x), ("", p1y), ("", p2x), ("", p2y), ("duration", duration)))
    }
    /// A spring from its response (seconds per oscillation) and damping fraction. `.spring()` is this
    /// spring with its default values, as in SwiftUI.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(response: response, dampingFraction: dampingFraction), initialVelocity: 0), name: "spring",
                  spelling: call("spring", ("response", response), ("dampingFraction", dampingFraction), blend(blendDuration)))
    }
    /// A spring from its perceived duration and bounce (−1...1).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce), initialVelocity: 0), name: "spring",
                  spelling: call("spring", ("duration", duration), ("bounce", bounce), blend(blendDuration)))
    }
    /// A spring animation driven by `spring`.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation(.spring(spring, initialVelocity: 0), name: "spring",
                  spelling: call("spring", ("", spring), blend(blendDuration)))
    }
    /// A stiffer spring for interactive changes (response 0.15 s by default). `.interactiveSpring()` is
    /// this spring with its default values, as in SwiftUI.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(.spring(Spring(response: response, dampingFraction: dampingFraction), initialVelocity: 0), name: "interactiveSpring",
                  spelling: call("interactiveSpring", ("response", response), ("dampingFraction", dampingFraction)))
    }
    /// A stiffer spring for interactive changes, from its perceived duration and extra bounce.
    @_disfavoredOverload
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: extraBounce), initialVelocity: 0), name: "interactiveSpring",
                  spelling: call("interactiveSpring", ("duration", duration), ("extraBounce", extraBounce)))
    }
    /// A spring from its physical parameters.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(.spring(Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity), name: "interpolatingSpring",
                  spelling: call("interpolatingSpring", ("mass", mass), ("stiffness", stiffness), ("damping", damping),
                                 velocity(initialVelocity)))
    }
    /// An interpolating spring from its perceived duration and bounce.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity), name: "interpolatingSpring",
                  spelling: call("interpolatingSpring", ("duration", duration), ("bounce", bounce), velocity(initialVelocity)))
    }
    /// An interpolating spring driven by `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(.spring(spring, initialVelocity: initialVelocity), name: "interpolatingSpring",
                  spelling: call("interpolatingSpring", ("", spring), velocity(initialVelocity)))
    }
    /// A smooth spring.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.spring(.smooth(duration: duration, extraBounce: extraBounce), initialVelocity: 0), name: "smooth",
                  spelling: call("smooth", ("duration", duration), ("extraBounce", extraBounce)))
    }
    /// A snappy spring.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.spring(.snappy(duration: duration, extraBounce: extraBounce), initialVelocity: 0), name: "snappy",
                  spelling: call("snappy", ("duration", duration), ("extraBounce", extraBounce)))
    }
    /// A bouncy spring.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.spring(.bouncy(duration: duration, extraBounce: extraBounce), initialVelocity: 0), name: "bouncy",
                  spelling: call("bouncy", ("duration", duration), ("extraBounce", extraBounce)))
    }

    /// This animation starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var a = self
        a.delay += delay
        a.spelling = spelling.map { $0 + Self.call("delay", ("", delay)) }
        return a
    }
    /// This animation played `count` times, every other time backwards when `autoreverses` (SwiftUI's
    /// default). When the last time ends the value is the new one: after an even count of reversing
    /// plays that is a jump from where it started, as in SwiftUI.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        var a = self
        a.repetition = AnimationRepetition(count: count, autoreverses: autoreverses)
        a.spelling = spelling.map { $0 + Self.call("repeatCount", ("", count), ("autoreverses", autoreverses)) }
        return a
    }
    /// This animation played again and again, every other time backwards when `autoreverses`: the value
    /// never arrives and the graph keeps animating (`isAnimating` stays true), each frame still a function
    /// of time alone.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var a = self
        a.repetition = AnimationRepetition(count: nil, autoreverses: autoreverses)
        a.spelling = spelling.map { $0 + Self.call("repeatForever", ("autoreverses", autoreverses)) }
        return a
    }
    /// This animation played `speed` times faster.
    public func speed(_ speed: Double) -> Animation {
        var a = self
        a.speed *= speed
        a.spelling = spelling.map { $0 + Self.call("speed", ("", speed)) }
        return a
    }

    /// The animation as it is spelled in Swift, e.g. `.spring(duration: 0.5, bounce: 0.3).delay(0.1)`: how
    /// the code that made it reads. An animation made from a spec, or whose spec a config replaced, is
    /// spelled as its spec (`description`).
    public var codeDescription: String { spelling ?? description }

    /// The spec's canonical spelling, with delay and speed when set.
    public var description: String {
        var text = spec.description
        if delay != 0 { text += " delay \(delay)s" }
        if speed != 1 { text += " speed ×\(speed)" }
        if let repetition { text += repetition.description }
        return text
    }
}

/// Replacements for a scene's animations, as a config file gives them: one for every animation, and
/// one per SwiftUI name (`default`, `easeInOut`, ...). A named replacement wins over `all`.
package struct AnimationOverrides: Hashable, Sendable {
    /// Replaces every animation but those in `kept`.
    package var all: AnimationSpec?
    /// Replaces the animations made with a name.
    package var byName: [String: AnimationSpec] = [:]
    /// Curves the config itself chose elsewhere (the demo's `transitions.present` and `dismiss`): an
    /// animation made from one of them, with no SwiftUI name, is the config's already, and `all` leaves it.
    package var kept: [AnimationSpec] = []

    /// No replacements.
    package init(all: AnimationSpec? = nil, byName: [String: AnimationSpec] = [:]) {
        self.all = all
        self.byName = byName
    }

    /// Whether nothing is replaced.
    package var isEmpty: Bool { all == nil && byName.isEmpty }

    /// What a host's `animationOverride` should be: nil when nothing is replaced.
    package var resolver: ((Animation) -> Animation)? {
        guard !isEmpty else { return nil }
        let overrides = self
        return { overrides.apply(to: $0) }
    }

    /// `animation` with its curve or spring replaced as configured (delay and speed kept).
    package func apply(to animation: Animation) -> Animation {
        if let name = animation.name, let spec = byName[name] { return animation.replacingSpec(with: spec) }
        if animation.name == nil, kept.contains(animation.spec) { return animation }
        if let all { return animation.replacingSpec(with: all) }
        return animation
    }
}

/// How an animation repeats: `count` plays (forever when nil), every other one backwards when it `autoreverses`.
struct AnimationRepetition: Hashable, Sendable, CustomStringConvertible {
    var count: Int?
    var autoreverses: Bool

    /// As the timeline says it: ` repeat ×3 autoreverses`, ` repeat forever`.
    var description: String { " repeat " + (count.map { "×\($0)" } ?? "forever") + (autoreverses ? " autoreverses" : "") }
}

extension Animation {
    /// The track that plays this animation from `start` to `target`, starting at `time` (after its delay),
    /// repeated as it says.
    func track(from start: [Double], to target: [Double], at time: Double) -> AnimationTrack {
        repeated(AnimationTrack(from: start, to: target, animation: resolvedSpec, at: time + delay))
    }

    /// `track` repeated as this animation says (unchanged when it plays once).
    func repeated(_ track: AnimationTrack) -> AnimationTrack {
        guard let repetition else { return track }
        return track.repeating(count: repetition.count, autoreverses: repetition.autoreverses)
    }
}
