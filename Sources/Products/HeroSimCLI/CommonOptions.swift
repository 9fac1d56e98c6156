import ArgumentParser
import Foundation
import LayoutCore
import StudioFiles
import Motion

/// Options every command that runs the simulation shares.
struct SimulationOptions: ParsableArguments {
    @Option(name: .long, help: "A YAML config file (see Assets/herosim.yaml). Default: the built-in config.")
    var config: String?

    @Option(name: .long, help: "Window size in points, like 1280x800. Default: the config's window size.")
    var size: String?

    @Flag(name: .long, help: "Run in dark mode: a black window, semantic colours and materials in their dark values.")
    var dark = false

    @Option(name: .long, help: "Pixels per point (1...4): 2 draws a high-DPI window or frames twice as many pixels across, as a Retina display. Default: a window takes the desktop's scale (GDK_SCALE, else the X resource Xft.dpi ÷ 96), frames 1.")
    var scale: Double?

    /// The colour scheme `--dark` asks for.
    var colorScheme: ColorScheme { dark ? .dark : .light }

    /// Checks `--size` while parsing, so that a bad value is reported with the subcommand's usage.
    func validate() throws {
        _ = try parsedSize()
        if let scale, !LayoutLimits.displayScale.contains(scale) {
            throw ValidationError("--scale must lie in \(LayoutLimits.displayScale.lowerBound.formatted())...\(LayoutLimits.displayScale.upperBound.formatted()) pixels per point, got \(scale.formatted())")
        }
    }

    /// The scale of frames rendered headless: `--scale`, else 1.
    var frameScale: Double { scale ?? 1 }

    /// The config from `--config`, or the defaults; errors name the file, line and key.
    func loadConfig() throws -> HeroConfig {
        guard let config else { return HeroConfig() }
        do {
            return try HeroConfig.load(path: config)
        } catch {
            throw UserFacingError(message: "\(error)")
        }
    }

    /// The size from `--size`, if given.
    func parsedSize() throws -> CGSize? {
        guard let size else { return nil }
        guard let parsed = Scenario.parseSize(size) else {
            throw ValidationError("--size expects WIDTHxHEIGHT such as 1280x800 (each \(Int(LayoutLimits.sideLength.lowerBound))...\(Int(LayoutLimits.sideLength.upperBound))), got '\(size)'")
        }
        return parsed
    }
}

/// Prints a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// An error in the user's files, printed as one line without the usage text.
struct UserFacingError: Error, CustomStringConvertible {
    /// What is wrong, naming the file.
    let message: String
    var description: String { message }
}
