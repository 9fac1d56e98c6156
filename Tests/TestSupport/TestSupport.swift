import Foundation
import Headless
import Studio
import StudioFiles
import Raster
import HeroScenes

/// Paths and helpers shared by the rendering, host and studio tests.
package enum TestSupport {
    /// The package's root folder.
    package static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// The real icon folder.
    package static var iconDirectory: String { packageRoot.appendingPathComponent("Assets/Icons").path }

    /// A fresh temporary folder.
    package static func temporaryDirectory(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("herosim-tests-\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The icon grid at 1280×800 with the default config, drawn with the real kit.
    package static func iconGrid(config: HeroConfig = HeroConfig()) -> HeadlessHost {
        HeadlessHost(IconGrid(config: config), size: CGSize(width: 1280, height: 800),
                     scale: 1, colorScheme: .light, rendering: RenderingKit(iconDirectory: iconDirectory))
    }

    /// Renders a built-in scenario on the icon grid headless into a new folder; returns the folder and the trace.
    package static func render(_ scenario: String, name: String) throws -> (directory: String, trace: [SceneTraceEntry]) {
        let directory = try temporaryDirectory(name)
        let trace = try SceneRecorder().record(try Scenario.load(scenario), on: iconGrid(), fps: 60, into: directory)
        return (directory, trace)
    }
}

extension SceneTraceEntry {
    /// The views of matched-geometry id `id` (the icon grid's cell first, then its flying card).
    package func views(_ id: Int) -> [TracedViewEntry] { matchedGeometry.filter { $0.id == "\(id)" } }
}
