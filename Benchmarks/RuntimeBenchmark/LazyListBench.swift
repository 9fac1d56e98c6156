import Foundation
import Headless
import LayoutCore
import Raster
import ViewRuntime

/// Counts the bodies of the list's rows read.
nonisolated(unsafe) var rowBodies = 0

/// One row of the long list: a title and a subtitle beside a coloured square; `selected` tints it.
struct ListRow: View, Equatable {
    let index: Int
    let selected: Bool
    var body: some View {
        rowBodies += 1
        return HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8).fill(selected ? Color.orange : Color.blue).frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text("Item \(index)").font(.headline)
                Text("Row \(index) of 100,000").font(.subheadline).foregroundStyle(Color.secondary)
            }
            Spacer()
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}

/// `ScrollView { LazyVStack { ForEach(0..<100_000) } }`; a tap selects a row.
struct LongList: View {
    @State private var selected = -1
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100_000, id: \.self) { index in
                    ListRow(index: index, selected: index == selected).id(index).onTapGesture { selected = index }
                }
            }
        }
    }
}

/// Times the long lazy list on a 390 × 844 phone window: opening it (the graph made, its first frame laid
/// out, listed and drawn), each frame of a wheel scroll (10 points a frame), and a tap that selects a row.
func benchmarkLazyList(rounds: Int, kit: RenderingKit) {
    let size = CGSize(width: 390, height: 844)
    let rasterizer = FrameRasterizer(renderer: kit.renderer)
    let image = RasterImage(width: 390, height: 844)
    var opens: [Double] = []
    var host: HeadlessHost?
    for _ in 0..<max(rounds, 3) {
        let start = seconds()
        let opened = HeadlessHost(LongList(), size: size, scale: 1, colorScheme: .light, rendering: kit)
        rasterizer.render(opened.graph.displayList, host: opened.graph.host, into: image)
        opens.append(seconds() - start)
        host = opened
    }
    guard let host else { return }
    var frames: [Double] = []
    var now = 0.0
    for _ in 0..<(rounds * 30) {
        now += 1.0 / 60
        let start = seconds()
        host.advance(to: now)
        host.scroll(by: CGSize(width: 0, height: 10), at: CGPoint(x: 195, y: 400))
        host.graph.updatePresentation()
        rasterizer.render(host.graph.displayList, host: host.graph.host, into: image)
        frames.append(seconds() - start)
    }
    var taps: [Double] = [], bodies: [Int] = []
    for round in 0..<rounds {
        now += 1
        host.advance(to: now)
        rowBodies = 0
        let start = seconds()
        host.tap(at: CGPoint(x: 195, y: 100 + Double(round % 5) * 60))
        host.graph.updatePresentation()
        rasterizer.render(host.graph.displayList, host: host.graph.host, into: image)
        taps.append(seconds() - start)
        bodies.append(rowBodies)
    }
    print("100,000-row lazy list, 390×844: open (graph, layout, first frame drawn) median \(ms(percentile(opens, 50))) ms;"
          + " wheel-scroll frame work p50 \(ms(percentile(frames, 50))) ms, p90 \(ms(percentile(frames, 90))) ms;"
          + " a tap that selects a row \(ms(percentile(taps, 50))) ms, row bodies read \(bodies.max() ?? 0)")
    print("lazy-list rows=100000 open_ms=\(ms(percentile(opens, 50))) scroll_p50_ms=\(ms(percentile(frames, 50))) tap_ms=\(ms(percentile(taps, 50))) tap_bodies=\(bodies.max() ?? 0)")
}
