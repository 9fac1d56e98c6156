import Foundation
import Headless
import Studio
import StudioFiles
import Testing

/// Runs `scenario` (a scenario file's YAML text: `steps:` with `wait`, `tap`, `key`, `resize`) on `host`
/// at `fps`, its times counted from the host's time now (a host advanced to a screen first records from
/// there), and checks every frame and the trace against the golden folder `golden`, a path relative to
/// the calling test file's folder (`"Goldens/open"`).
///
/// Each pixel may differ by `tolerance` in any channel, each traced edge by `geometryTolerance` points.
/// The first difference is recorded as a test issue naming the frame and its time, with the actual frame
/// and a diff image written beside the golden folder (in `NAME.failure/`). When the golden folder does not
/// exist, or `HEROSIM_RECORD_GOLDENS=1` is set, the frames are recorded instead and an issue says so: look
/// at them, commit them, and run the test again.
public func assertFrames(of host: HeadlessHost, running scenario: String, fps: Double = 30, matching golden: String,
                         tolerance: Int = 2, geometryTolerance: Double = 0.01,
                         filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(golden).standardizedFileURL.path
    let script = try Scenario.parse(scenario, file: golden, name: URL(fileURLWithPath: golden).lastPathComponent)
    let check = GoldenFrames(folder: folder, tolerance: tolerance, geometryTolerance: geometryTolerance)
    switch try check.check(script, on: host, fps: fps) {
    case .matched:
        break
    case .recorded(let frames):
        Issue.record("recorded \(frames) golden frames and the trace into \(folder); look at them, then run the test again", sourceLocation: sourceLocation)
    case .mismatch(let message):
        Issue.record("\(message)", sourceLocation: sourceLocation)
    }
}
