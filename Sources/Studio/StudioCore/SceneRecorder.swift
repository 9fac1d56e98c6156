import Foundation
import Headless
import StudioSettings
import LayoutCore
import Motion
import Raster
import ViewRuntime

/// Why a scenario cannot drive a scene.
public struct ScenarioError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// An error saying `description`.
    package init(description: String) {
        self.description = description
    }
}

/// Drives a `HeadlessHost` through a scripted scenario, frame by frame.
public struct SceneRecorder {
    /// Creates a recorder.
    public init() {}

    /// The file name of frame `index`: `frame-00000.png`, ... (`RecordedFiles.fileName`).
    public static func fileName(frame index: Int) -> String { RecordedFiles.fileName(frame: index) }

    /// Applies one scripted input to `host` at its current time; a drag, a press or a pinch plays whole, moving the
    /// host's clock by its duration.
    public func apply(_ input: ScenarioInput, to host: HeadlessHost) throws {
        switch input {
        case .drag, .press, .pinch:
            var pointer = try ScriptedPointer.begin(input, on: host)
            pointer?.playAll(on: host)
        case .tapPoint(let point): host.tap(at: point)
        case .key(let key): host.key(KeyEquivalent(key.rawValue))
        case .resize(let size): host.resize(to: size)
        case .scroll(let target, let offset): host.scroll(by: offset, at: try ScriptedPointer.point(of: target, in: host))
        case .tapID(let name): host.tap(at: try SceneRecorder.centre(of: name, in: host))
        case .tapIcon(let index):
            // The icon grid's cells are its matched-geometry views with ids 0, 1, ...
            guard let cell = host.matchedGeometry.first(where: { $0.id == AnyHashable(index) && !$0.isRemoved }) else {
                throw ScenarioError(description: "tap: {icon: \(index)}: this scene draws no icon \(index) now; tap its views with {id: NAME} or {x: X, y: Y}")
            }
            host.tap(at: CGPoint(x: cell.frame.midX, y: cell.frame.midY))
        }
    }

    /// The centre of the view drawn with matched-geometry id or `.id` `name` (as text).
    static func centre(of name: String, in host: HeadlessHost) throws -> CGPoint {
        if let element = host.matchedGeometry.last(where: { "\($0.id.base)" == name && !$0.isRemoved }) {
            return CGPoint(x: element.frame.midX, y: element.frame.midY)
        }
        let layout = host.layout
        if let id = layout.identifiedViews.first(where: { "\($0.base)" == name }), let frame = layout.frames[id] {
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        let known = Set(host.matchedGeometry.map { "\($0.id.base)" } + layout.identifiedViews.map { "\($0.base)" }).sorted()
        throw ScenarioError(description: "no view with id '\(name)' is drawn at this time; ids: \(known.joined(separator: ", "))")
    }

    /// Runs `scenario` at `fps`, its times counted from the host's time now (0 for a new host): inputs apply at
    /// their exact times, before the frame sampled at or after
    /// them (a drag's moves and a press's release too, between the frames); `body` gets each frame's number, the host at that time and the trace entry.
    /// `beforeAdvance`, when given, sees the host before each move of its clock, with the time it moves to.
    public func run(_ scenario: Scenario, on host: HeadlessHost, fps: Double, beforeAdvance: ((HeadlessHost, Double) -> Void)? = nil,
                    body: (Int, HeadlessHost, SceneTraceEntry) throws -> Void) throws {
        guard FileLimits.framesPerSecond.contains(fps) else {
            throw ScenarioError(description: "frames per second must lie in \(FileLimits.framesPerSecond.text), got \(fps.shortString)")
        }
        let frames = (scenario.duration * fps).rounded(.up) + 1
        guard frames <= Double(FileLimits.renderFrames) else {
            throw ScenarioError(description: "\(scenario.duration.shortString)s at \(fps.shortString) fps is \(Int(frames)) frames; at most \(FileLimits.renderFrames) are written in one render")
        }
        let count = Int(frames) - 1
        var pending = scenario.steps[...]
        var pointer: ScriptedPointer?
        let origin = host.time
        for index in 0...count {
            let time = origin + Double(index) / fps
            while true {
                // A drag's or press's events come before a step at the same time (the step comes after it).
                if let next = pointer?.nextTime, next <= time, next <= origin + (pending.first?.time ?? .infinity) {
                    beforeAdvance?(host, next)
                    host.advance(to: next)
                    pointer?.playNext(on: host)
                    continue
                }
                guard let step = pending.first, origin + step.time <= time else { break }
                beforeAdvance?(host, origin + step.time)
                host.advance(to: origin + step.time)
                if let started = try ScriptedPointer.begin(step.input, on: host) {
                    pointer = started
                } else {
                    try apply(step.input, to: host)
                }
                pending = pending.dropFirst()
            }
            beforeAdvance?(host, time)
            host.advance(to: time)
            try body(index, host, SceneRecorder.traceEntry(index, host))
        }
    }

    /// The trace entry of `host`'s current frame.
    static func traceEntry(_ index: Int, _ host: HeadlessHost) -> SceneTraceEntry { GeometryTracer.entry(index, of: host) }

    /// Whether `name` is a file `record` writes: `frame-NNNNN.png` or `trace.json` (`RecordedFiles.isRecordedFile`).
    public static func isRecordedFile(_ name: String) -> Bool { RecordedFiles.isRecordedFile(name) }

    /// Runs `scenario` and writes `frame-00000.png`, ... and `trace.json` into `directory`, all at once:
    /// into a staging folder beside it that replaces it only when every file is written (`OutputFolder`).
    /// A failed run leaves the previous output as it was. A frame in `drops` repeats the frame shown before
    /// it (pixels and trace, marked `dropped`) while time and input go on. Returns the trace.
    @discardableResult
    public func record(_ scenario: Scenario, on host: HeadlessHost, fps: Double, into directory: String,
                       drops: FrameDrops = .none) throws -> [SceneTraceEntry] {
        let folder = try OutputFolder.begin(directory, what: "frames", isOurs: SceneRecorder.isRecordedFile)
        return try folder.write { staging in
            var trace: [SceneTraceEntry] = []
            let writers = PNGWriterPool(atomically: false) // the staging folder is put in place as a whole
            let dropped = drops.dropped(among: Int((scenario.duration * fps).rounded(.up)) + 1)
            var shown: RasterImage?   // the frame on screen, kept only when the next one is dropped
            do {
                try run(scenario, on: host, fps: fps) { index, host, entry in
                    let image = writers.image(width: host.pixelSize.width, height: host.pixelSize.height)
                    let repeatsPrevious: Bool
                    // A resize redraws: a frame of another size cannot stand in for this one.
                    if dropped.contains(index), let shown, shown.width == image.width, shown.height == image.height, let last = trace.last {
                        image.copyPixels(from: shown)
                        var repeated = last
                        (repeated.frame, repeated.time, repeated.dropped) = (index, entry.time, true)
                        trace.append(repeated)
                        repeatsPrevious = true
                    } else {
                        // The host compares with the frame it drew last, which a dropped frame repeated.
                        repeatsPrevious = host.render(into: image)
                        trace.append(entry)
                    }
                    if dropped.contains(index + 1), shown?.width != image.width || shown?.height != image.height || !trace[index].dropped {
                        if shown?.width != image.width || shown?.height != image.height { shown = RasterImage(width: image.width, height: image.height) }
                        shown?.copyPixels(from: image)
                    }
                    writers.write(image, to: "\(staging)/\(SceneRecorder.fileName(frame: index))", repeatsPrevious: repeatsPrevious)
                }
            } catch {
                try? writers.finish() // let queued writes end before the staging folder goes
                throw error
            }
            try writers.finish()
            try RasterImage.write(Array(SceneTrace(fps: fps, frames: trace).json()), to: "\(staging)/trace.json")
            return trace
        }
    }

}
