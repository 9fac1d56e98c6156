import ArgumentParser
import Foundation
import Raster

/// `herosim compare`: compares two PNGs channel by channel (used by the window test).
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNG images; exits non-zero if any channel differs by more than the tolerance.")

    @Argument(help: "The first PNG.") var first: String
    @Argument(help: "The second PNG.") var second: String

    @Option(name: .long, parsing: .unconditional, help: "Largest allowed per-channel difference (0-255).")
    var tolerance = 0

    @Flag(name: .long, help: "Compare red, green and blue only (screenshots have no alpha).")
    var ignoreAlpha = false

    @Option(name: .long, help: "Write a diff image here when the images differ.")
    var diff: String?

    /// Checks `--tolerance` while parsing, so that a bad value is reported with this command's usage.
    func validate() throws {
        guard (0...255).contains(tolerance) else { throw ValidationError("--tolerance must lie in 0...255, got \(tolerance)") }
    }

    func run() throws {
        Interruption.prepare(writing: [diff])
        let a = try RasterImage.readPNG(at: first)
        let b = try RasterImage.readPNG(at: second)
        let result = ImageComparison.compare(a, b, ignoringAlpha: ignoreAlpha)
        if result.sizeMismatch {
            print("sizes differ: \(a.width)x\(a.height) vs \(b.width)x\(b.height)")
            throw ExitCode(1)
        }
        print("max channel difference \(result.maximumChannelDelta), \(result.differingPixels) differing pixels")
        if result.maximumChannelDelta > tolerance {
            if let diff { try ImageComparison.diffImage(a, b).writePNG(to: diff) }
            throw ExitCode(1)
        }
    }
}
