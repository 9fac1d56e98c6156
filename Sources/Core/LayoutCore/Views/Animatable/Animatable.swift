import Foundation

/// SwiftUI's `Animatable`: a type whose `animatableData` an animation interpolates. HeroSim interpolates
/// the data of custom `Shape`s, `GeometryEffect`s and custom `View`s (whose body is read for every frame
/// while their data animates).
public protocol Animatable {
    /// The type of the data that animates.
    associatedtype AnimatableData: VectorArithmetic
    /// The data that animates.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing animates.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable {
    /// HeroSim: the numbers of `animatableData`, or nil when HeroSim cannot see them.
    package var animationVector: [Double]? { animatableData._animationComponents }

    /// HeroSim: this value with `animatableData` made from `vector` (unchanged if it cannot be).
    package func withAnimationVector(_ vector: [Double]) -> Self {
        var components = vector[...]
        guard let data = AnimatableData._fromAnimationComponents(&components), components.isEmpty else { return self }
        var copy = self
        copy.animatableData = data
        return copy
    }
}

extension Double: Animatable {
    /// The value itself.
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: Animatable {
    /// The value itself.
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension CGPoint: Animatable {
    /// x and y.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// Width and height.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The origin's and the size's data.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension UnitPoint: Animatable {
    /// x and y.
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
