import Foundation

/// A custom `Shape`'s outline as a shape kind: its `path(in:)` and its `animatableData` as numbers. Two
/// are equal when they are of the same type and trace the same paths in two reference rectangles (a
/// shape is a function of its rectangle and its stored values).
public struct _AnyShapeOutline: Hashable, @unchecked Sendable {
    /// The shape's type.
    private let type: ObjectIdentifier
    /// The shape's `animatableData` as numbers; nil when HeroSim cannot see them (then it does not animate).
    package let vector: [Double]?
    private let pathIn: (CGRect) -> Path
    private let rebuild: ([Double]) -> AnyShapeOutline

    /// Wraps `shape`.
    package init<S: Shape>(_ shape: S) {
        type = ObjectIdentifier(S.self)
        vector = shape.animationVector
        pathIn = { shape.path(in: $0) }
        rebuild = { AnyShapeOutline(shape.withAnimationVector($0)) }
    }

    /// The outline in `rect` (points): traced in the shape's own coordinates, as SwiftUI traces it (its
    /// `path(in:)` gets a rectangle at the origin, so a `Path` view and a shape drawn from `0` stay in
    /// their frame), then moved to the rectangle's origin.
    package func path(in rect: CGRect) -> Path {
        let local = pathIn(CGRect(origin: .zero, size: rect.size))
        return rect.origin == .zero ? local : local.offsetBy(dx: rect.minX, dy: rect.minY)
    }
    /// The shape with its animatable data made from `vector`.
    package func with(_ vector: [Double]) -> AnyShapeOutline { vector == self.vector ? self : rebuild(vector) }

    private static let references = [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 3, y: 5, width: 37, height: 61)]

    /// Equal shapes trace the same outlines.
    public static func == (lhs: _AnyShapeOutline, rhs: _AnyShapeOutline) -> Bool {
        lhs.type == rhs.type && lhs.vector == rhs.vector && references.allSatisfy { lhs.path(in: $0) == rhs.path(in: $0) }
    }
    /// Hashes the type and the numbers.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(vector)
    }
}

/// The name HeroSim's own code uses for `_AnyShapeOutline`.
package typealias AnyShapeOutline = _AnyShapeOutline
