import Foundation
import LayoutCore
import ViewRuntime

/// Makes a trace entry of a host's current frame: its traced views, each with the velocity and acceleration
/// of its frame, and its flights (those its flying views carry). Velocity and acceleration are one-sided
/// finite differences of the drawn geometry over three more samples 1 ms apart (second order), taken
/// forwards in time, or backwards when an animation ends within 3 ms; the samples never cross the start or
/// end of an animation, so a flight's first frame has its initial velocity and a view at rest has none.
package enum GeometryTracer {
    /// The sampling step, seconds.
    static let step = 1e-3

    /// The entry of frame `index` of `host` as drawn now.
    package static func entry(_ index: Int, of host: HeadlessHost) -> SceneTraceEntry {
        let graph = host.graph
        let now = graph.moment.tracedViews
        var derivatives = [[Double]](repeating: [0, 0, 0, 0], count: now.count)
        var accelerations = derivatives
        if graph.isAnimating, let (direction, h) = samplingStep(graph) {
            let samples = (1...3).map { k in keyed(graph.moment(at: graph.time + direction * Double(k) * h).tracedFrames) }
            for (i, (view, key)) in zip(now, identities(now)).enumerated() {
                guard let s1 = samples[0][key], let s2 = samples[1][key], let s3 = samples[2][key] else { continue }
                let x0 = view.frame.vector
                // Rounding in layout (1e-13 of a point) is not motion: a view that stays put reads exactly 0.
                // Differences from x0 first: −3·x0 + 4·x1 − x2 in floating point is not 0 when all three are equal.
                let (d1, d2, d3) = (offset(s1, x0), offset(s2, x0), offset(s3, x0))
                derivatives[i] = (0..<4).map { direction * (4 * d1[$0] - d2[$0]) / (2 * h) }
                accelerations[i] = (0..<4).map { (-5 * d1[$0] + 4 * d2[$0] - d3[$0]) / (h * h) }
            }
        }
        let views = now.indices.map { i in
            let names = host.names(of: now[i])
            return TracedViewEntry(now[i], id: names.id, path: names.path, velocity: derivatives[i], acceleration: accelerations[i])
        }
        return SceneTraceEntry(frame: index, time: host.time, size: TraceSize(width: host.size.width, height: host.size.height),
                               animating: graph.isAnimating, views: views, flights: TraceFlight.flights(of: now))
    }

    /// The direction (+1 forwards, −1 backwards) and step of the samples: 1 ms forwards while no animation
    /// starts or ends in the next 3 ms, else backwards, else a third of the longer smooth side; nil when
    /// the current moment is both a start and an end.
    static func samplingStep(_ graph: ViewGraph) -> (Double, Double)? {
        let smooth = graph.smoothInterval
        let ahead = smooth.to - graph.time, behind = graph.time - smooth.from
        if ahead >= 3 * step { return (1, step) }
        if behind >= 3 * step { return (-1, step) }
        guard max(ahead, behind) > 0 else { return nil }
        return ahead >= behind ? (1, ahead / 3) : (-1, behind / 3)
    }

    /// `sample − origin` per component, with a difference within 1e-9 of a point (relative, past one point)
    /// taken as 0: rounding in layout is not motion, and a view that stays put reads exactly 0.
    private static func offset(_ sample: [Double], _ origin: [Double]) -> [Double] {
        zip(sample, origin).map { abs($0 - $1) <= 1e-9 * max(1, abs($1)) ? 0 : $0 - $1 }
    }

    /// A view's identity across samples: its place in the tree, whether it is removed, and how many views
    /// before it share both.
    private struct Identity: Hashable {
        let path: ViewPath
        let isRemoved: Bool
        let repeats: Int
    }

    /// The identity of each of `views`, in order.
    private static func identities(_ views: [TracedView]) -> [Identity] {
        var seen: [Identity: Int] = [:]
        return views.map { view in
            let first = Identity(path: view.viewPath, isRemoved: view.isRemoved, repeats: 0)
            let repeats = seen[first, default: 0]
            seen[first] = repeats + 1
            return Identity(path: view.viewPath, isRemoved: view.isRemoved, repeats: repeats)
        }
    }

    private static func keyed(_ views: [TracedView]) -> [Identity: [Double]] {
        var table: [Identity: [Double]] = [:]
        for (view, key) in zip(views, identities(views)) { table[key] = view.frame.vector }
        return table
    }
}

extension TraceRect {
    /// A rectangle of rates from x, y, width, height.
    init(vector v: [Double]) { self.init(CGRect(x: v[0], y: v[1], width: v[2], height: v[3])) }
}

extension TracedViewEntry {
    /// A traced view as a trace entry, with the given rates of change (none by default).
    /// `id` and `path`, when given, are the view's names already made.
    package init(_ view: TracedView, id: String? = nil, path: String? = nil, velocity: [Double] = [0, 0, 0, 0], acceleration: [Double] = [0, 0, 0, 0]) {
        self.init(kind: view.kind == .matchedGeometry ? .matchedGeometry : .animating, id: id ?? view.id, namespace: view.namespace,
                  frame: TraceRect(view.frame), isSource: view.isSource ?? false, opacity: view.opacity, removed: view.isRemoved,
                  path: path ?? view.path, cornerRadius: view.cornerRadius, z: view.z,
                  clip: view.clip.map { TraceClip(frame: TraceRect($0.rect), cornerRadius: $0.cornerRadius) },
                  motion: view.motion.map { TraceMotion(curve: $0.curve, start: $0.start, end: $0.end, progress: $0.progress, attributes: $0.attributes) },
                  velocity: TraceRect(vector: velocity), acceleration: TraceRect(vector: acceleration),
                  speed: hypot(velocity[0] + velocity[2] / 2, velocity[1] + velocity[3] / 2))
    }
}
