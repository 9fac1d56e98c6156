import ArgumentParser
import Foundation

/// `herosim`: the hero-transition simulator's command line.
@main
struct HeroSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "herosim",
        abstract: "A hero-transition simulator: a grid of icons that fly to a full-screen overlay and back.",
        subcommands: [DemoCommand.self, GalleryCommand.self, RenderCommand.self, LintCommand.self, FuzzInterruptsCommand.self, ComparePoliciesCommand.self, CurveCommand.self, LayoutCommand.self, CompareCommand.self],
        defaultSubcommand: DemoCommand.self)
}
