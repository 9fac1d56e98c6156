import Foundation
import Headless
import Studio
import StudioFiles
import LayoutCore
import Motion
import Raster
import TestSupport
import Testing

/// Headless frame dumps of the icon grid: determinism, exact geometry at the ends of a flight, no jumps,
/// the hand-offs.
@Suite(.serialized) struct HeadlessRenderTests {
    static let overlay = CGRect(x: 40, y: 40, width: 1200, height: 720)

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
        let trace = try TestSupport.render("open-close", name: "ends").trace
        let cell = try #require(trace[0].views(3).first).frame
        let firstFlight = try #require(trace.first { $0.views(3).count == 2 })
        #expect(firstFlight.frame == 12) // the tap at 0.2 s lands on frame 12
        #expect(firstFlight.views(3).map(\.frame) == [cell, cell])
        #expect(firstFlight.views(3).map(\.opacity) == [0, 1]) // the cell keeps its place, empty
        let landed = try #require(trace.first { $0.views(3).last?.frame.cgRect == Self.overlay })
        #expect(landed.frame > 12 && !landed.animating)
        let back = try #require(trace.first { $0.frame > landed.frame && $0.views(3).count == 1 })
        #expect(back.views(3).first?.frame == TraceRect(cell.cgRect))
        #expect(back.views(3).first?.opacity == 1)
    }

    @Test func theHeroNeverMovesMoreThanTheCurveAllowsBetweenFrames() throws {
        for (scenario, item) in [("open-close", 3), ("open-reverse", 0)] {
            let trace = try TestSupport.render(scenario, name: "jumps-\(scenario)").trace
            let cell = try #require(trace[0].views(item).first).frame.cgRect
            // Progress changes at most maxSlope × frameTime / duration per frame; each edge moves that
            // fraction of its total travel.
            let maxStep = TimingCurve.easeInOut.maximumSlope * (1.0 / 60) / 0.35
            let flying = trace.filter { $0.views(item).count == 2 }
            #expect(flying.count > 10)
            for (previous, next) in zip(flying, flying.dropFirst()) where next.frame == previous.frame + 1 {
                let p = previous.views(item)[1].frame.cgRect, n = next.views(item)[1].frame.cgRect
                let pairs = [(p.minX, n.minX, cell.minX, Self.overlay.minX), (p.minY, n.minY, cell.minY, Self.overlay.minY),
                             (p.maxX, n.maxX, cell.maxX, Self.overlay.maxX), (p.maxY, n.maxY, cell.maxY, Self.overlay.maxY)]
                for (a, b, from, to) in pairs {
                    #expect(abs(b - a) <= maxStep * abs(to - from) + 1e-9, "\(scenario): jump at frame \(next.frame)")
                }
            }
        }
    }

    @Test func theHandOffFramesArePixelIdenticalToTheSettledGrid() throws {
        let run = try TestSupport.render("open-close", name: "handoff")
        // Frame 12 draws the hero in the overlay layer at its cell; the frame after it lands back is the
        // grid again; frame 0 is the settled grid.
        let settled = try RasterImage.readPNG(at: "\(run.directory)/frame-00000.png")
        let takeOff = try RasterImage.readPNG(at: "\(run.directory)/frame-00012.png")
        #expect(ImageComparison.compare(settled, takeOff).differingPixels == 0)
        #expect(run.trace[12].views(3).count == 2)
        let lastFlight = try #require(run.trace.last { $0.views(3).count == 2 })
        let landing = try RasterImage.readPNG(at: "\(run.directory)/\(SceneRecorder.fileName(frame: lastFlight.frame + 1))")
        #expect(ImageComparison.compare(settled, landing).differingPixels == 0)
    }
}
