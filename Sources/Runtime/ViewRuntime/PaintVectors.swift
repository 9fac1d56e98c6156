import Foundation
import LayoutCore

extension Color {
    /// Red, green, blue, alpha.
    var animationVector: [Double] { [red, green, blue, alpha] }

    /// The colour of `v[at..<at+4]`, each channel held to 0...1 (a spring may overshoot).
    init(animationVector v: [Double], at start: Int) {
        func channel(_ i: Int) -> Double { min(1, max(0, v[start + i])) }
        self.init(red: channel(0), green: channel(1), blue: channel(2), opacity: channel(3))
    }
}

extension Paint {
    /// The numbers that animate: a colour's channels; a gradient's colours' channels, then its start and
    /// end points. Two paints interpolate only when they have as many numbers (a colour and a gradient, or
    /// gradients of different lengths, do not: the change shows at once).
    var animationVector: [Double] {
        switch self {
        case .color(let c): return c.animationVector
        case .linearGradient(let colors, let start, let end): return colors.flatMap(\.animationVector) + [start.x, start.y, end.x, end.y]
        case .material(let m): return [m.radius, m.opacity, 0] + m.tint.animationVector
        case .gradient(let gradient): return gradient.animationVector
        case .mesh(let mesh): return mesh.animationVector
        }
    }

    /// This paint with its numbers replaced by `v`, or nil when `v` does not fit it.
    func with(_ v: [Double]) -> Paint? {
        guard v.count == animationVector.count else { return nil }
        switch self {
        case .color: return .color(Color(animationVector: v, at: 0))
        case .linearGradient(let colors, _, _):
            let n = colors.count * 4
            return .linearGradient(colors: stride(from: 0, to: n, by: 4).map { Color(animationVector: v, at: $0) },
                                   start: UnitPoint(x: v[n], y: v[n + 1]), end: UnitPoint(x: v[n + 2], y: v[n + 3]))
        case .material:
            // A material's blur radius, opacity and tint.
            return .material(MaterialPaint(radius: max(0, v[0]), tint: Color(animationVector: v, at: 3), opacity: min(1, max(0, v[1]))))
        case .gradient(let gradient): return .gradient(gradient.with(v))
        case .mesh(let mesh): return .mesh(mesh.with(v))
        }
    }
}
