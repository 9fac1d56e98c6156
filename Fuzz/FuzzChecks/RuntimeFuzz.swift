import Foundation
import LayoutCore
import ViewRuntime

extension FuzzChecks {
    /// The window sizes a generated run resizes between.
    private static let sizes = [CGSize(width: 400, height: 300), CGSize(width: 320, height: 480), CGSize(width: 640, height: 360)]

    /// A generated scene (`FuzzNode`) driven by generated inputs at generated times: model changes inside
    /// random animations, taps, drags, resizes. Every frame has finite geometry and never draws one matched view of
    /// the tree fully opaque twice; once everything has settled no removed view is drawn, and what the graph draws is exactly the display list
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

    /// A property the run broke.
    private struct Violation: Error {
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
        for _ in 0..<24 where !reader.isAtEnd {
            switch reader.next(5) {
            case 0:
                let flag = reader.next(model.flags.count), animation = FuzzScene.animations[reader.next(FuzzScene.animations.count)]
                inputs.append("t=\(time) flag \(flag) with \(animation.map(String.init(describing:)) ?? "none")")
                withAnimation(animation) { model.flags[flag].toggle() }
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
            default:
                break
            }
            time += Double(reader.next(8)) * 0.05
            graph.advance(to: time)
            try checkFrame(graph, inputs)
        }
        var waited = 0
        while graph.isAnimating && waited < 600 {
            time += 0.05
            graph.advance(to: time)
            try checkFrame(graph, inputs)
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
        // never draw one matched id opaque at once: only one branch of an `if`/`else` is there.
        var opaque: Set<AnyHashable> = []
        for element in graph.matchedGeometry where element.opacity >= 0.999 && !element.isRemoved {
            try check(opaque.insert(element.id).inserted, "matched view \(element.id) drawn opaque twice at t=\(graph.time); inputs: \(inputs)")
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
