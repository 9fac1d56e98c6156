import ArgumentParser
import Foundation

/// `herosim demo`: the desktop window (placeholder until the SDL host lands).
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "demo", abstract: "Open the desktop demo window.")
    @OptionGroup var options: SimulationOptions
    func run() throws {}
}
