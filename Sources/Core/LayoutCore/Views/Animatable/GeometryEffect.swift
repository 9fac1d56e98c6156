import Foundation

/// SwiftUI's `GeometryEffect`: a modifier that draws its content through the projection it returns for
/// the content's size, without changing layout. Its `animatableData` animates with the transaction, and
/// the projection is asked again for each frame's value.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The projection from the content's own coordinates (origin at its top-leading corner) to where it is drawn.
    func effectValue(size: CGSize) -> ProjectionTransform
}

/// A `GeometryEffect` of any type, with its animatable numbers.
package struct AnyGeometryEffect {
    /// The effect's `animatableData` as numbers (empty when HeroSim cannot see them: it does not animate).
    package let vector: [Double]
    /// The effect's type name, for the layout dump.
    package let typeName: String
    private let projection: (CGSize) -> ProjectionTransform
    private let rebuild: ([Double]) -> AnyGeometryEffect

    /// Wraps `effect`.
    package init<E: GeometryEffect>(_ effect: E) {
        vector = effect.animationVector ?? []
        typeName = "\(E.self)"
        projection = { effect.effectValue(size: $0) }
        rebuild = { AnyGeometryEffect(effect.withAnimationVector($0)) }
    }

    /// The projection for a view of `size`.
    package func projection(for size: CGSize) -> ProjectionTransform { projection(size) }
    /// The effect with its animatable data made from `vector`.
    package func with(_ vector: [Double]) -> AnyGeometryEffect { vector == self.vector ? self : rebuild(vector) }
}
