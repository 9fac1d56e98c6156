import Foundation

/// A view's preferred spacing to its neighbours on each edge, as SwiftUI's `ViewSpacing`. HeroSim's views
/// all prefer 8 points (a `Spacer` none), so the distance between two views is 8, and 0 next to a spacer.
public struct ViewSpacing: Sendable, Equatable {
    var top, leading, bottom, trailing: CGFloat

    /// No spacing on any edge.
    public static let zero = ViewSpacing(all: 0)

    /// The system's default spacing on every edge.
    public init() { self.init(all: LayoutEngine.defaultSpacing) }

    init(all value: CGFloat) {
        top = value
        leading = value
        bottom = value
        trailing = value
    }

    /// Takes, on `edges`, the larger of this spacing and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing with `other`'s larger values on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var union = self
        union.formUnion(other, edges: edges)
        return union
    }

    /// The distance from this view to `next`, the view after it along `axis`: the smaller of the two
    /// facing preferences (so a spacer, which prefers none, sits flush).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: return min(trailing, next.leading)
        case .vertical: return min(bottom, next.top)
        }
    }
}
