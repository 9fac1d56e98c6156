import Foundation

/// How the end of an open line is drawn (CoreGraphics' `CGLineCap`, which Foundation on Linux lacks).
public enum CGLineCap: Int32, Sendable, Hashable {
    /// Squared off at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
}

/// How two segments of a line meet (CoreGraphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// A sharp corner, cut off past the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut straight across.
    case bevel
}

/// The line a shape's outline is stroked with, as SwiftUI's `StrokeStyle`: its width, ends, joins and dashes.
/// Its width and dash phase animate.
public struct StrokeStyle: Hashable, Sendable, Animatable {
    /// The line's width in points.
    public var lineWidth: CGFloat
    /// How open ends are drawn.
    public var lineCap: CGLineCap
    /// How segments meet.
    public var lineJoin: CGLineJoin
    /// How far (in line widths) a miter join may reach before it is bevelled.
    public var miterLimit: CGFloat
    /// The lengths of the dashes and gaps, alternately (a solid line when empty).
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style; SwiftUI's defaults are a 1-point solid line with butt ends and miter joins.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The width, miter limit and dash phase.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
