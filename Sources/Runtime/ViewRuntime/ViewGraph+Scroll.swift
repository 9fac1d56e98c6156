import Foundation
import LayoutCore

/// Scrolling input: the mouse wheel or a trackpad over a scroll view.
extension ViewGraph {
    /// Scrolls the innermost scroll view under `point` (host coordinates) that can move by `delta`
    /// (points; positive moves towards the content's end: down and right), within its content's ends.
    /// Returns whether a scroll view moved; the scroll does not animate.
    @discardableResult
    public func scroll(by delta: CGSize, at point: CGPoint) -> Bool {
        guard delta.width.isFinite, delta.height.isFinite else { return false }
        for marker in HitTester.scrollViews(in: presentedRoot, at: point) where marker.scroll(by: delta, at: time) {
            flushStateChanges()
            return true
        }
        return false
    }
}
