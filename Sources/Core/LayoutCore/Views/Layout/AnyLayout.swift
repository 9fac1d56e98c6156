import Foundation

/// Any `Layout`, its type erased: switch a container between layouts (`isWide ? AnyLayout(HStackLayout())
/// : AnyLayout(VStackLayout())`) and its views keep their identity, so in an animated change each of them
/// moves to its new place.
public struct AnyLayout: Layout, NodeMakingLayout {
    let base: any Layout

    /// Erases `layout`'s type.
    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    /// The cache of the layout held, erased.
    public struct Cache {
        var value: Any?
    }

    /// An empty cache: the held layout makes its own the first time it is asked.
    public func makeCache(subviews: Subviews) -> Cache { Cache(value: nil) }

    /// The held layout's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        Self.sizeThatFits(base, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places `subviews` as the held layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        Self.placeSubviews(base, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The held layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        Self.spacing(base, subviews: subviews, cache: &cache)
    }

    func containerKind() -> NodeKind {
        (base as? any NodeMakingLayout)?.containerKind() ?? Self.runner(base)
    }

    private static func runner<L: Layout>(_ layout: L) -> NodeKind { .customLayout(LayoutRunner(layout)) }

    private static func typed<L: Layout>(_ layout: L, _ subviews: Subviews, _ cache: inout Cache) -> L.Cache {
        (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
    }

    private static func sizeThatFits<L: Layout>(_ layout: L, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        var own = typed(layout, subviews, &cache)
        defer { cache.value = own }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &own)
    }

    private static func placeSubviews<L: Layout>(_ layout: L, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                                 cache: inout Cache) {
        var own = typed(layout, subviews, &cache)
        defer { cache.value = own }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &own)
    }

    private static func spacing<L: Layout>(_ layout: L, subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var own = typed(layout, subviews, &cache)
        defer { cache.value = own }
        return layout.spacing(subviews: subviews, cache: &own)
    }
}
