import Foundation
import LayoutCore
import ViewRuntime

/// One input a window gave its scene, at the scene's time, so that the same inputs can be given again to a
/// new run of the scene (a preview rebuilt after a save comes back to the same moment).
public struct RecordedInput: Codable, Equatable, Sendable {
    /// The scene's time when it received the input, seconds.
    public let time: Double
    /// The input.
    package let input: SceneInput

    /// An input received at `time`.
    package init(time: Double, input: SceneInput) {
        self.time = time
        self.input = input
    }

    /// Gives `inputs` to `graph` in order, each at its time, then moves the graph's clock to `end`.
    @MainActor
    package static func replay(_ inputs: [RecordedInput], on graph: ViewGraph, until end: Double) {
        for recorded in inputs {
            graph.advance(to: max(graph.time, recorded.time))
            recorded.input.apply(to: graph)
        }
        graph.advance(to: max(graph.time, end))
    }
}
