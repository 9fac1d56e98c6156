import Foundation

/// SwiftUI's `Path`: an outline of lines and curves in points. Arcs, ellipses and rounded corners are kept
/// as cubic Bézier curves, so a path is a list of four kinds of element that cairo draws directly.
public struct Path: Hashable, Sendable {
    /// One element of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath with a line to its start.
        case closeSubpath
    }

    /// The elements, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}
    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }
    /// A rectangle with rounded corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius)) }
    /// A rectangle with rounded corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize) { addRoundedRect(in: rect, cornerSize: cornerSize) }
    /// The ellipse that fills `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    /// The path that `build` makes.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }
    /// The point the last element ends at.
    public var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p): (start, current) = (p, p)
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: point, control: control)) }
    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the current subpath.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
    /// Adds lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    /// Adds a closed rectangle.
    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                  CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }
    /// Adds closed rectangles.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }
    /// Adds the ellipse that fills `rect`, clockwise from its trailing edge.
    public mutating func addEllipse(in rect: CGRect) {
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        move(to: CGPoint(x: rect.maxX, y: rect.midY))
        appendArc(centre: centre, radii: CGSize(width: rect.width / 2, height: rect.height / 2), from: 0, to: 2 * .pi)
        closeSubpath()
    }
    /// Adds a closed rounded rectangle (corner sizes held to half the rectangle's sides).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let rx = max(0, min(cornerSize.width, rect.width / 2)), ry = max(0, min(cornerSize.height, rect.height / 2))
        guard rx > 0, ry > 0 else { return addRect(rect) }
        let radii = CGSize(width: rx, height: ry)
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        appendArc(centre: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), radii: radii, from: -.pi / 2, to: 0)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        appendArc(centre: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), radii: radii, from: 0, to: .pi / 2)
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        appendArc(centre: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), radii: radii, from: .pi / 2, to: .pi)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        appendArc(centre: CGPoint(x: rect.minX + rx, y: rect.minY + ry), radii: radii, from: .pi, to: 3 * .pi / 2)
        closeSubpath()
    }
    /// Adds an arc of a circle from `startAngle` to `endAngle`, with a line to its start from the current
    /// point. `clockwise` is in SwiftUI's flipped sense: `false` sweeps clockwise on screen (y down), as
    /// Core Graphics' arcs do in a flipped context.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let start = startAngle.radians
        var end = endAngle.radians
        // Not clockwise (SwiftUI's default) means increasing angles, clockwise on screen.
        if !clockwise { while end < start { end += 2 * .pi } } else { while end > start { end -= 2 * .pi } }
        let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        appendArc(centre: center, radii: CGSize(width: radius, height: radius), from: start, to: end)
    }
    /// Adds the elements of `path`.
    public mutating func addPath(_ path: Path) { elements += path.elements }

    /// The path with every point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var out = Path()
        out.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(to: p.applying(transform))
            case .line(let p): return .line(to: p.applying(transform))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2): return .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: return .closeSubpath
            }
        }
        return out
    }
    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The smallest rectangle holding every point and control point.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// Elliptical arc from angle `a0` to `a1` (radians, either direction) as cubic curves of at most 90°.
    private mutating func appendArc(centre: CGPoint, radii: CGSize, from a0: Double, to a1: Double) {
        let segments = max(1, Int((abs(a1 - a0) / (.pi / 2)).rounded(.up)))
        let step = (a1 - a0) / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        func point(_ a: Double) -> CGPoint { CGPoint(x: centre.x + radii.width * cos(a), y: centre.y + radii.height * sin(a)) }
        for index in 0..<segments {
            let s = a0 + Double(index) * step, e = s + step
            let c1 = CGPoint(x: centre.x + radii.width * (cos(s) - k * sin(s)), y: centre.y + radii.height * (sin(s) + k * cos(s)))
            let c2 = CGPoint(x: centre.x + radii.width * (cos(e) + k * sin(e)), y: centre.y + radii.height * (sin(e) - k * cos(e)))
            addCurve(to: point(e), control1: c1, control2: c2)
        }
    }
}
