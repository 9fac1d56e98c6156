import Foundation
import Headless
import Hero
import LayoutCore
import Motion
import Raster
import Testing

/// Headless frame dumps: determinism, exact geometry at the ends of a flight, no jumps, the hand-off.
@Suite(.serialized) struct HeadlessRenderTests {
    @Test func sameInputsGiveByteIdenticalFramesAndTrace() throws {
        let a = try TestSupport.render("open-close", name: "a")
        let b = try TestSupport.render("open-close", name: "b")
        let files = try FileManager.default.contentsOfDirectory(atPath: a.directory).sorted()
        #expect(files.count == 86) // 85 frames (1.4 s at 60 fps, both ends) and trace.json
        #expect(files == (try FileManager.default.contentsOfDirectory(atPath: b.directory).sorted()))
        for file in files {
            let left = FileManager.default.contents(atPath: "\(a.directory)/\(file)")
            let right = FileManager.default.contents(atPath: "\(b.directory)/\(file)")
            #expect(left != nil && left == right, "\(file) differs between runs")
        }
    }

    @Test func flightsStartAtTheCellAndEndAtTheOverlayExactly() throws {
        let run = try TestSupport.render("open-close", name: "ends")
        let trace = run.trace
        let cell = try #require(run.simulation.layout(at: 0).frame(of: HeroScene.cellID(3)))
        let firstFlight = try #require(trace.first { $0.state == "presenting" })
        #expect(firstFlight.frame == 12) // the tap at 0.2 s lands on frame 12
        #expect(firstFlight.progress == 0)
        #expect(firstFlight.heroRect?.cgRect == cell)
        let firstPresented = try #require(trace.first { $0.state == "presented" })
        #expect(firstPresented.heroRect?.cgRect == CGRect(x: 40, y: 40, width: 1200, height: 720))
        let lastDismissing = try #require(trace.last { $0.state == "dismissing" })
        let settled = try #require(trace.first { $0.frame > lastDismissing.frame })
        #expect(settled.state == "idle")
        #expect(settled.heroRect == nil)
    }

    @Test func theHeroNeverMovesMoreThanTheCurveAllowsBetweenFrames() throws {
        for scenario in ["open-close", "open-reverse"] {
            let run = try TestSupport.render(scenario, name: "jumps-\(scenario)")
            let cell = try #require(run.simulation.layout(at: 0).frame(of: HeroScene.cellID(scenario == "open-close" ? 3 : 0)))
            let overlay = CGRect(x: 40, y: 40, width: 1200, height: 720)
            // Progress changes at most maxSlope × frameTime / duration per frame; each edge moves that
            // fraction of its total travel.
            let maxStep = TimingCurve.easeInOut.maximumSlope * (1.0 / 60) / 0.35
            let flying = run.trace.filter { $0.heroRect != nil }
            for (previous, next) in zip(flying, flying.dropFirst()) where next.frame == previous.frame + 1 {
                let p = previous.heroRect!.cgRect, n = next.heroRect!.cgRect
                let pairs = [(p.minX, n.minX, cell.minX, overlay.minX), (p.minY, n.minY, cell.minY, overlay.minY),
                             (p.maxX, n.maxX, cell.maxX, overlay.maxX), (p.maxY, n.maxY, cell.maxY, overlay.maxY)]
                for (a, b, from, to) in pairs {
                    #expect(abs(b - a) <= maxStep * abs(to - from) + 1e-9, "\(scenario): jump at frame \(next.frame)")
                }
            }
        }
    }

    @Test func theHandOffFrameIsPixelIdenticalToTheSettledGrid() throws {
        let run = try TestSupport.render("open-close", name: "handoff")
        // Frame 12 draws the hero in the overlay layer at progress 0; frame 0 is the settled grid.
        let settled = try RasterImage.readPNG(at: "\(run.directory)/frame-00000.png")
        let handOff = try RasterImage.readPNG(at: "\(run.directory)/frame-00012.png")
        let difference = ImageComparison.compare(settled, handOff)
        #expect(difference.differingPixels == 0)
        #expect(run.trace[12].state == "presenting")
    }
}
