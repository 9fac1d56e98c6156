import Foundation
import LayoutCore
import ViewRuntime

extension HeadlessHost {
    /// Pinches centred on `center` from scale 1 to `scale` over `duration` seconds, from the current time:
    /// two fingers go down (`ViewGraph.pinchBegan(at:)`), the scale changes linearly in time (`PinchPath`:
    /// 60 changes a second, the last at `scale`) and they lift `duration` seconds later; the clock moves
    /// with it. Returns whether a gesture ended successfully.
    @discardableResult
    public func pinch(at center: CGPoint, scale: Double, duration: Double) -> Bool {
        let begin = graph.time
        graph.pinchBegan(at: center)
        for change in PinchPath.changes(to: scale, duration: duration) {
            graph.pinchChanged(scale: change.scale, time: begin + change.offset)
        }
        return graph.pinchEnded()
    }

    /// Two fingers go down centred on `center`, turn by `angle` (clockwise on screen) at a constant rate over
    /// `duration` seconds from the current time, keeping their distance, and lift. The changes come at
    /// `PinchPath`'s instants. Returns whether a gesture of the rotation ended successfully.
    @discardableResult
    public func rotate(at center: CGPoint, by angle: Angle, duration: Double) -> Bool {
        let begin = graph.time
        graph.pinchBegan(at: center)
        for change in PinchPath.changes(to: 1 + angle.radians, duration: duration) {
            graph.pinchChanged(scale: 1, rotation: .radians(change.scale - 1), time: begin + change.offset)
        }
        return graph.pinchEnded()
    }

    /// Two fingers go down centred on `center` at the current time (see `ViewGraph.pinchBegan(at:time:)`).
    public func pinchBegan(at center: CGPoint) { graph.pinchBegan(at: center) }

    /// The pinch's scale becomes `scale` and its fingers' angle `rotation` at the current time.
    public func pinchChanged(scale: Double, rotation: Angle = .zero) { graph.pinchChanged(scale: scale, rotation: rotation) }

    /// The pinch's fingers lift at the current time. Returns whether a gesture of the pinch ended successfully.
    @discardableResult
    public func pinchEnded() -> Bool { graph.pinchEnded() }
}
