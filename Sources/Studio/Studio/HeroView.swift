import Headless

extension SceneTraceEntry {
    /// The view of matched-geometry id `id` the eye follows: among those seen, its flying view
    /// (`flyingHeroes`), else one moving, else the last; the last drawn when none is seen.
    func heroView(_ id: String) -> TracedViewEntry? {
        if let flying = flyingHeroes.last(where: { $0.id == id && $0.view.opacity > 0 }) { return flying.view }
        let views = matchedGeometry.filter { $0.id == id }
        let seen = views.filter { $0.opacity > 0 }
        return seen.last { $0.motion != nil } ?? seen.last ?? views.last
    }
}
