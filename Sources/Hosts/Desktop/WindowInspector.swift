import Foundation
import LayoutCore
import StudioSettings

/// What a window shows and does besides its scene, plugged in by the program that opens it (HeroSim's
/// inspector, in the Inspector module): an observer of the frames the window draws and an overlay over and
/// under its scene. The window owns the scene's clock and lends it to the inspector's keys and timeline.
@MainActor
package protocol WindowInspector: AnyObject {
    /// Whether the panel shows under the scene.
    var isPanelShown: Bool { get }
    /// Whether the panel's figures are due to be drawn again, though nothing in the scene moved.
    var isPanelDue: Bool { get }
    /// Takes new lint thresholds (a reloaded config's).
    func apply(lint thresholds: LintThresholds)
    /// Does what one of the inspector's keys asks of the window's `clock`.
    func perform(_ command: InspectorCommand, clock: inout SceneClock)
    /// A press at `point` in the area docked under the scene (the panel's timeline scrubs).
    func press(at point: CGPoint, clock: inout SceneClock)
    /// The pointer moved to `point` with the button down; true when the window must be drawn again.
    func drag(to point: CGPoint, clock: inout SceneClock) -> Bool
    /// The button went up.
    func release()
    /// How tall the area docked under the scene is in a window `width` wide (0 when nothing docks).
    func dockHeight(width: CGFloat, clock: SceneClock) -> CGFloat
    /// Works on the lint of the transition shown for about `seconds`; true when what it shows changed.
    func workOnLint(for seconds: Double, clock: SceneClock) -> Bool
    /// How long the window may wait for an event (milliseconds, at most `limit`) before the inspector has work.
    func idleWait(limit: Int32, clock: SceneClock) -> Int32
    /// What shows in the next frame: an overlay over a scene of `scene`'s size, and what docks under it in a
    /// window of `window`'s width, laid out in a host of its own height (nil when nothing docks).
    func prepare(scene: LayoutHost, window: LayoutHost, clock: SceneClock) -> (onionSkin: DisplayList?, dock: (list: DisplayList, host: LayoutHost)?)
    /// Notes a frame on screen that took `work` seconds at `clock`; `moving` says whether something moved.
    func drewFrame(work: Double, moving: Bool, clock: SceneClock)
}
