import Foundation
import Headless
import Raster
@_exported import SnapshotTesting
import Studio
import StudioFiles
import Testing

extension Snapshotting where Value == HeadlessHost, Format == FrameStrip {
    /// Runs `scenario` (a scenario file's YAML text: `steps:` with `wait`, `tap`, `key`, `resize`, ...) on the host
    /// at `fps` and snapshots every frame, one under the other, as one PNG: as `assertFrames` does, each pixel
    /// may differ by `tolerance` in any channel, and a failure names the first frame that differs and its time.
    ///
    /// ```swift
    /// assertSnapshot(of: HeadlessHost(ContentView(), size: CGSize(width: 390, height: 844)),
    ///                as: .frames(running: "steps:\n  - tap: {id: card}\n  - wait: 0.5s"))
    /// ```
    public static func frames(running scenario: String, fps: Double = 30, tolerance: Int = 2) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .frameStrip(tolerance: tolerance)) { host in
            var frames: [RasterImage] = []
            var times: [Double] = []
            do {
                let script = try Scenario.parse(scenario, file: "scenario", name: "scenario")
                try SceneRecorder().run(script, on: host, fps: fps) { _, host, entry in
                    frames.append(host.render())
                    times.append(entry.time)
                }
            } catch {
                Issue.record("the scenario cannot run: \(error)")
            }
            return FrameStrip(frames: frames, times: times)
        }
    }
}

extension Snapshotting where Value == HeadlessHost, Format == String {
    /// Runs `scenario` on the host at `fps` and snapshots its trace (every frame's matched-geometry views: id,
    /// frame, opacity), as `herosim render` writes `trace.json`: as `assertFrames` does, each traced edge may
    /// differ by `geometryTolerance` points and each opacity by `geometryTolerance` / 100.
    public static func trace(running scenario: String, fps: Double = 30, geometryTolerance: Double = 0.01) -> Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .trace(geometryTolerance: geometryTolerance)) { host in
            var entries: [SceneTraceEntry] = []
            do {
                let script = try Scenario.parse(scenario, file: "scenario", name: "scenario")
                try SceneRecorder().run(script, on: host, fps: fps) { _, _, entry in entries.append(entry) }
            } catch {
                Issue.record("the scenario cannot run: \(error)")
            }
            return (try? SceneTrace(fps: fps, frames: entries).json()).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
    }
}

extension Diffing where Value == FrameStrip {
    /// Strips match when every pixel is within `tolerance` in every channel; a failure names the first frame that
    /// differs, its time, and attaches the difference image.
    static func frameStrip(tolerance: Int) -> Diffing {
        .diff(toData: { $0.pngData() }, fromData: { data in
            (try? FrameStrip.read(data)) ?? FrameStrip(image: RasterImage(width: 1, height: 1), cellHeight: nil, times: [])
        }) { reference, actual in
            let whole = ImageComparison.compare(reference.image, actual.image)
            guard whole.sizeMismatch || whole.maximumChannelDelta > tolerance else { return nil }
            let difference = DiffAttachment.data(Data(ImageComparison.diffImage(reference.image, actual.image).pngData()), name: "difference.png")
            if whole.sizeMismatch {
                return ("the strip is \(actual.image.width)×\(actual.image.height) pixels, the snapshot \(reference.image.width)×\(reference.image.height)",
                        [difference])
            }
            let cell = actual.cellHeight ?? reference.cellHeight ?? actual.image.height
            for index in 0..<(actual.image.height / max(1, cell)) {
                let rows = index * cell..<(index + 1) * cell
                let frame = ImageComparison.compare(reference.rows(rows), actual.rows(rows))
                guard frame.maximumChannelDelta > tolerance else { continue }
                let time = index < actual.times.count ? String(format: " (t = %.3f s)", actual.times[index]) : ""
                return ("frame \(index)\(time) differs by up to \(frame.maximumChannelDelta) in \(frame.differingPixels) pixels (tolerance \(tolerance))",
                        [difference])
            }
            return ("the frames differ by up to \(whole.maximumChannelDelta) (tolerance \(tolerance))", [difference])
        }
    }
}

extension Diffing where Value == String {
    /// Traces match when they have the same frames and views, every edge within `geometryTolerance` points and
    /// every opacity within `geometryTolerance` / 100; a failure names the first frame and view that differ.
    static func trace(geometryTolerance: Double) -> Diffing {
        .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { reference, actual in
            guard let expected = try? SceneTrace.read(Data(reference.utf8)).frames,
                  let found = try? SceneTrace.read(Data(actual.utf8)).frames else {
                return reference == actual ? nil : ("the snapshot is no trace HeroSim can read", [])
            }
            guard expected.count == found.count else { return ("the run has \(found.count) frames, the snapshot \(expected.count)", []) }
            let check = GoldenFrames(folder: "", geometryTolerance: geometryTolerance)
            for (index, (e, a)) in zip(expected, found).enumerated() {
                if let difference = check.traceDifference(e, a) {
                    return (String(format: "frame %d (t = %.3f s): ", index, a.time) + difference, [])
                }
            }
            return nil
        }
    }
}
