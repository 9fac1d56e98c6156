import Foundation
import Hero
import LayoutCore
import Raster

/// Runs a scenario headless and writes `frame-00000.png`, ... plus `trace.json` into a folder.
public struct FrameWriter {
    /// The renderer (shared with the window in the product).
    public let renderer: CairoRenderer

    /// Creates a writer drawing with `renderer`.
    public init(renderer: CairoRenderer) { self.renderer = renderer }

    /// The file name of frame `index`.
    public static func fileName(frame index: Int) -> String { String(format: "frame-%05d.png", index) }

    /// Runs `scenario` on `simulation` at `fps`, writing every frame and the trace into `directory`
    /// (created if needed; stale frames from an earlier run are removed). Returns the trace.
    @discardableResult
    public func run(_ scenario: Scenario, simulation: inout Simulation, fps: Double, into directory: String) throws -> [TraceEntry] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        where name.hasPrefix("frame-") && name.hasSuffix(".png") {
            try FileManager.default.removeItem(atPath: "\(directory)/\(name)")
        }
        var trace: [TraceEntry] = []
        var image: RasterImage?
        try simulation.run(scenario, fps: fps) { frame in
            let width = Int((frame.host.size.width * frame.host.scale).rounded())
            let height = Int((frame.host.size.height * frame.host.scale).rounded())
            if image?.width != width || image?.height != height { image = RasterImage(width: width, height: height) }
            renderer.render(frame.displayList, host: frame.host, into: image!)
            try image!.writePNG(to: "\(directory)/\(FrameWriter.fileName(frame: frame.trace.frame))")
            trace.append(frame.trace)
        }
        let data = try TraceEncoder.encode(trace)
        let tracePath = "\(directory)/trace.json"
        try data.write(to: URL(fileURLWithPath: tracePath), options: .atomic)
        return trace
    }
}
