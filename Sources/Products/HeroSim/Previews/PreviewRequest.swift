import Foundation
import LayoutCore
import StudioSettings

/// What `herosim preview` asks a program built with HeroSim to do with its previews. It arrives in the
/// environment variable `HEROSIM_PREVIEW` as a JSON array of arguments, so the program's own command line
/// stays the user's.
struct PreviewRequest: Equatable {
    /// The environment variable the request arrives in.
    static let environmentKey = "HEROSIM_PREVIEW"

    enum Action: Equatable {
        /// Print every preview: number, name, file and line, size.
        case list
        /// Render every preview headless into a folder (one PNG each, or with a scenario one folder of frames each).
        case render(folder: String)
        /// Open a preview (by name, number or `File.swift:LINE`) in a window; nil opens the picker.
        case show(String?)
    }

    var action: Action = .show(nil)
    /// A scenario to drive every rendered preview with: a JSON file `herosim preview` wrote from the YAML file.
    var scenario: String?
    var fps: Double?
    var dark = false
    var inspect = false
    var scale: CGFloat?
    var exitAfter: Double?
    /// With no display, the first frame of the shown preview goes here.
    var frames = "frames"
    /// Under `herosim preview --watch`: the folder of the files the command and the program share.
    var watchFolder: String?

    /// Reads the arguments `herosim preview` passes on.
    init(arguments: [String]) throws {
        var rest = LaunchArguments(arguments)
        while let argument = rest.next() {
            switch argument {
            case "--list": action = .list
            case "--render": action = .render(folder: try rest.value(for: argument))
            case "--name": action = .show(try rest.value(for: argument))
            case "--scenario-json": scenario = try rest.value(for: argument)
            case "--fps":
                let text = try rest.value(for: argument)
                guard let rate = Double(text), (1...240).contains(rate) else { throw LaunchError(message: "--fps must lie in 1...240, got '\(text)'") }
                fps = rate
            case "--dark": dark = true
            case "--scale": scale = try rest.scale(for: argument)
            case "--inspect": inspect = true
            case "--frames": frames = try rest.value(for: argument)
            case "--watch-folder": watchFolder = try rest.value(for: argument)
            case "--exit-after": exitAfter = try rest.seconds(for: argument)
            default: throw LaunchError(message: "unknown preview option '\(argument)'")
            }
        }
    }

    /// The scenario `herosim preview --scenario` read and wrote to `path` as JSON (the program reads no YAML).
    static func readScenario(_ path: String) throws -> Scenario {
        do {
            return try JSONDecoder().decode(Scenario.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw LaunchError(message: "cannot read the scenario herosim preview passed in \(path): \(error)")
        }
    }

    /// The request in the environment, or nil when the program was started as itself. Says to `herosim preview`
    /// that the request was taken (it stops a program that does not).
    static func fromEnvironment() throws -> PreviewRequest? {
        let environment = ProcessInfo.processInfo.environment
        guard let text = environment[environmentKey] else { return nil }
        if let acknowledgement = environment["HEROSIM_PREVIEW_ACK"] {
            _ = FileManager.default.createFile(atPath: acknowledgement, contents: Data())
        }
        guard let arguments = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) else {
            throw LaunchError(message: "\(environmentKey) must hold a JSON array of arguments, got '\(text)'")
        }
        return try PreviewRequest(arguments: arguments)
    }
}
