import LayoutCore
import Motion

/// `geometryGroup()`: the views inside take their place and size from this view's frame as it animates,
/// instead of animating their own frames.
struct GeometryGroupMarker: NodeMarker {
    /// Every group keeps its node.
    func handOver(to kept: any NodeMarker) -> Bool { kept is GeometryGroupMarker }
}

extension View {
    /// Makes this view a geometry group, as SwiftUI's `geometryGroup()` (iOS 17): while its frame animates,
    /// the views inside are laid out in the frame as it is at each moment (a view inserted inside moves and
    /// grows with it), rather than each animating its own frame from where it was to where it goes.
    public func geometryGroup() -> ModifiedContent<Self, _RuntimeMarkerModifier> {
        modifier(_RuntimeMarkerModifier(marker: GeometryGroupMarker()))
    }
}

extension Presenter {
    /// A geometry group whose frame animates, as drawn now: its content laid out again in the animated frame,
    /// then presented with every animated value but its views' own frames; nil when its frame does not move.
    func presentedGeometryGroup(_ placed: PlacedNode, frame: CGRect, mask: PresentationPlan.Mask?, tracks: [TrackKey: AnimationTrack],
                                sources: [MatchedGeometryKey: MatchedGeometrySource]) -> PlacedNode? {
        guard let path = placed.node.path, frame != placed.frame, let child = placed.node.children.first else { return nil }
        let context = PlacementContext(safeArea: placed.safeArea, bounds: CGRect(origin: .zero, size: host.size))
        let relaid = engine.place(child, at: frame.origin, proposal: ProposedViewSize(frame.size), context: context)
        let inner = tracks.filter { $0.key.attribute != .frame || !$0.key.path.isDescendant(of: path) }
        var out = placed
        out.frame = frame
        out.children = [present(relaid, mask: mask?.children.first, tracks: inner, sources: sources)]
        return out
    }
}
