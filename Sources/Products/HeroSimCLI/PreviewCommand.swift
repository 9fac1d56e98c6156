import ArgumentParser
import Foundation
import StudioFiles

/// `herosim preview`: builds a package and lists, shows or renders its `#Preview`s, as Xcode's canvas does.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Build a package and show its #Preview previews in a window, list them, or render them to PNG.",
        discussion: """
        A package with an executable whose @main is a HeroSim App: herosim preview runs that program to show \
        its previews instead of its window. A package of libraries only: herosim preview builds a preview host \
        for them (in .build/herosim-preview-host) and runs it. With several previews and no --name, a picker \
        window shows them all live; click one to open it, close it to come back.
        """)

    @Argument(help: "The package's folder.")
    var package = "."

    @Flag(name: .long, help: "Print every preview: number, name, File.swift:LINE and size.")
    var list = false

    @Option(name: .long, help: "Open this preview: its name, its number in --list, or File.swift:LINE.")
    var name: String?

    @Option(name: .long, help: "Render every preview headless into this folder: NAME.png each and index.txt (written all at once).")
    var render: String?

    @Option(name: .long, help: "With --render: drive every preview with this scenario file (taps, drags, keys); each preview's frames and trace.json go into a folder of its own.")
    var scenario: String?

    @Option(name: .long, help: "With --render --scenario: frames per second (1...240); default the scenario's, else 60.")
    var fps: Double?

    @Option(name: .long, help: "The executable product to run when the package has several; in a package of libraries, the one library to preview.")
    var product: String?

    @Option(name: .long, help: "The build folder to use instead of the package's .build (swift build --scratch-path).")
    var scratchPath: String?

    @Flag(name: .long, help: "Dark mode.")
    var dark = false

    @Option(name: .long, help: "Pixels per point (1...4) of the window and of --render's images; 2 as a Retina display. Default: the window takes the desktop's scale (GDK_SCALE, else Xft.dpi ÷ 96), images 1.")
    var scale: Double?

    @Flag(name: .long, help: "Open with the inspector panel shown (H toggles it).")
    var inspect = false

    @Flag(name: .long, help: "Rebuild on every save under the package and show the preview again in place, at the same moment: the inputs you gave it since it opened are replayed. A failed build shows its first error over the preview, which stays.")
    var watch = false

    @Option(name: .long, help: "Close the window after this many seconds.")
    var exitAfter: Double?

    func validate() throws {
        if list && (render != nil || name != nil) { throw ValidationError("--list cannot be combined with --render or --name") }
        if render != nil && name != nil { throw ValidationError("--render renders every preview; --name opens one in a window") }
        if scenario != nil && render == nil { throw ValidationError("--scenario drives the previews of --render OUT") }
        if watch && (list || render != nil) { throw ValidationError("--watch shows a preview in a window; it cannot be combined with --list or --render") }
        if let scale, !(1...4).contains(scale) { throw ValidationError("--scale must lie in 1...4, got \(scale.formatted())") }
        if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must lie in 1...240, got \(fps.formatted())") }
    }

    /// The arguments the package's program receives in `HEROSIM_PREVIEW`; `scenarioJSON` is the scenario
    /// read here and written as JSON (the program reads no YAML).
    func hostArguments(scenarioJSON: String?) -> [String] {
        var arguments: [String] = []
        if list { arguments.append("--list") }
        if let render { arguments += ["--render", absolute(render)] }
        if let name { arguments += ["--name", name] }
        if let scenarioJSON { arguments += ["--scenario-json", scenarioJSON] }
        if let fps { arguments += ["--fps", "\(fps)"] }
        if dark { arguments.append("--dark") }
        if let scale { arguments += ["--scale", "\(scale)"] }
        if inspect { arguments.append("--inspect") }
        if let exitAfter { arguments += ["--exit-after", "\(exitAfter)"] }
        return arguments
    }

    func run() throws {
        if let render { Interruption.prepare(writing: [render]) } else { Interruption.install() }
        var scenarioJSON: String?
        if let scenario {
            let script: Scenario
            do { script = try Scenario.load(scenario) } catch { throw UserFacingError(message: "\(error)") }
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("herosim-preview-scenario-\(getpid()).json").path
            try JSONEncoder().encode(script).write(to: URL(fileURLWithPath: path))
            scenarioJSON = path
        }
        defer { if let scenarioJSON { try? FileManager.default.removeItem(atPath: scenarioJSON) } }
        let arguments = hostArguments(scenarioJSON: scenarioJSON)
        let package = try PreviewPackage(folder: package, product: product, scratchPath: scratchPath.map(absolute))
        try package.build()
        let status = watch ? try PreviewWatcher(package: package, arguments: arguments).run() : try package.runPreviews(arguments: arguments)
        if status != 0 { throw ExitCode(status) }
    }

    private func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL.path
    }
}
