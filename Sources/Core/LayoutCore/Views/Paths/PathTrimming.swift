import Foundation

extension Path {
    /// The part of the path between the fractions `from` and `to` of its length, as SwiftUI's
    /// `trimmedPath(from:to:)`: curves stay curves, cut where the length falls.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = max(0, min(1, from)), end = max(0, min(1, to))
        if start <= 0 && end >= 1 { return self }
        let pieces = PathPieces(self)
        guard end > start, pieces.length > 0 else { return Path() }
        return pieces.between(start * pieces.length, end * pieces.length)
    }
}

extension Shape {
    /// The shape's outline between the fractions `from` and `to` of its length (both animate).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// `trim(from:to:)`: a part of another shape's outline.
public struct _TrimmedShape<S: Shape>: Shape {
    var shape: S
    var startFraction: CGFloat
    var endFraction: CGFloat

    /// The trimmed outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// The shape's own data and both fractions.
    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            startFraction = newValue.second.first
            endFraction = newValue.second.second
        }
    }
}

/// A path as a list of pieces (lines and Bézier curves, each closing line included), with their lengths.
struct PathPieces {
    /// One line or curve: its control points from start to end (2 for a line, 3 or 4 for a curve).
    struct Piece {
        var points: [CGPoint]
        /// Whether it starts a subpath.
        var startsSubpath: Bool
        /// The length along the piece at each of `PathPieces.samples` + 1 evenly spaced parameters.
        var lengths: [CGFloat]
        var length: CGFloat { lengths.last ?? 0 }
    }

    static let samples = 64
    private(set) var pieces: [Piece] = []
    private(set) var length: CGFloat = 0

    init(_ path: Path) {
        var subpathStart = CGPoint.zero, current = CGPoint.zero, starts = true
        func add(_ points: [CGPoint]) {
            let lengths = PathPieces.lengths(points)
            pieces.append(Piece(points: points, startsSubpath: starts, lengths: lengths))
            length += lengths.last ?? 0
            starts = false
            current = points.last!
        }
        for element in path.elements {
            switch element {
            case .move(let p): (subpathStart, current, starts) = (p, p, true)
            case .line(let p): add([current, p])
            case .quadCurve(let p, let c): add([current, c, p])
            case .curve(let p, let c1, let c2): add([current, c1, c2, p])
            case .closeSubpath:
                if current != subpathStart { add([current, subpathStart]) }
                current = subpathStart
                starts = true
            }
        }
    }

    /// The pieces between lengths `a` and `b` along the path.
    func between(_ a: CGFloat, _ b: CGFloat) -> Path {
        var path = Path()
        var offset: CGFloat = 0
        var drawing = false
        for piece in pieces {
            defer { offset += piece.length }
            if piece.startsSubpath { drawing = false }
            let low = max(a, offset), high = min(b, offset + piece.length)
            guard high > low else { continue }
            let t0 = PathPieces.parameter(at: low - offset, in: piece), t1 = PathPieces.parameter(at: high - offset, in: piece)
            let part = PathPieces.segment(piece.points, from: t0, to: t1)
            if !drawing || path.currentPoint != part[0] { path.move(to: part[0]) }
            switch part.count {
            case 2: path.addLine(to: part[1])
            case 3: path.addQuadCurve(to: part[2], control: part[1])
            default: path.addCurve(to: part[3], control1: part[1], control2: part[2])
            }
            drawing = true
        }
        return path
    }

    /// The Bézier point at `t` of the control points `points`.
    static func point(_ points: [CGPoint], at t: CGFloat) -> CGPoint {
        var p = points
        while p.count > 1 {
            p = zip(p, p.dropFirst()).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
        }
        return p[0]
    }

    /// The lengths along a piece at evenly spaced parameters (a line's are exact).
    static func lengths(_ points: [CGPoint]) -> [CGFloat] {
        let steps = points.count == 2 ? 1 : samples
        var lengths: [CGFloat] = [0]
        var previous = points[0]
        for step in 1...steps {
            let next = point(points, at: CGFloat(step) / CGFloat(steps))
            lengths.append(lengths.last! + hypot(next.x - previous.x, next.y - previous.y))
            previous = next
        }
        return lengths
    }

    /// The parameter at which `distance` along `piece` falls.
    static func parameter(at distance: CGFloat, in piece: Piece) -> CGFloat {
        let lengths = piece.lengths
        guard piece.length > 0 else { return 0 }
        let steps = CGFloat(lengths.count - 1)
        var index = 1
        while index < lengths.count - 1 && lengths[index] < distance { index += 1 }
        let span = lengths[index] - lengths[index - 1]
        let within = span > 0 ? (distance - lengths[index - 1]) / span : 0
        return (CGFloat(index - 1) + max(0, min(1, within))) / steps
    }

    /// The control points of the part of a Bézier piece between parameters `t0` and `t1` (de Casteljau).
    static func segment(_ points: [CGPoint], from t0: CGFloat, to t1: CGFloat) -> [CGPoint] {
        let head = split(points, at: t1).first
        guard t1 > 0 else { return Array(repeating: points[0], count: points.count) }
        return split(head, at: t0 / t1).second
    }

    /// The control points of a Bézier piece cut at `t`: before and after.
    static func split(_ points: [CGPoint], at t: CGFloat) -> (first: [CGPoint], second: [CGPoint]) {
        var first: [CGPoint] = [], second: [CGPoint] = []
        var level = points
        while !level.isEmpty {
            first.append(level[0])
            second.insert(level[level.count - 1], at: 0)
            level = zip(level, level.dropFirst()).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
        }
        return (first, second)
    }
}
