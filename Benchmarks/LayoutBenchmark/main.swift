// Lays out a 10,000-icon grid with LayoutCore and reports time per view. Build and run in release:
//   swift run -c release layout-benchmark [count]
import Foundation
import LayoutCore

/// One card like the demo's: an icon over a title on a rounded background.
struct BenchmarkCard: View {
    let index: Int
    var title: String?
    var body: some View {
        VStack(spacing: 8) {
            Image("icon-\(index % 16)").resizable().scaledToFit().frame(maxWidth: .infinity, maxHeight: .infinity)
            Text(title ?? "Item \(index)").font(.system(size: 13, weight: .semibold))
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 18).fill(Color.blue.gradient))
        .id(index)
    }
}

/// The grid of `count` cards.
struct BenchmarkGrid: View {
    let count: Int
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 16)], spacing: 16) {
            ForEach(0..<count) { BenchmarkCard(index: $0) }
        }
        .padding(24)
    }
}

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 10_000
let engine = LayoutEngine()
let host = LayoutHost(size: CGSize(width: 1280, height: 800))
/// The number of layout nodes in a tree.
func nodeCount(_ node: Node) -> Int { node.children.reduce(1) { $0 + nodeCount($1) } }
var buildTimes: [Double] = [], layoutTimes: [Double] = [], listTimes: [Double] = []
var items = 0, nodes = 0
for _ in 0..<11 {
    let start = Date()
    let root = LayoutEngine.rootNode(BenchmarkGrid(count: count), in: BuildEnvironment())
    let built = Date()
    let result = engine.layout(root: root, in: host)
    let laidOut = Date()
    let list = result.displayList()
    let drawn = Date()
    items = list.items.count
    nodes = nodeCount(root)
    buildTimes.append(built.timeIntervalSince(start))
    layoutTimes.append(laidOut.timeIntervalSince(built))
    listTimes.append(drawn.timeIntervalSince(laidOut))
}
let build = buildTimes.sorted()[5], layout = layoutTimes.sorted()[5], list = listTimes.sorted()[5]
let views = Double(nodes)
print("cards: \(count), layout nodes: \(nodes), display items: \(items)")
print(String(format: "build (views to nodes): median %.1f ms, %.2f µs per node", build * 1000, build * 1e6 / views))
print(String(format: "layout (size + place): median %.1f ms, %.2f µs per node, %.2f µs per card", layout * 1000, layout * 1e6 / views,
             layout * 1e6 / Double(count)))
print(String(format: "display list: median %.1f ms, %.2f µs per node", list * 1000, list * 1e6 / views))
print("layout runs ms: min", Int(layoutTimes.min()! * 1000), layoutTimes.map { Int($0 * 1000) })
print(String(format: "layoutcore cards=%d nodes=%d layout_ms=%.1f us_per_card=%.2f us_per_node=%.3f", count, nodes, layout * 1000,
             layout * 1e6 / Double(count), layout * 1e6 / Double(nodes)))

// One card of the grid changes at a time (its title, not its size), each change made to the tree before
// it: the new tree shares every other card's node, so only the changed card is measured and placed.
var current = LayoutEngine.rootNode(BenchmarkGrid(count: count), in: BuildEnvironment())
_ = engine.layout(root: current, in: host)
var relayoutTimes: [Double] = []
for run in 0..<11 {
    var changed = current
    let index = count / 2 + run
    changed.children[0].children[index] = LayoutEngine.rootNode(BenchmarkCard(index: index, title: "Changed \(run)"), in: BuildEnvironment())
    let start = Date()
    let result = engine.layout(root: changed, in: host)
    relayoutTimes.append(Date().timeIntervalSince(start))
    precondition(result.frame(of: index) != nil)
    current = changed
}
let relayout = relayoutTimes.sorted()[5]
print(String(format: "layoutcore-change cards=%d relayout_us=%.0f (one card's title changed; the other cards' nodes shared)", count, relayout * 1e6))
