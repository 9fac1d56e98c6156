import ArgumentParser
import Foundation
import Headless
import Studio
import StudioFiles
import Motion
import Raster
import HeroScenes

/// `herosim render`: runs a scripted scenario on a scene with no window and writes PNG frames and a trace.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene's scenario headless: frame-00000.png, ... and trace.json.",
        // Spelled out: past a length, the argument parser's own synopsis shrinks to `<options>`.
        usage: """
        herosim render [--scene <scene>] [--scenario <scenario>] [--out <out>] [--fps <fps>] [--gif <gif>] [--mp4 <mp4>] \
        [--contact-sheet <contact-sheet>] [--drop-frames <drop-frames>] [--seed <seed>] [--gallery] [--config <config>] \
        [--size <size>] [--dark]
        """,
        discussion: """
        A scenario is a YAML file with optional `size: WxH`, `fps: N` and a list of `steps`: `wait: 0.3s`, \
        `tap: {icon: 3}` (the icon grid's cells), `tap: {id: trash}` (a view's matched-geometry id or .id), \
        `tap: {x: 200, y: 150}`, `key: escape` (escape, return, space, left, right, up, down), \
        `resize: 1024x700`, `drag:`, `press:`, `pinch:` and `scroll: {x: 195, y: 400, by: {x: 0, y: 240}}` \
        (HeroSim's documentation: Headless frame dumps and exports). Built-in scenarios: \(Scenario.builtIn.keys.sorted().joined(separator: ", ")). \
        Without --scenario a scene plays its own. The same inputs always give byte-identical frames and trace.
        """)

    @Option(name: .long, help: "The scene to render (see `herosim demo --list-scenes`).")
    var scene = "icon-grid"

    @Option(name: .long, help: "A scenario file, or the name of a built-in scenario. Default: the scene's own.")
    var scenario: String?

    @Option(name: .long, help: "The folder to write frames and trace.json into (created if missing).")
    var out = "frames"

    @Option(name: [.customLong("fps"), .customLong("frame-rate")], parsing: .unconditional,
            help: "Frames per second (1...240), e.g. 30, 60, 120 or 144 to see the same transition at another display's rate. Default: the scenario's, else 60.")
    var fps: Double?

    @Option(name: .long, help: "Also write an animated GIF of the render (at most 50 frames a second, as GIF players allow, and 640 pixels wide).")
    var gif: String?

    @Option(name: .long, help: "Also write an H.264 MP4 of the render, through the ffmpeg command (apt-get install ffmpeg).")
    var mp4: String?

    @Option(name: .long, help: "Also write a contact sheet: the frames (at most 48, evenly spaced) in a grid, each captioned with its number, time and the flying view's progress.")
    var contactSheet: String?

    @Option(name: .long, help: "Drop frames as a janky device would: frame numbers (12,13,40) or a share (10%, picked with --seed). A dropped frame repeats the one before it (its PNG and trace entry, marked dropped) while time goes on.")
    var dropFrames: String?

    @Option(name: .long, parsing: .unconditional, help: "The seed that picks the frames of --drop-frames N%.")
    var seed: UInt64 = 1

    @Flag(name: .long, help: "Render the seed gallery instead: NAME.png and NAME.txt (layout dump) per scene.")
    var gallery = false

    @OptionGroup var options: SimulationOptions

    /// Checks `--fps` while parsing, so that a bad value is reported with this command's usage.
    func validate() throws {
        if let fps, !FileLimits.framesPerSecond.contains(fps) {
            throw ValidationError("--fps must lie in 1...240, got \(fps.formatted())")
        }
        if let dropFrames {
            do { _ = try FrameDrops(parsing: dropFrames, seed: seed) } catch { throw ValidationError("\(error)") }
        }
    }

    func run() throws {
        Interruption.prepare(writing: [gif, mp4, contactSheet]) // --out is swept by OutputFolder
        if gallery {
            let count = try GalleryRenderer(rendering: RenderingKit()).writeAll(into: out)
            print("Rendered \(count) gallery scenes into \(out)/ (NAME.png, NAME.txt, index.txt)")
            return
        }
        let run = try SceneRun(scene: scene, scenario: scenario, options: options)
        let (builtIn, script, size) = (run.scene, run.script, run.size)
        let rate = fps ?? script.fps ?? 60
        let trace: [SceneTraceEntry]
        let drops = try dropFrames.map { try FrameDrops(parsing: $0, seed: seed) } ?? .none
        do { trace = try SceneRecorder().record(script, on: run.makeHost(), fps: rate, into: out, drops: drops) } catch let error as ScenarioError {
            throw UserFacingError(message: "\(script.name): \(error)")
        }
        if let contactSheet { try writeContactSheet(trace, frames: out, to: contactSheet) }
        if let gif { try writeGIF(trace, frames: out, fps: rate, to: gif) }
        if let mp4 { try writeMP4(frames: out, fps: rate, to: mp4) }
        let droppedCount = trace.filter(\.dropped).count
        if droppedCount > 0 { print("Dropped \(droppedCount) of \(trace.count) frames: \(trace.filter(\.dropped).prefix(20).map { String($0.frame) }.joined(separator: ", "))\(droppedCount > 20 ? ", ..." : "")") }
        print("Rendered \(trace.count) frames of '\(script.name)' on scene '\(builtIn.name)' at \(Int(size.width))x\(Int(size.height)), \(rate.formatted()) fps, into \(out)/ (trace: \(out)/trace.json)")
    }

    /// Writes the contact sheet of a render: at most 48 of its frames, evenly spaced, with captions.
    func writeContactSheet(_ trace: [SceneTraceEntry], frames folder: String, to path: String) throws {
        let progress = FlightProgress.of(trace)
        let step = max(1, Int((Double(trace.count) / 48).rounded(.up)))
        let cells = try stride(from: 0, to: trace.count, by: step).map { index -> ContactSheet.Cell in
            let image = try RasterImage.readPNG(at: "\(folder)/\(SceneRecorder.fileName(frame: index))")
            var caption = "#\(index)  \(String(format: "%.3f", trace[index].time)) s"
            if let p = progress[index] { caption += "  \(Int((p * 100).rounded())) %" }
            if trace[index].dropped { caption += "  dropped" }
            return ContactSheet.Cell(image: image, caption: caption, isMoving: trace[index].animating)
        }
        do {
            try ContactSheet(cells: cells).render().writePNG(to: path)
        } catch {
            throw UserFacingError(message: "\(error)")
        }
        print("Wrote the contact sheet \(path) (\(cells.count) frames)")
    }

    /// Writes the render as an animated GIF: every frame at up to 50 per second (GIF delays are whole
    /// hundredths of a second, and players slow anything faster), scaled to at most 640 pixels wide.
    func writeGIF(_ trace: [SceneTraceEntry], frames folder: String, fps: Double, to path: String) throws {
        let step = max(1, Int((fps / 50).rounded(.up)))
        let first = try RasterImage.readPNG(at: "\(folder)/\(SceneRecorder.fileName(frame: 0))")
        let width = min(640, first.width)
        let height = max(1, Int((Double(first.height) * Double(width) / Double(first.width)).rounded()))
        var encoder = GIFEncoder(width: width, height: height)
        // Delays accumulate so the GIF keeps the render's clock: each is the rounded end time minus the
        // rounded start time of its frame, in hundredths of a second.
        var shown = 0
        var written = 0
        for index in stride(from: 0, to: trace.count, by: step) {
            let image = try RasterImage.readPNG(at: "\(folder)/\(SceneRecorder.fileName(frame: index))")
            let end = Int((Double(index + step) / fps * 100).rounded())
            encoder.add(image, centiseconds: max(2, end - shown))
            shown = end
            written += 1
        }
        do {
            try RasterImage.write(encoder.data(), to: path)
        } catch {
            throw UserFacingError(message: "\(error)")
        }
        print("Wrote the GIF \(path) (\(written) frames, \(width)x\(height))")
    }

    /// Encodes the frames into an H.264 MP4 with the ffmpeg command, or says in one line how to get it.
    func writeMP4(frames folder: String, fps: Double, to path: String) throws {
        let search = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map { "\($0)/ffmpeg" }
        guard let ffmpeg = search.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw UserFacingError(message: "--mp4 needs the ffmpeg command, which is not installed (apt-get install ffmpeg); the frames are in \(folder)/")
        }
        // ffmpeg writes a staging file beside the MP4, put in place when it succeeds; an interruption
        // kills ffmpeg and removes the file.
        let staging = StagingName.path(beside: path)
        let registry = StagingRegistry.shared
        defer { registry.forget(staging) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-y", "-loglevel", "error", "-framerate", fps.formatted(), "-i", "\(folder)/frame-%05d.png",
                             "-c:v", "libx264", "-pix_fmt", "yuv420p", "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-f", "mp4", staging]
        let child = try registry.spawn(staging) { try process.run(); return process.processIdentifier }
        process.waitUntilExit()
        registry.release(child)
        guard process.terminationStatus == 0, rename(staging, path) == 0 else {
            let status = process.terminationStatus
            unlink(staging)
            throw UserFacingError(message: status == 0 ? "cannot write \(path): \(String(cString: strerror(errno)))"
                                                       : "ffmpeg could not write \(path) (exit status \(status))")
        }
        print("Wrote the MP4 \(path)")
    }
}
