import Foundation
import Headless
import Studio
import StudioFiles
import Raster

/// A scenario's frames and trace checked against a golden folder (`frame-00000.png`, ... and `trace.json`,
/// as `herosim render` writes them), or recorded into it.
public struct GoldenFrames {
    /// The golden folder.
    public var folder: String
    /// The largest difference allowed in any channel (0–255) of any pixel: cairo and pixman builds differ
    /// by a step or two in antialiased edges.
    public var tolerance: Int
    /// The largest difference allowed in a traced rectangle's edges, in points, and in an opacity × 100.
    public var geometryTolerance: Double

    /// A check against `folder`, with per-channel `tolerance` and traced geometry within `geometryTolerance`.
    public init(folder: String, tolerance: Int = 2, geometryTolerance: Double = 0.01) {
        self.folder = folder
        self.tolerance = tolerance
        self.geometryTolerance = geometryTolerance
    }

    /// What a check found.
    public enum Outcome: Equatable, Sendable {
        /// Every frame and the trace match.
        case matched(frames: Int)
        /// The golden folder was written (it did not exist, or recording was asked for).
        case recorded(frames: Int)
        /// The first difference, in words, with the files written to look at it.
        case mismatch(String)
    }

    /// Whether `HEROSIM_RECORD_GOLDENS=1` asks for goldens to be written anew.
    public static var recordingRequested: Bool { ProcessInfo.processInfo.environment["HEROSIM_RECORD_GOLDENS"] == "1" }

    /// Where the frames that differ are written: the golden folder's name with `.failure` added, beside it.
    public var failureFolder: String { folder + ".failure" }

    /// Runs `scenario` on `host` at `fps` and compares every frame and the trace with the golden folder, or
    /// records them when the folder does not exist or `record` is true.
    public func check(_ scenario: Scenario, on host: HeadlessHost, fps: Double = 30, record: Bool = GoldenFrames.recordingRequested) throws -> Outcome {
        if record || !FileManager.default.fileExists(atPath: "\(folder)/trace.json") {
            let trace = try SceneRecorder().record(scenario, on: host, fps: fps, into: folder)
            try? FileManager.default.removeItem(atPath: failureFolder)
            return .recorded(frames: trace.count)
        }
        let golden = try SceneTrace.read(Data(contentsOf: URL(fileURLWithPath: "\(folder)/trace.json"))).frames
        var actualTrace: [SceneTraceEntry] = []
        var firstDifference: String?
        try SceneRecorder().run(scenario, on: host, fps: fps) { index, host, entry in
            actualTrace.append(entry)
            guard firstDifference == nil else { return }
            let name = SceneRecorder.fileName(frame: index)
            let time = String(format: "%.3f", entry.time)
            guard index < golden.count else {
                firstDifference = "frame \(index) (t = \(time) s) is new: the golden has \(golden.count) frames"
                return
            }
            let expected = try RasterImage.readPNG(at: "\(folder)/\(name)")
            let actual = host.render()
            let difference = ImageComparison.compare(expected, actual)
            if difference.sizeMismatch || difference.maximumChannelDelta > tolerance {
                let (actualPath, diffPath) = try writeFailure(name, expected: expected, actual: actual)
                let what = difference.sizeMismatch
                    ? "is \(actual.width)×\(actual.height) pixels, the golden \(expected.width)×\(expected.height)"
                    : "differs by up to \(difference.maximumChannelDelta) in \(difference.differingPixels) pixels (tolerance \(tolerance))"
                firstDifference = "frame \(index) (t = \(time) s) \(what): golden \(folder)/\(name), actual \(actualPath), diff \(diffPath)"
            } else if let geometry = traceDifference(golden[index], entry) {
                firstDifference = "frame \(index) (t = \(time) s): \(geometry)"
            }
        }
        if let firstDifference { return .mismatch(firstDifference) }
        guard actualTrace.count == golden.count else {
            return .mismatch("the run has \(actualTrace.count) frames, the golden \(golden.count)")
        }
        try? FileManager.default.removeItem(atPath: failureFolder)
        return .matched(frames: actualTrace.count)
    }

    /// How two trace entries differ beyond the tolerances, in words, or nil.
    func traceDifference(_ expected: SceneTraceEntry, _ actual: SceneTraceEntry) -> String? {
        guard expected.matchedGeometry.count == actual.matchedGeometry.count else {
            return "\(actual.matchedGeometry.count) matched-geometry views drawn, the golden has \(expected.matchedGeometry.count)"
        }
        for (e, a) in zip(expected.matchedGeometry, actual.matchedGeometry) {
            let edges = [(e.frame.x, a.frame.x), (e.frame.y, a.frame.y), (e.frame.width, a.frame.width), (e.frame.height, a.frame.height)]
            if e.id != a.id || e.isSource != a.isSource || e.removed != a.removed
                || edges.contains(where: { abs($0.0 - $0.1) > geometryTolerance }) || abs(e.opacity - a.opacity) * 100 > geometryTolerance {
                return "view '\(a.id)' is at \(a.frame.text) opacity \(a.opacity), the golden '\(e.id)' at \(e.frame.text) opacity \(e.opacity)"
            }
        }
        return nil
    }

    /// Writes the actual frame and a diff image into the failure folder; returns their paths.
    private func writeFailure(_ name: String, expected: RasterImage, actual: RasterImage) throws -> (String, String) {
        try FileManager.default.createDirectory(atPath: failureFolder, withIntermediateDirectories: true)
        let stem = String(name.dropLast(4))
        let actualPath = "\(failureFolder)/\(stem)-actual.png", diffPath = "\(failureFolder)/\(stem)-diff.png"
        try actual.writePNG(to: actualPath)
        try ImageComparison.diffImage(expected, actual).writePNG(to: diffPath)
        return (actualPath, diffPath)
    }
}

extension TraceRect {
    /// `(x, y, width × height)`.
    var text: String { "(\(x.formatted()), \(y.formatted()), \(width.formatted())×\(height.formatted()))" }
}
