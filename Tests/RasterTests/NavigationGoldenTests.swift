import Foundation
import Headless
import HeroScenes
import Raster
import StudioFiles
import TestSupport
import Testing

/// The navigation scene drawn at three moments, compared with committed goldens: the mailboxes under
/// their large title, "Inbox" half pushed, and the Edit sheet at its medium detent.
///
/// Tolerance: 2 per channel (antialiasing between cairo/pixman builds). `HEROSIM_RECORD_GOLDENS=1`
/// records them again, after looking at the diff.
@Suite struct NavigationGoldenTests {
    static let tolerance = 2

    private func host() throws -> HeadlessHost {
        let scene = try #require(BuiltInScene.named("navigation"))
        return HeadlessHost(scene.makeView(HeroConfig()), size: scene.size(for: HeroConfig()))
    }

    private func check(_ image: RasterImage, _ name: String) throws {
        let path = TestSupport.packageRoot.appendingPathComponent("Tests/RasterTests/Goldens/\(name).png").path
        if ProcessInfo.processInfo.environment["HEROSIM_RECORD_GOLDENS"] == "1" || !FileManager.default.fileExists(atPath: path) {
            try image.writePNG(to: path)
            Issue.record("recorded \(path): look at it and run again")
            return
        }
        let golden = try RasterImage.readPNG(at: path)
        let difference = ImageComparison.compare(golden, image)
        if difference.maximumChannelDelta > Self.tolerance {
            let directory = try TestSupport.temporaryDirectory(name)
            try image.writePNG(to: "\(directory)/actual.png")
            try ImageComparison.diffImage(golden, image).writePNG(to: "\(directory)/diff.png")
            Issue.record("golden \(name) mismatch: max channel delta \(difference.maximumChannelDelta), \(difference.differingPixels) pixels; see \(directory)")
        }
    }

    @Test func theMailboxesUnderTheirLargeTitle() throws {
        try check(try host().render(), "navigation-root")
    }

    @Test func inboxHalfPushed() throws {
        let h = try host()
        let inbox = try #require(h.layout.frame(of: "Inbox"))
        h.tap(at: CGPoint(x: inbox.midX, y: inbox.midY))
        h.advance(by: 0.175)
        try check(h.render(), "navigation-mid-push")
    }

    @Test func theEditSheetAtItsMediumDetent() throws {
        let h = try host()
        let edit = try #require(h.layout.frame(of: "edit"))
        h.tap(at: CGPoint(x: edit.midX, y: edit.midY))
        h.advance(by: 2)
        try check(h.render(), "navigation-sheet")
    }
}
