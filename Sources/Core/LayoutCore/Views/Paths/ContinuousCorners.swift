import Foundation

/// How a rounded rectangle's corners are drawn, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles joined to the straight edges (the curvature jumps where they meet).
    case circular
    /// Apple's continuous corner (the "squircle" of iOS 7 and later): the curve leaves the straight edge
    /// 1.528 radii before the corner and its curvature grows smoothly.
    case continuous
}

/// Apple's continuous corner, as UIKit's `UIBezierPath(roundedRect:cornerRadius:)` has drawn it since
/// iOS 7. Apple does not publish it; the control points are the widely used reconstruction published by
/// PaintCode ("Drawing Code for iOS 7 Rounded Rectangles",
/// https://www.paintcodeapp.com/news/code-for-ios-7-rounded-rectangles), the same numbers the Figma and
/// Sketch write-ups on corner smoothing start from. One corner is three cubic curves joined by two short
/// lines; each point is `(along, into)` in corner radii: `along` back along the edge the path arrives on,
/// `into` along the edge it leaves by, both measured from the rectangle's corner.
package enum ContinuousCorner {
    /// How far from the corner, in radii, the curve leaves the straight edge.
    package static let reach = 1.52866483

    /// One step of a corner: a cubic curve (two controls and an end) or a line (an end).
    package enum Step {
        /// A cubic curve through two control points to an end point.
        case curve(CGPoint, CGPoint, CGPoint)
        /// A straight line to an end point.
        case line(CGPoint)
    }

    /// The steps after the curve's start at `(reach, 0)`, in radii; the corner ends at `(0, reach)`.
    package static let steps: [Step] = [
        .curve(CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0), CGPoint(x: 0.66993427, y: 0.06549600)),
        .line(CGPoint(x: 0.63149399, y: 0.07491100)),
        .curve(CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16905899, y: 0.37282392), CGPoint(x: 0.07491100, y: 0.63149399)),
        .line(CGPoint(x: 0.06549600, y: 0.66993427)),
        .curve(CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: 1.52866483)),
    ]

    /// Whether a continuous corner of `radius` fits `rect`: both corners of each side need `reach ×
    /// radius` of it. Where they do not, UIKit and HeroSim draw the circular corner instead.
    package static func fits(radius: CGFloat, in rect: CGRect) -> Bool {
        radius * reach <= min(rect.width, rect.height) / 2
    }
}

extension Path {
    /// A rectangle with rounded corners of `cornerRadius` in `style`. (SwiftUI's default style here is
    /// `.continuous`; HeroSim's stays `.circular`, so existing drawings keep their look.)
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle with rounded corners of `cornerSize` in `style`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Adds a closed rounded rectangle in `style`. A continuous corner that does not fit (its curve would
    /// need more than half the shorter side) is drawn circular, as UIKit does; unequal corner sizes are
    /// drawn circular (elliptical).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle) {
        let radius = cornerSize.width
        guard style == .continuous, cornerSize.width == cornerSize.height, radius > 0, radius.isFinite,
              ContinuousCorner.fits(radius: radius, in: rect) else {
            return addRoundedRect(in: rect, cornerSize: cornerSize)
        }
        addRoundedCorners(in: rect, topLeading: radius, topTrailing: radius, bottomTrailing: radius, bottomLeading: radius,
                          style: .continuous)
    }

    /// Adds a closed rectangle with each corner rounded by its own radius (top-leading, top-trailing,
    /// bottom-trailing, bottom-leading, each held to half the shorter side), clockwise on screen from the
    /// top edge. A continuous corner that does not fit is drawn circular.
    package mutating func addRoundedCorners(in rect: CGRect, topLeading: CGFloat, topTrailing: CGFloat,
                                            bottomTrailing: CGFloat, bottomLeading: CGFloat, style: RoundedCornerStyle) {
        let limit = min(rect.width, rect.height) / 2
        func clamped(_ r: CGFloat) -> CGFloat { r.isFinite ? max(0, min(r, limit)) : 0 }
        // Each corner: its radius, its point, the way back along the edge arrived on, the way along the edge left by.
        let corners: [(CGFloat, CGPoint, CGPoint, CGPoint)] = [
            (clamped(topTrailing), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),
            (clamped(bottomTrailing), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)),
            (clamped(bottomLeading), CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)),
            (clamped(topLeading), CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),
        ]
        func isContinuous(_ r: CGFloat) -> Bool { style == .continuous && ContinuousCorner.fits(radius: r, in: rect) }
        let first = corners[3].0
        move(to: CGPoint(x: rect.minX + first * (isContinuous(first) ? ContinuousCorner.reach : 1), y: rect.minY))
        for (index, (r, corner, back, on)) in corners.enumerated() {
            func point(_ p: CGPoint) -> CGPoint {
                let x: CGFloat = corner.x + (p.x * back.x + p.y * on.x) * r
                let y: CGFloat = corner.y + (p.x * back.y + p.y * on.y) * r
                return CGPoint(x: x, y: y)
            }
            guard r > 0 else { addLine(to: corner); continue }
            guard isContinuous(r) else {
                // A quarter circle whose centre is one radius in from both edges.
                let centre = point(CGPoint(x: 1, y: 1))
                let start = Angle(degrees: Double(index) * 90 - 90), end = Angle(degrees: Double(index) * 90)
                addArc(center: centre, radius: r, startAngle: start, endAngle: end, clockwise: false)
                continue
            }
            addLine(to: point(CGPoint(x: ContinuousCorner.reach, y: 0)))
            for step in ContinuousCorner.steps {
                switch step {
                case .curve(let c1, let c2, let end): addCurve(to: point(end), control1: point(c1), control2: point(c2))
                case .line(let end): addLine(to: point(end))
                }
            }
        }
        closeSubpath()
    }
}

extension ShapeKind {
    /// The corner style of a rounded rectangle; `.circular` for every other kind.
    package var cornerStyle: RoundedCornerStyle {
        if case .roundedRectangle(_, let style) = self { return style }
        return .circular
    }
}
