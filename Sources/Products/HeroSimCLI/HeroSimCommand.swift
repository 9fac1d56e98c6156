import ArgumentParser
import Desktop
import Foundation
import Raster

/// `herosim`: the hero-transition simulator's command line.
@main
struct HeroSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "herosim",
        abstract: "A hero-transition simulator: a grid of icons that fly to a full-screen overlay and back.",
        subcommands: [DemoCommand.self, GalleryCommand.self, RenderCommand.self, LintCommand.self, FuzzInterruptsCommand.self, ComparePoliciesCommand.self, CurveCommand.self, LayoutCommand.self, CompareCommand.self, PreviewCommand.self],
        defaultSubcommand: DemoCommand.self)

    /// Parses the arguments and runs the command, as ArgumentParser's `main` does, except that once an
    /// interruption is removing staged output (`Interruption`), no exit (an error its removal caused, or
    /// success) comes before the signal's own.
    static func main() {
        ViewWindow.makeDisplayThreadAhead()
        IconLibrary.startLoadingRenderer()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            StagingRegistry.shared.parkIfInterrupted()
            exit(withError: error)
        }
        StagingRegistry.shared.parkIfInterrupted()
    }
}
