import Headless

extension SceneTraceEntry {
    /// The view of matched-geometry id `id` the eye follows: its flying view while it flies and is seen,
    /// else the view of the group that is seen (the last in draw order), else none.
    func heroView(_ id: String) -> TracedViewEntry? {
        if let flying = flyingHeroes.last(where: { $0.id == id && $0.view.opacity > 0 }) { return flying.view }
        return matchedGeometry.last { $0.id == id && $0.opacity > 0 }
    }
}
