import Foundation
import Headless
import Studio
import StudioFiles
import HeroSimTesting
import HeroScenes
import TestSupport
import Testing

/// The golden-frame check users call from their own tests: records, matches, and names the first frame
/// that differs with the files to look at.
@Suite struct GoldenFramesTests {
    let open = try! Scenario.parse("steps:\n  - tap: {icon: 0}\n  - wait: 0.2s\n", file: "open", name: "open")  // 7 frames at 30 fps

    func grid(_ config: HeroConfig = HeroConfig()) -> HeadlessHost {
        HeadlessHost(IconGrid(config: config), size: CGSize(width: 480, height: 360))
    }

    @Test func recordsThenMatchesTheSameRun() throws {
        let folder = try TestSupport.temporaryDirectory("golden-match") + "/open"
        let golden = GoldenFrames(folder: folder)
        #expect(try golden.check(open, on: grid(), record: false) == .recorded(frames: 7))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 8)
        #expect(try golden.check(open, on: grid(), record: false) == .matched(frames: 7))
    }

    @Test func aChangedTransitionIsReportedAtItsFirstFrameWithTheActualAndDiffImages() throws {
        let folder = try TestSupport.temporaryDirectory("golden-mismatch") + "/open"
        let golden = GoldenFrames(folder: folder)
        _ = try golden.check(open, on: grid(), record: true)
        var slower = HeroConfig()
        slower.present = .curve(.linear, duration: 1)
        guard case .mismatch(let message) = try golden.check(open, on: grid(slower), record: false) else {
            Issue.record("a slower flight matched its golden")
            return
        }
        // Frame 0 is the tap itself (the card still in its cell); frame 1 is the first that moves.
        #expect(message.hasPrefix("frame 1 (t = 0.033 s) differs by up to "))
        #expect(message.hasSuffix("golden \(folder)/frame-00001.png, actual \(folder).failure/frame-00001-actual.png, diff \(folder).failure/frame-00001-diff.png"))
        #expect(FileManager.default.fileExists(atPath: "\(folder).failure/frame-00001-diff.png"))
    }

    @Test func geometryBeyondItsToleranceIsNamedEvenWhenPixelsAreWithinTheirs() throws {
        let folder = try TestSupport.temporaryDirectory("golden-geometry") + "/open"
        _ = try GoldenFrames(folder: folder).check(open, on: grid(), record: true)
        // Every pixel may differ completely, so only the trace decides.
        let lenient = GoldenFrames(folder: folder, tolerance: 255)
        var slower = HeroConfig()
        slower.present = .curve(.linear, duration: 1)
        guard case .mismatch(let message) = try lenient.check(open, on: grid(slower), record: false) else {
            Issue.record("a slower flight matched its golden trace")
            return
        }
        #expect(message.hasPrefix("frame 1 (t = 0.033 s): view '0' is at ("))
    }
}
