import Foundation
import Headless
import HeroScenes
import HeroSimTesting
import Raster
import StudioFiles
import TestSupport
import Testing

/// The swift-snapshot-testing strategies: a running view's frames as one PNG strip and its trace as JSON, with
/// assertFrames' tolerances, and failures that name the first frame that differs.
@Suite(.snapshots(record: .missing))
struct SnapshotStrategyTests {
    let open = "steps:\n  - tap: {icon: 0}\n  - wait: 0.2s\n"   // 7 frames at 30 fps

    func grid(_ config: HeroConfig = HeroConfig()) -> HeadlessHost {
        HeadlessHost(IconGrid(config: config), size: CGSize(width: 480, height: 360))
    }

    func slower() -> HeroConfig {
        var config = HeroConfig()
        config.present = .curve(.linear, duration: 1)
        return config
    }

    @Test func theFramesOfATapMatchTheirStrip() {
        assertSnapshot(of: grid(), as: .frames(running: open))
    }

    @Test func theTraceOfATapMatchesItsSnapshot() {
        assertSnapshot(of: grid(), as: .trace(running: open))
    }

    @Test func aSlowerFlightIsNamedAtItsFirstMovingFrame() throws {
        let directory = try TestSupport.temporaryDirectory("snapshot-strip")
        _ = verifySnapshot(of: grid(), as: .frames(running: open), named: "strip", record: .all, snapshotDirectory: directory, testName: "open")
        let failure = verifySnapshot(of: grid(slower()), as: .frames(running: open), named: "strip", record: .never, snapshotDirectory: directory, testName: "open")
        // Frame 0 is the tap itself (the card still in its cell); frame 1 is the first that moves.
        #expect(failure?.contains("frame 1 (t = 0.033 s) differs by up to ") == true, "\(failure ?? "no failure")")
        let traced = verifySnapshot(of: grid(), as: .trace(running: open), named: "trace", record: .all, snapshotDirectory: directory, testName: "trace")
        #expect(traced == nil || traced?.contains("Record") == true)
        let moved = verifySnapshot(of: grid(slower()), as: .trace(running: open), named: "trace", record: .never, snapshotDirectory: directory, testName: "trace")
        #expect(moved?.contains("frame 1 (t = 0.033 s): view '0' is at ") == true, "\(moved ?? "no failure")")
    }

    @Test func aStripMatchesWithinItsToleranceAndNotBeyond() throws {
        func strip(_ red: UInt8) -> FrameStrip {
            let frames = (0..<3).map { index -> RasterImage in
                let image = RasterImage(width: 4, height: 2)
                let value: UInt32 = index == 2 ? 0xFF00_0000 | UInt32(red) << 16 : 0xFF00_0000
                for offset in stride(from: 0, to: image.stride * image.height, by: 4) { image.pixels.storeBytes(of: value, toByteOffset: offset, as: UInt32.self) }
                return image
            }
            return FrameStrip(frames: frames, times: [0, 0.5, 1])
        }
        let diffing = Snapshotting<HeadlessHost, FrameStrip>.frames(running: open, tolerance: 2).diffing
        #expect(diffing.diffV2(strip(0), strip(2)) == nil)
        #expect(diffing.diffV2(strip(0), strip(3))?.0 == "frame 2 (t = 1.000 s) differs by up to 3 in 8 pixels (tolerance 2)")
        let read = try FrameStrip.read(strip(3).pngData())
        #expect(read.image.width == 4 && read.image.height == 6 && read.cellHeight == nil)
        #expect(diffing.diffV2(read, strip(3)) == nil)
    }
}
