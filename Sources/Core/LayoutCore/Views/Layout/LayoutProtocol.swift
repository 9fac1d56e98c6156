import Foundation

/// A container's layout written by hand, as SwiftUI's `Layout`: it sizes itself from its subviews
/// (`sizeThatFits`) and then places each of them (`placeSubviews`). Use it as a view:
/// `MyLayout { Text("a"); Text("b") }`.
public protocol Layout: Animatable {
    /// Values kept between this layout's calls for one container (computed once per set of subviews).
    associatedtype Cache = Void
    /// The subviews a layout arranges.
    typealias Subviews = LayoutSubviews

    /// The layout's properties (its stack orientation).
    static var layoutProperties: LayoutProperties { get }
    /// The size the container chooses for `proposal`, measuring `subviews` as it needs.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each of `subviews` in `bounds`, the size `sizeThatFits` chose at the place its parent gave it.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's preferred spacing to the views around it.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// Where the container puts a horizontal alignment guide, or nil for the default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// Where the container puts a vertical alignment guide, or nil for the default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The cache for a new set of subviews.
    func makeCache(subviews: Subviews) -> Cache
    /// Brings `cache` up to date after the subviews changed (by default, makes it again).
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    /// No explicit horizontal guide: the default guide applies.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// No explicit vertical guide: the default guide applies.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A layout's properties: the axis it stacks along, if any.
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks its subviews along (a `Spacer` in it grows along it), or nil.
    public var stackOrientation: Axis?
    /// Properties with no stack orientation.
    public init() {}
}
