import Foundation
import LayoutCore
@testable import ViewRuntime

/// What the controls' tests read from a graph's current frame.
extension ViewGraph {
    /// The frames of the shapes of `kind` filled with `color`, in drawing order.
    func shapeFrames(_ kind: ShapeKind, filledWith color: Color) -> [CGRect] {
        displayList.items.compactMap { item in
            guard case .shape(kind, let frame, .color(color)?, _) = item else { return nil }
            return frame
        }
    }

    /// The paint of the first line of text `string` drawn, if it is drawn.
    func textPaint(_ string: String) -> Paint? {
        for case .text(string, _, let paint, _, _) in displayList.items { return paint }
        return nil
    }

    /// The frame of the first line of text `string` drawn, if it is drawn.
    func textFrame(_ string: String) -> CGRect? {
        for case .text(string, _, _, let frame, _) in displayList.items { return frame }
        return nil
    }
}

/// A log of what buttons did.
final class ControlLog {
    var events: [String] = []
    func note(_ event: String) { events.append(event) }
}
