import Foundation
import Headless
import Studio
import StudioFiles
import LayoutCore
import HeroScenes
import Testing
import ViewRuntime

/// The seed's own hero example (seed 001), as written, at 390×844.
@Suite struct SeedHeroTests {
    /// Three flexible columns share the 374 points left after two gaps of 8, one after another (124.67
    /// each, as the grid computes them); the two rows are as tall as the first column and centred in 844.
    static let firstColumn = 374.0 / 3
    static let secondColumn = (374.0 - firstColumn) / 2
    static let gridHeight = firstColumn * 2 + 8
    static let trashCell = CGRect(x: firstColumn + 8, y: (844 - gridHeight) / 2, width: secondColumn, height: secondColumn)
    /// The overlay's image is scaled to fill the grid's bounds (390 × 257.33): 390 × 390, centred on the grid.
    static let overlay = CGRect(x: 0, y: (844 - gridHeight) / 2 + (gridHeight - 390) / 2, width: 390, height: 390)

    func host() throws -> HeadlessHost {
        let scene = try #require(BuiltInScene.named("seed-hero"))
        return HeadlessHost(scene.makeView(HeroConfig()), size: scene.size(for: HeroConfig()))
    }

    func trash(_ host: HeadlessHost) -> [MatchedGeometryElement] { host.matchedGeometry.filter { $0.id == AnyHashable("trash") } }

    @Test func aTapOnTrashFliesItFromItsCellOverTheGridAndASecondTapBringsItBack() throws {
        let host = try host()
        #expect(host.matchedGeometry.map { "\($0.id.base)" } == ["pencil", "trash", "lock.doc", "person", "figure.run"])
        #expect(trash(host).map(\.frame) == [Self.trashCell])

        #expect(host.tap(at: CGPoint(x: Self.trashCell.midX, y: Self.trashCell.midY)))
        // The inserted overlay image starts exactly at the cell, transparent (the default .opacity transition).
        let start = trash(host)
        #expect(start.count == 2)
        #expect(start.map(\.frame) == [Self.trashCell, Self.trashCell])
        #expect(start[1].opacity == 0)

        host.advance(by: 0.2)
        let inFlight = trash(host)[1]
        #expect(inFlight.frame.width > Self.trashCell.width && inFlight.frame.width < 390)

        host.advance(by: 2)
        #expect(!host.isAnimating)
        let presented = trash(host)
        #expect(presented.count == 2)
        #expect(presented[1].frame == Self.overlay)
        #expect(presented[1].opacity == 1)

        // The overlay covers the cells under it: a tap anywhere on it closes it.
        #expect(host.tap(at: CGPoint(x: 195, y: 300)))
        host.advance(by: 0.2)
        let returning = trash(host)
        #expect(returning.count == 2 && returning[1].isRemoved)
        #expect(returning[1].frame.width < 390 && returning[1].frame.width > Self.trashCell.width)

        host.advance(by: 3)
        #expect(!host.isAnimating)
        #expect(trash(host).map(\.frame) == [Self.trashCell])
        #expect(host.matchedGeometry.count == 5)
        #expect(host.warnings.isEmpty)
    }

    @Test func framesAndTraceAreByteIdenticalAcrossRuns() throws {
        let scene = try #require(BuiltInScene.named("seed-hero"))
        let script = try Scenario.parse(scene.scenario, file: scene.name, name: scene.name)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("seed-hero-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let first = try SceneRecorder().record(script, on: try host(), fps: 30, into: "\(base)/a")
        let second = try SceneRecorder().record(script, on: try host(), fps: 30, into: "\(base)/b")
        #expect(first == second)
        #expect(first.count == 79) // 2.6 s at 30 fps: frames 0...78
        for name in try FileManager.default.contentsOfDirectory(atPath: "\(base)/a") {
            #expect(FileManager.default.contents(atPath: "\(base)/a/\(name)") == FileManager.default.contents(atPath: "\(base)/b/\(name)"), "\(name)")
        }
    }
}
