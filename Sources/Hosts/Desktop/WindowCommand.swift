import Foundation
import ViewRuntime

/// What one input event asks of a window, whatever system delivered it.
enum WindowCommand: Equatable {
    /// Close the window (Q, or the window's close button).
    case quit
    /// A key for the scene.
    case key(KeyEquivalent)
    /// Text typed while a text field has the focus.
    case text(String)
    /// One of the inspector's keys.
    case inspector(InspectorCommand)
    /// The primary button went down at a point of the window (points from its top-left corner).
    case press(CGPoint)
    /// The pointer moved to a point of the window.
    case drag(CGPoint)
    /// A button went up.
    case release
    /// Ctrl + the mouse wheel: a pinch centred at this point (where it began, when one is under way)
    /// scales by `factor` more.
    case pinch(CGPoint, factor: Double)
    /// Ctrl + Shift + the mouse wheel: the pinch centred at this point turns by `degrees` more (clockwise).
    case rotate(CGPoint, degrees: Double)
    /// Ctrl went up: a pinch under way ends.
    case pinchEnd
    /// The mouse wheel turned without Ctrl over a point of the window: scroll by `delta` points (positive:
    /// down and right); a pinch under way ends.
    case scroll(CGPoint, delta: CGSize)
    /// The window's size changed or it needs drawing again.
    case resized
}

extension WindowCommand {
    /// The command with its window positions (pixels) in points at `scale` pixels per point; wheel steps are
    /// points already.
    func inPoints(scale: CGFloat) -> WindowCommand {
        guard scale != 1 else { return self }
        func points(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x / scale, y: p.y / scale) }
        switch self {
        case .press(let p): return .press(points(p))
        case .drag(let p): return .drag(points(p))
        case .pinch(let p, let factor): return .pinch(points(p), factor: factor)
        case .rotate(let p, let degrees): return .rotate(points(p), degrees: degrees)
        case .scroll(let p, let delta): return .scroll(points(p), delta: delta)
        default: return self
        }
    }
}

/// The inspector's keys: what each does to the clock, the panel or the graph.
package enum InspectorCommand: Equatable {
    /// H: shows or hides the panel under the scene.
    case togglePanel
    /// S: 100 % → 25 % → 10 % (→ the extra speed) → 100 %.
    case cycleSpeed
    /// P: stops or restarts time.
    case togglePause
    /// `.`: one frame on.
    case stepForward
    /// `,`: one frame back.
    case stepBack
    /// R: plays the last transition again.
    case replay
    /// Home: pauses on the last transition's first frame.
    case firstFrame
    /// End: shows now and lets time run.
    case live
    /// O: shows or hides the last transition's onion skin.
    case toggleOnionSkin
    /// I: the next interruption policy.
    case nextPolicy
    /// A: straight or arc paths.
    case switchPath
}
