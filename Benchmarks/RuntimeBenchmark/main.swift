// Times the runtime on the icon-grid demo at 1280×800 with the product's pipeline (release build):
// a state change (body, layout, diff), an in-flight frame (tracks, matched re-layout, display list,
// raster), and the hand-off. Timings live here, never in tests.
import Foundation
import Headless
import LayoutCore
import Scenes
import ViewRuntime

func seconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 20
var open: [Double] = [], frame: [Double] = [], raster: [Double] = [], close: [Double] = [], handOff: [Double] = []
let pipeline = RenderingPipeline()
for _ in 0..<rounds {
    let host = HeadlessHost(IconGrid(), size: CGSize(width: 1280, height: 800), pipeline: pipeline)
    _ = host.graph.displayList
    let cell = host.layout.frame(of: IconGrid.cellID(3))!
    var start = seconds()
    host.tap(at: CGPoint(x: cell.midX, y: cell.midY))
    _ = host.graph.displayList
    open.append(seconds() - start)
    host.advance(by: 0.1)
    start = seconds()
    let list = host.graph.displayList
    frame.append(seconds() - start)
    start = seconds()
    _ = pipeline.renderer.render(list, host: host.graph.host)
    raster.append(seconds() - start)
    host.advance(by: 1)
    start = seconds()
    host.key(.escape)
    _ = host.graph.displayList
    close.append(seconds() - start)
    host.advance(by: 0.3)
    start = seconds()
    host.advance(by: 0.1)   // the dismissal's completion: the card is handed back to its cell
    _ = host.graph.displayList
    handOff.append(seconds() - start)
}
for (name, values) in [("tap (state change: body, layout, diff, first frame)", open), ("in-flight frame (tracks, matched re-layout, display list)", frame),
                       ("raster of that frame", raster), ("escape (state change)", close), ("hand-off (completion: state change)", handOff)] {
    print(String(format: "%@: median %.2f ms", name, median(values) * 1000))
}
