import Foundation
import ViewRuntime

/// Opens and closes a scene's matched-geometry views one after another by itself (`--autoplay`): every
/// 0.6 s of simulation time once nothing animates, it taps the next view's centre, or, when one is open
/// (its id drawn twice), the top one, which closes it in the built-in scenes.
struct Autoplay {
    /// Simulation seconds from one tap to when the next may come.
    static let pause = 0.6
    /// When the next tap may come (simulation seconds).
    private var next = 0.5
    /// Which view the next opening tap goes to.
    private var index = 0

    /// Taps when one is due at simulation time `now` and `graph` does not animate; returns whether it did.
    mutating func step(_ graph: ViewGraph, now: Double) -> Bool {
        guard now >= next, !graph.isAnimating else { return false }
        tap(graph)
        next = now + Autoplay.pause
        return true
    }

    private mutating func tap(_ graph: ViewGraph) {
        let elements = graph.matchedGeometry.filter { !$0.isRemoved }
        guard !elements.isEmpty else { return }
        let ids = elements.map(\.id)
        let target: CGRect
        if Set(ids).count < ids.count, let top = elements.last {
            target = top.frame
        } else {
            target = elements[index % elements.count].frame
            index += 1
        }
        _ = graph.tap(at: CGPoint(x: target.midX, y: target.midY))
    }
}
