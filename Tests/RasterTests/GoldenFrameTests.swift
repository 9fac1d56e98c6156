import Foundation
import Raster
import TestSupport
import Testing

/// A mid-flight frame of `open-close` compared with a committed golden image.
///
/// Tolerance: 2 per channel, for antialiasing differences between cairo/pixman builds. On failure the
/// actual frame and a diff image are written next to the test output and their paths are printed.
/// Set `HEROSIM_RECORD_GOLDENS=1` to re-record after looking at the diff.
@Suite struct GoldenFrameTests {
    static let tolerance = 2

    @Test func midFlightFrameMatchesTheGolden() throws {
        let run = try TestSupport.render("open-close", name: "golden")
        let actualPath = "\(run.directory)/frame-00022.png"
        let goldenPath = TestSupport.packageRoot.appendingPathComponent("Tests/RasterTests/Goldens/open-close-frame-00022.png").path
        if ProcessInfo.processInfo.environment["HEROSIM_RECORD_GOLDENS"] == "1" {
            try? FileManager.default.removeItem(atPath: goldenPath)
            try FileManager.default.copyItem(atPath: actualPath, toPath: goldenPath)
        }
        let golden = try RasterImage.readPNG(at: goldenPath)
        let actual = try RasterImage.readPNG(at: actualPath)
        let difference = ImageComparison.compare(golden, actual)
        if difference.maximumChannelDelta > Self.tolerance {
            let diffPath = "\(run.directory)/frame-00022-diff.png"
            try ImageComparison.diffImage(golden, actual).writePNG(to: diffPath)
            Issue.record("golden mismatch: max channel delta \(difference.maximumChannelDelta), \(difference.differingPixels) pixels; actual \(actualPath), diff \(diffPath)")
        }
        #expect(run.trace[22].views(3).count == 2) // mid-flight
    }
}
