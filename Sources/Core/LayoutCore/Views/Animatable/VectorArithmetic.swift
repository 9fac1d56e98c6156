import Foundation

/// SwiftUI's `VectorArithmetic`: a value that can be added, subtracted and scaled, so an animation can
/// interpolate it.
///
/// HeroSim animates a value through its numbers (`_animationComponents`): `Double`, `CGFloat`, `Float`,
/// `AnimatablePair` and `EmptyAnimatableData` have them. A type of your own that conforms only with
/// SwiftUI's requirements has none, and its changes are not interpolated (HeroSim's documentation: Differences from SwiftUI).
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
    /// HeroSim: the value's numbers, in a fixed order; nil when HeroSim cannot see them.
    var _animationComponents: [Double]? { get }
    /// HeroSim: the value made from the numbers at the front of `components` (which it removes), or nil.
    static func _fromAnimationComponents(_ components: inout ArraySlice<Double>) -> Self?
}

extension VectorArithmetic {
    /// A copy multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
    /// No numbers HeroSim can see.
    public var _animationComponents: [Double]? { nil }
    /// No numbers HeroSim can see.
    public static func _fromAnimationComponents(_ components: inout ArraySlice<Double>) -> Self? { nil }
}

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square.
    public var magnitudeSquared: Double { self * self }
    /// The value itself.
    public var _animationComponents: [Double]? { [self] }
    /// The first number.
    public static func _fromAnimationComponents(_ components: inout ArraySlice<Double>) -> Double? { components.popFirst() }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
    /// The value itself.
    public var _animationComponents: [Double]? { [Double(self)] }
    /// The first number.
    public static func _fromAnimationComponents(_ components: inout ArraySlice<Double>) -> Float? { components.popFirst().map(Float.init) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
    /// The value itself.
    public var _animationComponents: [Double]? { [Double(self)] }
    /// The first number.
    public static func _fromAnimationComponents(_ components: inout ArraySlice<Double>) -> CGFloat? { components.popFirst().map { CGFloat($0) } }
}

/// SwiftUI's `EmptyAnimatableData`: the data of something with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The empty value.
    public init() {}
    /// The empty value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Nothing to add.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing to subtract.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
    /// No numbers.
    public var _animationComponents: [Double]? { [] }
    /// The empty value, taking no numbers.
    public static func _fromAnimationComponents(_ components: inout ArraySlice<Double>) -> EmptyAnimatableData? { EmptyAnimatableData() }
}

/// SwiftUI's `AnimatablePair`: two animatable values animated together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second
    /// A pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// Both zero.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    /// Component-wise sum.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair { AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second) }
    /// Component-wise difference.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair { AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second) }
    /// Scales both values.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
    /// The first value's numbers, then the second's.
    public var _animationComponents: [Double]? {
        guard let a = first._animationComponents, let b = second._animationComponents else { return nil }
        return a + b
    }
    /// The first value from the front of `components`, then the second.
    public static func _fromAnimationComponents(_ components: inout ArraySlice<Double>) -> AnimatablePair? {
        guard let a = First._fromAnimationComponents(&components), let b = Second._fromAnimationComponents(&components) else { return nil }
        return AnimatablePair(a, b)
    }
}
