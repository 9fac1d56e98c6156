import Desktop
import Foundation
import LayoutCore
import StudioCore
import ViewRuntime

/// Dragging on the panel's timeline: a press on it pauses and shows the moment under the pointer, and
/// every move until the button goes up shows the moment under the pointer again. Moments snap to the
/// frame grid of the last transaction, as steps do, so every frame shown is one that ran.
struct TimelineScrubber {
    /// Whether a drag that started on the timeline goes on.
    private(set) var isScrubbing = false

    /// A press at `point` of the window, under a scene `sceneHeight` tall, with the panel laid out as
    /// `panel` (nil when hidden): starts scrubbing when the point is on the timeline.
    mutating func press(at point: CGPoint, panel: InspectorPanelLayout?, sceneHeight: CGFloat,
                        clock: inout SceneClock, graph: ViewGraph) {
        guard let panel else {
            isScrubbing = false
            return
        }
        isScrubbing = scrub(at: point, panel: panel, sceneHeight: sceneHeight, clock: &clock, graph: graph)
    }

    /// The pointer moved to `point`: scrubs there while a drag goes on (returns whether one does).
    mutating func drag(to point: CGPoint, panel: InspectorPanelLayout, sceneHeight: CGFloat,
                       clock: inout SceneClock, graph: ViewGraph) -> Bool {
        guard isScrubbing else { return false }
        _ = scrub(at: point, panel: panel, sceneHeight: sceneHeight, clock: &clock, graph: graph)
        return true
    }

    /// The button went up: the drag ends.
    mutating func release() { isScrubbing = false }

    /// Scrubs to the time under `point` when it is on the timeline and returns true; else changes nothing
    /// and returns whether a drag goes on.
    private func scrub(at point: CGPoint, panel: InspectorPanelLayout, sceneHeight: CGFloat,
                       clock: inout SceneClock, graph: ViewGraph) -> Bool {
        let top = sceneHeight + panel.timelineTop
        guard point.y >= top, point.y < top + InspectorPanelLayout.timelineHeight else { return isScrubbing }
        let width = panel.timelineWidth
        guard point.x < width else { return isScrubbing }
        let axis = InspectorModel.axis(liveTime: clock.now, shownTime: clock.shownTime, animations: graph.recordedAnimations)
        var time = InspectorTimeline.time(atX: point.x, axis: axis, width: width)
        if let anchor = graph.recordedAnimations.last?.start {
            time = anchor + ((time - anchor) / SceneClock.frameStep).rounded() * SceneClock.frameStep
        }
        if !clock.isPaused { clock.togglePause() }
        clock.scrub(to: time, earliest: graph.replayableSince)
        return true
    }
}
