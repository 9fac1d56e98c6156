import Foundation
import Headless
import ViewRuntime

/// The onion skin of a transition: where the flying view of each of its flights is drawn at evenly spaced
/// moments, and the path of their centres, from the replay history.
public struct OnionSkin: Sendable {
    /// One flying view at one moment.
    public struct Sample: Hashable, Sendable {
        /// The moment (seconds).
        public var time: Double
        /// The matched-geometry id.
        public var id: String
        /// Where it is drawn.
        public var frame: CGRect
        /// Its corner radius.
        public var cornerRadius: Double
    }

    /// The outlines: every flying view at `outlines` evenly spaced moments, first and last included.
    public var outlines: [Sample]
    /// The centre path: the same views at `pathPoints` evenly spaced moments.
    public var path: [Sample]

    /// The onion skin of `animation` in `graph` (which keeps its replay history): at each moment, the flying
    /// view of every flight (the traced view that carries it) that is seen.
    package init(of animation: RecordedAnimation, in graph: ViewGraph, outlines: Int = 8, pathPoints: Int = 48) {
        func samples(_ count: Int) -> [Sample] {
            guard count > 1 else { return [] }
            return (0..<count).flatMap { index -> [Sample] in
                let time = animation.start + (animation.end - animation.start) * Double(index) / Double(count - 1)
                return graph.traceEntry(replaying: time).flyingHeroes
                    .filter { $0.view.opacity > 0 }
                    .map { Sample(time: time, id: $0.id, frame: $0.view.frame.cgRect, cornerRadius: $0.view.cornerRadius) }
            }
        }
        self.outlines = samples(outlines)
        self.path = samples(pathPoints)
    }
}
