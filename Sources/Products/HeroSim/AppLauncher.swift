import Desktop
import Inspector
import Foundation
import Headless
import StudioCore
import LayoutCore
import ViewRuntime

/// Runs an app's root view in a window, or headless where there is no display.
@MainActor
struct AppLauncher {
    var size = CGSize(width: 390, height: 844)
    var exitAfter: Double?
    var printStats = false
    var frames = "frames"
    var inspect = false
    var colorScheme = ColorScheme.light
    /// Pixels per point (`--scale`); nil: the desktop's for the window (`DisplayScale`), 1 for frames.
    var scale: CGFloat?
    /// Asked every frame; the window closes when it answers true (the preview picker after a choice).
    var closesWhen: (@MainActor () -> Bool)?
    /// Asked every half second whether something changed (`ViewWindowOptions.reload`).
    var reload: (@MainActor (ViewGraph) -> WindowReload?)?
    /// Called when the first frame is on the screen.
    var onFirstFrame: (@MainActor () -> Void)?
    /// The session to come back to (`ViewWindowOptions.restore`).
    var restore: WindowSession?

    /// A launcher of a window of `size` points with no other option.
    init(size: CGSize) {
        self.size = size
    }

    /// Reads `--size WxH`, `--scale N`, `--exit-after SECONDS`, `--stats`, `--inspect` and `--frames DIR`.
    init(arguments: [String]) throws {
        var rest = LaunchArguments(arguments)
        while let argument = rest.next() {
            switch argument {
            case "--size":
                let text = try rest.value(for: argument)
                let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, LayoutLimits.sideLength.contains(parts[0]), LayoutLimits.sideLength.contains(parts[1]) else {
                    throw LaunchError(message: "--size expects WIDTHxHEIGHT such as 390x844, got '\(text)'")
                }
                size = CGSize(width: parts[0], height: parts[1])
            case "--exit-after": exitAfter = try rest.seconds(for: argument)
            case "--scale": scale = try rest.scale(for: argument)
            case "--stats": printStats = true
            case "--inspect": inspect = true
            case "--frames": frames = try rest.value(for: argument)
            default: throw LaunchError(message: "unknown option '\(argument)'; options: --size WxH, --scale N, --exit-after SECONDS, --stats, --inspect, --frames DIR")
            }
        }
    }

    /// Opens the window; with no display, says so in one line and writes the first frame into `frames`.
    /// Returns where the window was when it closed (nil with no display).
    @discardableResult
    func launch(_ view: AnyView, title: String?) throws -> WindowSession? {
        ViewWindow.startDisplayInBackground()
        let kit = RenderingKit()
        let name = title ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "HeroSim").lastPathComponent
        var options = ViewWindowOptions(title: name, size: size)
        if let scale { options.scale = scale } else { options.adoptDesktopScale() }
        if let problem = LayoutLimits.problem(size: size, scale: options.scale) { throw LaunchError(message: problem) }
        options.restore = restore
        ViewWindow.expectWindow(options)
        let graph = ViewGraph(view, host: LayoutHost(size: size, scale: options.scale), engine: kit.engine, colorScheme: colorScheme)
        options.exitAfter = exitAfter
        options.printStats = printStats
        options.inspect = inspect
        options.closesWhen = closesWhen
        options.reload = reload
        options.onFirstFrame = onFirstFrame
        do {
            let window = ViewWindow(graph: graph, renderer: kit.renderer, engine: kit.engine, options: options,
                                    inspector: InspectorController(graph: graph, engine: kit.engine, lint: options.lint))
            try window.run()
            return window.session
        } catch DesktopError.noDisplay(let reason) {
            print("No display found (\(reason)): rendering the first frame headless into \(frames)/ instead.")
            let drawn = options.headlessScale == options.scale ? graph
                : ViewGraph(view, host: LayoutHost(size: size, scale: options.headlessScale), engine: kit.engine, colorScheme: colorScheme)
            let image = kit.renderer.render(drawn.displayList, host: drawn.host)
            let folder = try OutputFolder.begin(frames, what: "frames", isOurs: RecordedFiles.isRecordedFile)
            try folder.write { staging in try image.writePNG(to: "\(staging)/\(RecordedFiles.fileName(frame: 0))") }
            print("Wrote \(frames)/\(RecordedFiles.fileName(frame: 0)).")
            return nil
        }
    }
}

/// A bad command-line option of an app.
struct LaunchError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
