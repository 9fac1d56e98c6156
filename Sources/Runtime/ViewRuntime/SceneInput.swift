import Foundation
import LayoutCore

/// One input a scene receives, in the words of its view graph: what the window gives it from the mouse and
/// keyboard, what a recorded session gives again after a rebuild, and what `HeadlessHost`'s methods stand for.
package enum SceneInput: Codable, Equatable, Sendable {
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
    /// The pinch's scale and its fingers' angle (radians, clockwise), from 1 and 0 when it began.
    case pinchTurned(scale: Double, rotation: Double)
    /// The pinch ended.
    case pinchEnded
    /// The scene took a new size in points.
    case resize(CGSize)

    /// Gives the input to `graph` at its current time; returns whether anything in the scene took it (a key
    /// or text handled, a scroll view moved, a gesture ended; always true for the rest).
    @MainActor
    @discardableResult
    package func apply(to graph: ViewGraph) -> Bool {
        switch self {
        case .pointerDown(let point): graph.pointerDown(at: point)
        case .pointerMoved(let point): graph.pointerMoved(to: point)
        case .pointerUp: return graph.pointerUp()
        case .key(let name): return graph.key(KeyEquivalent(name))
        case .text(let text): return graph.type(text)
        case .scroll(let point, let delta): return graph.scroll(by: delta, at: point)
        case .pinchBegan(let point): graph.pinchBegan(at: point)
        case .pinchChanged(let scale): graph.pinchChanged(scale: scale)
        case .pinchTurned(let scale, let rotation): graph.pinchChanged(scale: scale, rotation: .radians(rotation))
        case .pinchEnded: return graph.pinchEnded()
        case .resize(let size): graph.resize(to: size)
        }
        return true
    }
}
