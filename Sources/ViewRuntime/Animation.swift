import Foundation
import Motion

/// How a change animates, as SwiftUI's `Animation`: a timing curve over a duration or a spring, with an
/// optional delay and speed.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The curve or spring.
    public var spec: AnimationSpec
    /// Seconds to wait before the animation starts moving.
    public var delay: Double = 0
    /// How much faster than written the animation plays (2 is twice as fast).
    public var speed: Double = 1
    /// The SwiftUI name it was made with (`default`, `easeInOut`, `spring`, ...), which a config file can
    /// use to replace it; nil for an animation made from a spec.
    public var name: String?

    /// An animation driven by `spec`.
    public init(_ spec: AnimationSpec) { self.spec = spec }

    /// An animation driven by `spec`, made by SwiftUI's `name`.
    init(_ spec: AnimationSpec, name: String) {
        self.spec = spec
        self.name = name
    }

    /// Every name an animation can have, for config files.
    public static let names = AnimationSpec.swiftUIAnimations

    /// This animation with its curve or spring replaced by `spec`, keeping its delay and speed.
    public func replacingSpec(with spec: AnimationSpec) -> Animation {
        var copy = self
        copy.spec = spec
        return copy
    }

    /// The curve or spring with the speed applied: curves run `speed` times shorter, springs `speed`
    /// times faster (stiffness ×speed², damping ×speed).
    public var resolvedSpec: AnimationSpec { spec.speeded(by: speed) }

    /// SwiftUI's default animation: a critically damped spring (response 0.55 s).
    public static let `default` = Animation(.default, name: "default")
    /// Constant speed over 0.35 s.
    public static let linear = Animation.linear(duration: AnimationSpec.defaultDuration)
    /// Ease in over 0.35 s.
    public static let easeIn = Animation.easeIn(duration: AnimationSpec.defaultDuration)
    /// Ease out over 0.35 s.
    public static let easeOut = Animation.easeOut(duration: AnimationSpec.defaultDuration)
    /// Ease in and out over 0.35 s.
    public static let easeInOut = Animation.easeInOut(duration: AnimationSpec.defaultDuration)
    /// A spring with response 0.55 s and damping fraction 0.825, as SwiftUI's `.spring`.
    public static let spring = Animation.spring(response: 0.55, dampingFraction: 0.825)
    /// A smooth spring with no bounce (0.5 s).
    public static let smooth = Animation.smooth()
    /// A snappy spring with a little bounce (0.5 s).
    public static let snappy = Animation.snappy()
    /// A bouncy spring (0.5 s).
    public static let bouncy = Animation.bouncy()

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(.curve(.linear, duration: duration), name: "linear") }
    /// Ease in over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(.curve(.easeIn, duration: duration), name: "easeIn") }
    /// Ease out over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(.curve(.easeOut, duration: duration), name: "easeOut") }
    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(.curve(.easeInOut, duration: duration), name: "easeInOut") }
    /// A cubic Bézier timing curve with control points (p1x, p1y) and (p2x, p2y).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = AnimationSpec.defaultDuration) -> Animation {
        Animation(.curve(.cubicBezier(CubicBezier(p1x, p1y, p2x, p2y)), duration: duration), name: "timingCurve")
    }
    /// A spring from its response (seconds per oscillation) and damping fraction.
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(response: response, dampingFraction: dampingFraction), initialVelocity: 0), name: "spring")
    }
    /// A spring from its perceived duration and bounce (−1...1).
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce), initialVelocity: 0), name: "spring")
    }
    /// A spring from its physical parameters.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(.spring(Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity), name: "interpolatingSpring")
    }
    /// A smooth spring.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.spring(.smooth(duration: duration, extraBounce: extraBounce), initialVelocity: 0), name: "smooth")
    }
    /// A snappy spring.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.spring(.snappy(duration: duration, extraBounce: extraBounce), initialVelocity: 0), name: "snappy")
    }
    /// A bouncy spring.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.spring(.bouncy(duration: duration, extraBounce: extraBounce), initialVelocity: 0), name: "bouncy")
    }

    /// This animation starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation { var a = self; a.delay += delay; return a }
    /// This animation played `speed` times faster.
    public func speed(_ speed: Double) -> Animation { var a = self; a.speed *= speed; return a }

    /// The spec's canonical spelling, with delay and speed when set.
    public var description: String {
        var text = spec.description
        if delay != 0 { text += " delay \(delay)s" }
        if speed != 1 { text += " speed ×\(speed)" }
        return text
    }
}

/// Replacements for a scene's animations, as a config file gives them: one for every animation, and
/// one per SwiftUI name (`default`, `easeInOut`, ...). A named replacement wins over `all`.
public struct AnimationOverrides: Hashable, Sendable {
    /// Replaces every animation.
    public var all: AnimationSpec?
    /// Replaces the animations made with a name.
    public var byName: [String: AnimationSpec] = [:]

    /// No replacements.
    public init(all: AnimationSpec? = nil, byName: [String: AnimationSpec] = [:]) {
        self.all = all
        self.byName = byName
    }

    /// Whether nothing is replaced.
    public var isEmpty: Bool { all == nil && byName.isEmpty }

    /// What a host's `animationOverride` should be: nil when nothing is replaced.
    public var resolver: ((Animation) -> Animation)? {
        guard !isEmpty else { return nil }
        let overrides = self
        return { overrides.apply(to: $0) }
    }

    /// `animation` with its curve or spring replaced as configured (delay and speed kept).
    public func apply(to animation: Animation) -> Animation {
        if let name = animation.name, let spec = byName[name] { return animation.replacingSpec(with: spec) }
        if let all { return animation.replacingSpec(with: all) }
        return animation
    }
}
