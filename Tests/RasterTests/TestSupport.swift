import Foundation
import Headless
import Hero
import Raster

/// Paths and helpers shared by the rendering tests.
enum TestSupport {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// The real icon folder.
    static var iconDirectory: String { packageRoot.appendingPathComponent("Assets/Icons").path }

    /// A fresh temporary folder.
    static func temporaryDirectory(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("herosim-tests-\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Renders a scenario headless with the real pipeline into a new folder; returns the folder and the trace.
    static func render(_ scenario: String, name: String) throws -> (directory: String, trace: [TraceEntry], simulation: Simulation) {
        let pipeline = RenderingPipeline(iconDirectory: iconDirectory)
        let directory = try temporaryDirectory(name)
        var simulation = Simulation(config: HeroConfig(), size: CGSize(width: 1280, height: 800), engine: pipeline.engine)
        let start = simulation
        let trace = try FrameWriter(renderer: pipeline.renderer).run(try Scenario.load(scenario), simulation: &simulation, fps: 60, into: directory)
        return (directory, trace, start)
    }
}
