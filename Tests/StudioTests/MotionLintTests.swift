import Foundation
@testable import Headless
@testable import Studio
import StudioFiles
import HeroScenes
import Testing

/// Each lint rule on a trace that breaks it and one that does not, and on the real scenes.
@Suite struct MotionLintTests {
    typealias View = (id: String, rect: CGRect, source: Bool, opacity: Double)

    func trace(_ frames: [[View]]) -> [SceneTraceEntry] {
        frames.enumerated().map { index, views in
            SceneTraceEntry(frame: index, time: Double(index) / 60, size: TraceSize(width: 300, height: 400),
                            animating: true, views: views.enumerated().map { z, view in
                                TracedViewEntry(id: view.id, frame: TraceRect(view.rect), isSource: view.source, opacity: view.opacity,
                                                path: "\(view.id)\(view.source ? "" : "-follower")", z: z)
                            })
        }
    }

    let cell = CGRect(x: 10, y: 10, width: 50, height: 50)
    func at(_ x: Double, _ width: Double = 50) -> CGRect { CGRect(x: x, y: 10, width: width, height: width) }

    /// A clean flight of id "a": 10 → 100 and back to rest in the cell at 100.
    var cleanFlight: [[View]] {
        [[("a", cell, true, 1)],
         [("a", cell, true, 0), ("a", cell, false, 1)],
         [("a", cell, true, 0), ("a", at(40), false, 1)],
         [("a", cell, true, 0), ("a", at(80), false, 1)],
         [("a", at(100), true, 1)]]
    }

    @Test func aCleanFlightHasNoFindings() {
        #expect(MotionLint.findings(in: trace(cleanFlight)) == [])
    }

    @Test func twoSourcesAreReportedOnceAtTheirFirstFrame() {
        var frames = cleanFlight
        frames[1][1].source = true
        frames[2][1].source = true
        let findings = MotionLint.findings(in: trace(frames))
        #expect(findings.map(\.description) == ["frame 1 (0.017 s) two-sources [a]: 2 views are its source"])
    }

    @Test func anOpaqueDuplicateApartIsReportedButNotOneInTheSamePlace() {
        var frames = cleanFlight
        frames[2][0].opacity = 1
        #expect(MotionLint.findings(in: trace(frames)).map(\.description)
                == ["frame 2 (0.033 s) duplicate-visible [a]: drawn opaque 2 times, at (10, 10, 50×50) and (40, 10, 50×50)"])
        frames = cleanFlight
        frames[1][0].opacity = 1   // opaque twice, but in the same place
        #expect(MotionLint.findings(in: trace(frames)) == [])
    }

    @Test func aJumpBeyondTheThresholdIsReportedWithWhatItMeasured() {
        var frames = cleanFlight
        frames[3][1].rect = at(250)       // 210 points in a frame; a quarter of the 500-point diagonal is 125
        let findings = MotionLint.findings(in: trace(frames))
        #expect(findings.first?.description == "frame 3 (0.050 s) jump [a]: moved 210.0 points in one frame; at most 125.0 (lint.maximumJump 0.25 of the diagonal)")
        var lenient = LintThresholds()
        lenient.maximumJump = 0.5
        #expect(MotionLint.findings(in: trace(frames), thresholds: lenient) == [])
    }

    @Test func flightsThatStartOffTheirSourceOrEndWithAJumpAreReported() {
        var frames = cleanFlight
        frames[1][1].rect = at(30)
        #expect(MotionLint.findings(in: trace(frames)).map(\.description)
                == ["frame 1 (0.017 s) flight-start [a]: starts at (30, 10, 50×50), its source is at (10, 10, 50×50)"])
        frames = cleanFlight
        frames[4][0].rect = at(200)       // lands 120 points from its last flying frame; its last step was 40
        #expect(MotionLint.findings(in: trace(frames)).map(\.description)
                == ["frame 4 (0.067 s) flight-end [a]: its last flying frame was (80, 10, 50×50), it rests at (200, 10, 50×50) (120.0 points away)"])
    }

    /// The card of id 13 per frame of `steps` on the icon grid, and the lint findings other than two-sources.
    func flight(_ steps: String) throws -> (moves: [Double], findings: [LintFinding]) {
        let host = HeadlessHost(IconGrid(config: HeroConfig()), size: CGSize(width: 1280, height: 800))
        var entries: [SceneTraceEntry] = []
        try SceneRecorder().run(try Scenario.parse(steps, file: "s", name: "s"), on: host, fps: 60) { _, _, e in entries.append(e) }
        let rects = entries.compactMap { $0.matchedGeometry.last { $0.id == "13" }?.frame }
        let moves = zip(rects, rects.dropFirst()).map { $0.largestEdgeMove(to: $1) }
        return (moves, MotionLint.findings(in: entries).filter { $0.rule != .twoSources })
    }

    @Test func aResizeWhileTheCardFliesBackBendsItsFlightToTheMovedCell() throws {
        let open = "steps:\n  - wait: 0.1s\n  - tap: {icon: 13}\n  - wait: 0.5s\n  - key: escape\n"
        let plain = try flight(open + "  - wait: 0.65s\n")
        // The window halves while the card is half-way back: its cell moves to another row, 860 points away.
        let resized = try flight(open + "  - wait: 0.15s\n  - resize: 640x800\n  - wait: 0.5s\n")
        #expect(plain.findings == [])
        #expect(resized.findings == [])
        // No frame moves more than twice the fastest frame of the same flight without the resize.
        let fastest = try #require(plain.moves.max())
        #expect(try #require(resized.moves.max()) <= 2 * fastest)
    }

    @Test func theBuiltInScenesFindingsAreTheKnownOnes() throws {
        func lint(_ scene: String) throws -> [String] {
            let builtIn = try #require(BuiltInScene.named(scene))
            let host = HeadlessHost(builtIn.makeView(HeroConfig()), size: builtIn.size(for: HeroConfig()))
            var entries: [SceneTraceEntry] = []
            try SceneRecorder().run(try Scenario.parse(builtIn.scenario, file: scene, name: scene), on: host, fps: 60) { _, _, e in entries.append(e) }
            return MotionLint.findings(in: entries).map { "\($0.rule.rawValue) \($0.frame) \($0.ids)" }
        }
        // The demo's emptied cell is no source while its card is open, so nothing fires; the seed article's
        // example marks both its cell and the open card as sources and keeps its cell opaque under the card.
        #expect(try lint("icon-grid") == [])
        #expect(try lint("seed-hero") == ["two-sources 12 [\"trash\"]", "duplicate-visible 47 [\"trash\"]"])
        // The zoom's page is no second source, and its photo hides while the page is up.
        #expect(try lint("zoom") == [])
    }
}
