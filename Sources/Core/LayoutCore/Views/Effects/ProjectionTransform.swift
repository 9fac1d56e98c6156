import Foundation

/// SwiftUI's `ProjectionTransform`: a 3 × 3 matrix acting on row vectors [x y 1], so
/// x' = (m11·x + m21·y + m31) / w and y' = (m12·x + m22·y + m32) / w with w = m13·x + m23·y + m33.
///
/// HeroSim draws with cairo, whose transforms are affine: a projection with perspective terms (m13, m23)
/// is drawn as its affine part (see `affinePart`), and the README says so.
public struct ProjectionTransform: Hashable, Sendable {
    /// First row.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// Second row.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// Third row (the translation, and w's constant).
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}
    /// The projection that `t` is.
    public init(_ t: CGAffineTransform) {
        m11 = t.a; m12 = t.b
        m21 = t.c; m22 = t.d
        m31 = t.tx; m32 = t.ty
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }
    /// Whether it has no perspective terms.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs` (the matrix product self · rhs).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }

    /// The inverse (the adjugate over the determinant), or nil when it has none.
    public func inverted() -> ProjectionTransform? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let determinant = m11 * c11 + m21 * c12 + m31 * c13
        guard determinant != 0, determinant.isFinite else { return nil }
        var r = ProjectionTransform()
        r.m11 = c11 / determinant
        r.m12 = c12 / determinant
        r.m13 = c13 / determinant
        r.m21 = (m23 * m31 - m21 * m33) / determinant
        r.m22 = (m11 * m33 - m13 * m31) / determinant
        r.m23 = (m13 * m21 - m11 * m23) / determinant
        r.m31 = (m21 * m32 - m22 * m31) / determinant
        r.m32 = (m12 * m31 - m11 * m32) / determinant
        r.m33 = (m11 * m22 - m12 * m21) / determinant
        return r
    }

    /// The affine transform cairo draws: the perspective terms dropped, the rest divided by m33.
    public var affinePart: CGAffineTransform {
        let w = m33 != 0 && m33.isFinite ? m33 : 1
        return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
    }

    /// A translation.
    static func translation(_ dx: CGFloat, _ dy: CGFloat) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: dx, y: dy))
    }
}

extension CGPoint {
    /// This point moved by `t`, divided by w.
    public func applying(_ t: ProjectionTransform) -> CGPoint {
        let w = t.m13 * x + t.m23 * y + t.m33
        return CGPoint(x: (t.m11 * x + t.m21 * y + t.m31) / w, y: (t.m12 * x + t.m22 * y + t.m32) / w)
    }
}
