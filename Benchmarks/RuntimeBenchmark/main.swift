// Times the runtime on the icon-grid demo at 1280×800 with the product's rendering kit (release build): the
// state changes (tap, escape, the hand-off) in one window's life, and every frame of an open and a close flight at 60 Hz,
// split into layout, display list and raster, with 16 and with 48 cards. Timings live here, never in tests.
//   swift run -c release runtime-benchmark [rounds]
import Foundation
import Headless
import StudioFiles
import LayoutCore
import Raster
import HeroScenes
import ViewRuntime

func seconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, max(0, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1))]
}

func ms(_ value: Double) -> String { String(format: "%.3f", value * 1000) }

/// One frame's split.
struct Split { var layout = 0.0, list = 0.0, raster = 0.0; var total: Double { layout + list + raster } }

let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 20
let kit = RenderingKit()
let size = CGSize(width: 1280, height: 800)

for cards in [16, 48] {
    let items = (0..<cards).map { HeroItem.catalogue[$0 % HeroItem.catalogue.count] }
    var open: [Double] = [], close: [Double] = [], firstTap: [Double] = []
    var flight: [Split] = []
    // One window's life: the first tap follows the one frame drawn at start; every
    // later one follows a flight back, as a user's next click does.
    let host = HeadlessHost(IconGrid(items: items), size: size, scale: 1, colorScheme: .light, rendering: kit)
    let rasterizer = FrameRasterizer(renderer: kit.renderer)
    let image = RasterImage(width: 1280, height: 800)
    rasterizer.render(host.graph.displayList, host: host.graph.host, into: image)
    var now = 0.0
    for round in 0..<rounds {
        /// Draws frames at 60 Hz until nothing moves; the state change, when given, happens before the first.
        func run(_ change: (() -> Void)?, into stateChanges: inout [Double]) {
            var first = true
            repeat {
                now += 1.0 / 60
                var split = Split()
                var mark = seconds()
                host.advance(to: now)
                if first, let change { change() }
                host.graph.updatePresentation()
                split.layout = seconds() - mark; mark = seconds()
                let list = host.graph.displayList
                split.list = seconds() - mark; mark = seconds()
                rasterizer.render(list, host: host.graph.host, into: image)
                split.raster = seconds() - mark
                if first, change != nil { stateChanges.append(split.total) } else if round > 0 { flight.append(split) }
                first = false
            } while host.isAnimating
        }
        let cell = host.layout.frame(of: IconGrid.cellID(3 + round % 4))!
        if round == 0 {
            run({ host.tap(at: CGPoint(x: cell.midX, y: cell.midY)) }, into: &firstTap)
        } else {
            run({ host.tap(at: CGPoint(x: cell.midX, y: cell.midY)) }, into: &open)
        }
        run({ host.key(.escape) }, into: &close)
    }
    print("\(cards) cards, 1280×800, \(rounds) open+close flights:")
    for (name, values) in [("  tap (state change + first frame)", open), ("  escape (state change + first frame)", close)] {
        print("\(name): median \(ms(percentile(values, 50))) ms")
    }
    print("  the first tap after start, one frame drawn before it: \(ms(firstTap[0])) ms")
    let totals = flight.map(\.total)
    print("  in-flight frame work: p50 \(ms(percentile(totals, 50))) ms, p90 \(ms(percentile(totals, 90))) ms, p99 \(ms(percentile(totals, 99))) ms"
          + " (layout \(ms(percentile(flight.map(\.layout), 50))), display list \(ms(percentile(flight.map(\.list), 50))),"
          + " raster \(ms(percentile(flight.map(\.raster), 50))) ms p50; \(flight.count) frames)")
    print("frame-work cards=\(cards) p50_ms=\(ms(percentile(totals, 50)))")
}

// A tap that changes one card of a 10,000-card lazy grid in a scroll view through the runtime (state change,
// body, layout, presentation, display list): the grid builds the rows the scroll view shows; of those,
// cards that are `Equatable` keep their nodes, as SwiftUI skips their bodies, and the others are built again.
/// One card of the big grid; `selected` draws it highlighted.
struct GridCard: View {
    let index: Int
    let selected: Bool
    var body: some View {
        VStack(spacing: 8) {
            Image(HeroItem.catalogue[index % HeroItem.catalogue.count].icon).resizable().scaledToFit().frame(maxWidth: .infinity, maxHeight: .infinity)
            Text("Item \(index)").font(.system(size: 13, weight: .semibold))
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 18).fill(selected ? Color.orange.gradient : Color.blue.gradient))
    }
}

/// The same card, equatable.
struct EquatableGridCard: View, Equatable {
    let index: Int
    let selected: Bool
    var body: some View { GridCard(index: index, selected: selected) }
}

/// A grid of `count` cards in a scroll view; a tap selects one. The grid is lazy: it builds the rows near
/// what the scroll view shows.
struct SelectableGrid: View {
    let count: Int
    let equatable: Bool
    @State private var selected = -1
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 16)], spacing: 16) {
                ForEach(0..<count, id: \.self) { index in
                    card(index).id(index).onTapGesture { selected = index }
                }
            }
            .padding(24)
        }
    }

    @ViewBuilder func card(_ index: Int) -> some View {
        if equatable { EquatableGridCard(index: index, selected: selected == index) } else { GridCard(index: index, selected: selected == index) }
    }
}

for equatable in [false, true] {
    let graph = ViewGraph(SelectableGrid(count: 10_000, equatable: equatable), host: LayoutHost(size: size), engine: kit.engine)
    var stageStarts: [ViewGraph.UpdateStage: Double] = [:]
    graph.updateStageObserver = { stageStarts[$0] = seconds() }
    var times: [Double] = [], builds: [Double] = [], layouts: [Double] = [], ends: [Double] = [], diffs: [Double] = []
    for round in 0..<rounds {
        graph.advance(to: Double(round + 1))
        let cell = graph.layout.frame(of: round % 6)!
        stageStarts = [:]
        let start = seconds()
        _ = graph.tap(at: CGPoint(x: cell.midX, y: cell.midY))
        graph.updatePresentation()
        _ = graph.displayList
        times.append(seconds() - start)
        if let build = stageStarts[.build], let layout = stageStarts[.layout], let end = stageStarts[.endBuild],
           let diff = stageStarts[.diff], let done = stageStarts[.done] {
            builds.append(layout - build)
            layouts.append(end - layout)
            ends.append(diff - end)
            diffs.append(done - diff)
        }
    }
    print("10,000-card lazy grid in a scroll view, a tap selects one card (state change, body, layout, presentation, display list), "
          + (equatable ? "equatable cards" : "cards not equatable") + ": median \(ms(percentile(times, 50))) ms"
          + " (building bodies \(ms(percentile(builds, 50))) ms, layout \(ms(percentile(layouts, 50))) ms,"
          + " ending the build \(ms(percentile(ends, 50))) ms, diff \(ms(percentile(diffs, 50))) ms)")
    print("grid-tap cards=10000 equatable=\(equatable) median_ms=\(ms(percentile(times, 50))) layout_ms=\(ms(percentile(layouts, 50)))")
}

benchmarkLazyList(rounds: rounds, kit: kit)
