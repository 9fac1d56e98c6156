import Foundation
import LayoutCore
import ViewRuntime

extension FuzzChecks {
    /// The window sizes a generated run resizes between.
    private static let sizes = [CGSize(width: 400, height: 300), CGSize(width: 320, height: 480), CGSize(width: 640, height: 360)]

    /// A generated scene (`FuzzNode`) driven by generated inputs at generated times: model changes inside
    /// random animations, taps, drags, scrolls, resizes. After every input the tree the graph laid out is
    /// exactly the tree its state builds from scratch (no body left unread); every frame, drawn 60 times a
    /// second, has finite geometry, never draws one matched view of the tree fully opaque twice, and moves no
    /// matched view more than 40 % of its path from one frame to the next while only time passes; once
    /// everything has settled no removed view is drawn, and what the graph draws is exactly the display list
    /// of its state built and laid out from scratch.
    public static func runtime(_ bytes: [UInt8]) {
        if let problem = runtimeProblem(bytes) { require(false, problem) }
    }

    /// What `runtime(_:)` finds wrong with the run `bytes` describe, or nil.
    public static func runtimeProblem(_ bytes: [UInt8]) -> String? {
        do {
            try checkRuntime(bytes)
            return nil
        } catch let violation {
            return violation.message
        }
    }

    /// The scene the run `bytes` describe, as a tree of cases: what a failure's message points at.
    public static func runtimeScene(_ bytes: [UInt8]) -> String {
        var reader = ByteReader(bytes)
        var matchedIDs = 0
        return String(describing: FuzzNode.decode(&reader, depth: 4, nextMatchedID: &matchedIDs))
    }

    /// A property the run broke.
    struct Violation: Error {
        let message: String
    }

    private static func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(Violation) {
        if !condition { throw Violation(message: message()) }
    }

    private static func checkRuntime(_ bytes: [UInt8]) throws(Violation) {
        var reader = ByteReader(bytes)
        var matchedIDs = 0
        let node = FuzzNode.decode(&reader, depth: 4, nextMatchedID: &matchedIDs)
        let model = FuzzModel()
        let graph = ViewGraph(FuzzRootView(node: node, model: model), host: LayoutHost(size: sizes[0]), engine: LayoutEngine())
        var time = 0.0
        var inputs: [String] = []
        var paths = MatchedPaths()
        for _ in 0..<24 where !reader.isAtEnd {
            // Whether the input is a change inside an animation: then no matched view moves at once.
            var animated = false
            let before = MatchedPaths.drawn(graph)
            switch reader.next(6) {
            case 0:
                let flag = reader.next(model.flags.count), animation = FuzzScene.animations[reader.next(FuzzScene.animations.count)]
                inputs.append("t=\(time) flag \(flag) with \(animation.map(String.init(describing:)) ?? "none")")
                withAnimation(animation) { model.flags[flag].toggle() }
                animated = animation != nil
            case 1:
                let size = graph.host.size
                let point = CGPoint(x: size.width * Double(reader.next(41)) / 40, y: size.height * Double(reader.next(41)) / 40)
                inputs.append("t=\(time) tap \(point)")
                graph.tap(at: point)
            case 3:
                let size = graph.host.size
                let from = CGPoint(x: size.width * Double(reader.next(41)) / 40, y: size.height * Double(reader.next(41)) / 40)
                let by = CGSize(width: Double(reader.next(21) - 10) * 8, height: Double(reader.next(21) - 10) * 8)
                inputs.append("t=\(time) drag from \(from) by \(by)")
                graph.pointerDown(at: from)
                for step in 1...4 {
                    time += 1.0 / 60
                    graph.advance(to: time)
                    graph.pointerMoved(to: CGPoint(x: from.x + by.width * Double(step) / 4, y: from.y + by.height * Double(step) / 4))
                }
                graph.pointerUp()
            case 2:
                let size = sizes[reader.next(sizes.count)]
                inputs.append("t=\(time) resize \(size)")
                graph.resize(to: size)
            case 4:
                let size = graph.host.size
                let point = CGPoint(x: size.width * Double(reader.next(21)) / 20, y: size.height * Double(reader.next(21)) / 20)
                let by = CGSize(width: Double(reader.next(11) - 5) * 12, height: Double(reader.next(11) - 5) * 12)
                inputs.append("t=\(time) scroll at \(point) by \(by)")
                graph.scroll(by: by, at: point)
            default:
                break
            }
            // The input's update (a change made from outside the graph shows at the next frame).
            graph.advance(to: time)
            try checkLaidOutTree(graph, inputs)
            if animated { try checkNothingJumped(from: before, graph, inputs) }
            // What the input changed shows at once; from here on only time passes.
            paths.restart(graph)
            let wait = reader.next(8) * 3
            for _ in 0..<wait {
                time += 1.0 / 60
                graph.advance(to: time)
                try checkFrame(graph, inputs)
                try paths.record(graph, inputs)
            }
        }
        var waited = 0
        while graph.isAnimating && waited < 1_800 {
            time += 1.0 / 60
            graph.advance(to: time)
            try checkFrame(graph, inputs)
            try paths.record(graph, inputs)
            waited += 1
        }
        try check(!graph.isAnimating, "still moving 30 s after the last input; inputs: \(inputs)")
        try check(!graph.matchedGeometry.contains(where: \.isRemoved), "a removed view is still drawn after everything settled; inputs: \(inputs)")
        let presented = graph.displayList.items, scratch = graph.displayListFromScratch().items
        try check(presented == scratch, "the settled frame differs from a build from scratch: \(firstDifference(presented, scratch)); inputs: \(inputs)")
    }

    /// Checks one frame: finite geometry, and no matched view of the tree drawn fully opaque twice.
    private static func checkFrame(_ graph: ViewGraph, _ inputs: [String]) throws(Violation) {
        try checkFinite(graph.layout.root, graph, inputs)
        // A removed view may stay opaque while it leaves (a `.slide` does not fade), but two views in the tree
        // never draw one matched id opaque at once: only one branch of an `if`/`else` is there. (A detail over
        // its source, whose ids are negative, shares its id with a source still on screen.)
        var opaque: Set<MatchedPaths.Key> = []
        for element in graph.matchedGeometry where element.opacity >= 0.999 && !element.isRemoved && element.isSource {
            guard let id = element.id.base as? Int, id >= 0 else { continue }
            try check(opaque.insert(MatchedPaths.Key(element)).inserted, "matched view \(element.id) drawn opaque twice at t=\(graph.time); inputs: \(inputs)")
        }
    }

    /// Checks that the tree the last update laid out is the tree the graph's state builds from scratch: a body
    /// that was not read again would leave a stale view.
    private static func checkLaidOutTree(_ graph: ViewGraph, _ inputs: [String]) throws(Violation) {
        let laidOut = graph.laidOutDisplayList.items, scratch = graph.displayListFromScratch().items
        try check(laidOut == scratch, "the tree laid out at t=\(graph.time) differs from a build from scratch: \(firstDifference(laidOut, scratch)); inputs: \(inputs)")
    }

    /// Checks that every matched view drawn in the tree before an animated change, and still drawn there, has not
    /// moved yet: the change's animation moves it from there. Views on their way out are not compared, nor the
    /// groups a view left in the change: there the view compared may be another one, inserted with a transition
    /// of its own (a `.move` starts a width away), or put back while it was leaving.
    private static func checkNothingJumped(from before: [MatchedPaths.Key: CGRect], _ graph: ViewGraph, _ inputs: [String]) throws(Violation) {
        let after = MatchedPaths.drawn(graph)
        func leaving(_ drawn: [MatchedPaths.Key: CGRect]) -> [MatchedPaths.Group: Int] {
            var counts: [MatchedPaths.Group: Int] = [:]
            for key in drawn.keys where key.isRemoved { counts[key.group, default: 0] += 1 }
            return counts
        }
        let leavingBefore = leaving(before), leavingAfter = leaving(after)
        for (key, frame) in after where !key.isRemoved && leavingAfter[key.group, default: 0] <= leavingBefore[key.group, default: 0] {
            guard let previous = before[key] else { continue }
            try check(frame == previous, "matched view \(key.id) (\(key.isSource ? "source" : "follower")) jumped from \(previous) to \(frame) "
                + "at an animated change at t=\(graph.time); inputs: \(inputs)")
        }
    }

    /// Checks that every view drawn under `placed` has a finite frame.
    private static func checkFinite(_ placed: PlacedNode, _ graph: ViewGraph, _ inputs: [String]) throws(Violation) {
        let f = placed.frame
        try check(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite,
                  "a view drawn with a non-finite frame at t=\(graph.time): \(f); inputs: \(inputs)")
        for child in placed.children { try checkFinite(child, graph, inputs) }
    }

    /// The first command where two display lists differ, for a message.
    private static func firstDifference(_ a: [DisplayItem], _ b: [DisplayItem]) -> String {
        guard let index = zip(a, b).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else { return "\(a.count) commands against \(b.count)" }
        return "command \(index): \(a[index]) against \(b[index])"
    }
}

/// Where each matched view was drawn, frame by frame, since the last input: a view at rest that an input sets
/// moving moves, while only time passes, by at most 40 % of its whole path between two frames (no part of a
/// motion is skipped). A motion already under way at the input, or cut short by the next one, is not whole,
/// and is not judged.
struct MatchedPaths {
    /// One matched view: its namespace, id, role, whether it is leaving, and its place among the views with
    /// all of these the same, in draw order.
    struct Key: Hashable {
        let namespace: Namespace.ID
        let id: AnyHashable
        let isSource: Bool
        let isRemoved: Bool
        var occurrence = 0

        /// The group the view is drawn in.
        var group: Group { Group(namespace: namespace, id: id) }

        /// A follower is the same view whatever id it follows (the selection changes it).
        init(_ element: MatchedGeometryElement) {
            namespace = element.namespace
            id = element.isSource ? element.id : AnyHashable("follower")
            isSource = element.isSource
            isRemoved = element.isRemoved
        }
    }

    /// A matched-geometry group: a namespace and an id.
    struct Group: Hashable {
        let namespace: Namespace.ID
        let id: AnyHashable
    }

    /// The frames one view was drawn at since the last input, and whether it was moving at that input.
    private struct Path {
        var frames: [CGRect]
        var wasMoving = false

        var isMoving: Bool { frames.count > 1 && frames[frames.count - 1] != frames[frames.count - 2] }
    }

    private var paths: [Key: Path] = [:]

    /// An input happened: its change may move anything at once; from here on only time passes. A view counts as
    /// moving already when it was moving before the input, when it moved during the input (a drag's frames), or
    /// when too few frames were drawn since the last input to tell.
    mutating func restart(_ graph: ViewGraph) {
        let previous = paths
        paths = [:]
        for (key, frame) in Self.drawn(graph) {
            let moving = previous[key].map { $0.isMoving || $0.frames.count < 2 || $0.frames.last != frame } ?? false
            paths[key] = Path(frames: [frame], wasMoving: moving)
        }
    }

    /// Notes the frame drawn now, and checks each whole motion that ended with it.
    mutating func record(_ graph: ViewGraph, _ inputs: [String]) throws(FuzzChecks.Violation) {
        let now = Self.drawn(graph)
        for (key, frame) in now { paths[key, default: Path(frames: [])].frames.append(frame) }
        for (key, path) in paths {
            let stopped = path.frames.count > 2 && !path.isMoving
            guard now[key] == nil || stopped else { continue }
            if !path.wasMoving { try Self.check(path.frames, key, graph, inputs) }
            paths[key] = now[key].map { Path(frames: [$0]) }
        }
    }

    private static func check(_ frames: [CGRect], _ key: Key, _ graph: ViewGraph, _ inputs: [String]) throws(FuzzChecks.Violation) {
        guard frames.count > 2 else { return }
        let steps = zip(frames, frames.dropFirst()).map { distance($0, $1) }
        let total = steps.reduce(0, +)
        guard total > 4, let largest = steps.max(), largest > 0.4 * total else { return }
        throw FuzzChecks.Violation(message: "matched view \(key.id) (\(key.isSource ? "source" : "follower")\(key.isRemoved ? ", leaving" : "")) moved "
            + "\(Int(largest / total * 100)) % of its \(Int(total))-point path in one frame, before t=\(graph.time); inputs: \(inputs)")
    }

    /// Every matched view drawn now.
    static func drawn(_ graph: ViewGraph) -> [Key: CGRect] {
        var drawn: [Key: CGRect] = [:]
        for element in graph.matchedGeometry {
            var key = Key(element)
            while drawn[key] != nil { key.occurrence += 1 }
            drawn[key] = element.frame
        }
        return drawn
    }

    /// How far a rectangle's edges moved, at most.
    private static func distance(_ a: CGRect, _ b: CGRect) -> Double {
        max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
    }
}
