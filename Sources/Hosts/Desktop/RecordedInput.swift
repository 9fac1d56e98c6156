import Foundation
import LayoutCore
import ViewRuntime

/// One input a window gave its scene, at the scene's time, so that the same inputs can be given again to a
/// new run of the scene (a preview rebuilt after a save comes back to the same moment).
public struct RecordedInput: Codable, Equatable, Sendable {
    /// What the scene received.
    public enum Input: Codable, Equatable, Sendable {
        /// The primary button went down at a point of the scene.
        case pointerDown(CGPoint)
        /// The pointer moved to a point, the button down.
        case pointerMoved(CGPoint)
        /// The button went up.
        case pointerUp
        /// A key, by its `KeyEquivalent` name.
        case key(String)
        /// Text typed into the focused field.
        case text(String)
        /// The wheel scrolled by `delta` points over a point.
        case scroll(CGPoint, delta: CGSize)
        /// A pinch began, centred on a point.
        case pinchBegan(CGPoint)
        /// The pinch's scale, from 1 when it began.
        case pinchChanged(scale: Double)
        /// The pinch ended.
        case pinchEnded
        /// The scene took a new size in points.
        case resize(CGSize)
    }

    /// The scene's time when it received the input, seconds.
    public let time: Double
    /// The input.
    public let input: Input

    /// An input received at `time`.
    public init(time: Double, input: Input) {
        self.time = time
        self.input = input
    }

    /// Gives the input to `graph` at its current time.
    @MainActor
    package func apply(to graph: ViewGraph) {
        switch input {
        case .pointerDown(let point): graph.pointerDown(at: point)
        case .pointerMoved(let point): graph.pointerMoved(to: point)
        case .pointerUp: _ = graph.pointerUp()
        case .key(let name): _ = graph.key(KeyEquivalent(name))
        case .text(let text): _ = graph.type(text)
        case .scroll(let point, let delta): _ = graph.scroll(by: delta, at: point)
        case .pinchBegan(let point): graph.pinchBegan(at: point)
        case .pinchChanged(let scale): graph.pinchChanged(scale: scale)
        case .pinchEnded: _ = graph.pinchEnded()
        case .resize(let size): graph.resize(to: size)
        }
    }

    /// Gives `inputs` to `graph` in order, each at its time, then moves the graph's clock to `end`.
    @MainActor
    package static func replay(_ inputs: [RecordedInput], on graph: ViewGraph, until end: Double) {
        for recorded in inputs {
            graph.advance(to: max(graph.time, recorded.time))
            recorded.apply(to: graph)
        }
        graph.advance(to: max(graph.time, end))
    }
}
