import Desktop
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

    /// Reads `--size WxH`, `--exit-after SECONDS`, `--stats`, `--inspect` and `--frames DIR`.
    init(arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw LaunchError(message: "\(flag) needs a value") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--size":
                let text = try value(argument)
                let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, LayoutLimits.sideLength.contains(parts[0]), LayoutLimits.sideLength.contains(parts[1]) else {
                    throw LaunchError(message: "--size expects WIDTHxHEIGHT such as 390x844, got '\(text)'")
                }
                size = CGSize(width: parts[0], height: parts[1])
            case "--exit-after":
                let text = try value(argument)
                guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
                    throw LaunchError(message: "--exit-after expects seconds, got '\(text)'")
                }
                exitAfter = seconds
            case "--stats": printStats = true
            case "--inspect": inspect = true
            case "--frames": frames = try value(argument)
            default: throw LaunchError(message: "unknown option '\(argument)'; options: --size WxH, --exit-after SECONDS, --stats, --inspect, --frames DIR")
            }
        }
    }

    /// Opens the window; with no display, says so in one line and writes the first frame into `frames`.
    func launch(_ view: AnyView, title: String?) throws {
        let kit = RenderingKit()
        let graph = ViewGraph(view, host: LayoutHost(size: size), engine: kit.engine)
        let name = title ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "HeroSim").lastPathComponent
        var options = ViewWindowOptions(title: name, size: size)
        options.exitAfter = exitAfter
        options.printStats = printStats
        options.inspect = inspect
        do {
            try ViewWindow(graph: graph, renderer: kit.renderer, engine: kit.engine, options: options).run()
        } catch DesktopError.noDisplay(let reason) {
            print("No display found (\(reason)): rendering the first frame headless into \(frames)/ instead.")
            let image = kit.renderer.render(graph.displayList, host: graph.host)
            let folder = try OutputFolder.begin(frames, what: "frames", isOurs: RecordedFiles.isRecordedFile)
            try folder.write { staging in try image.writePNG(to: "\(staging)/\(RecordedFiles.fileName(frame: 0))") }
            print("Wrote \(frames)/\(RecordedFiles.fileName(frame: 0)).")
        }
    }
}

/// A bad command-line option of an app.
struct LaunchError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
