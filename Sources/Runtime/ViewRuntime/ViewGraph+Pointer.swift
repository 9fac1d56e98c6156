import Foundation
import LayoutCore

/// Pointer input: taps, drags and presses, and two-finger pinches, each at a time of the graph's clock.
extension ViewGraph {
    /// Taps at `point` (host coordinates): the pointer goes down and up there at the current time. The
    /// topmost drawn view under the point is hit, and the gestures around it see the tap (see
    /// `pointerDown(at:)`). Returns whether a gesture ended successfully.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        pointerDown(at: point)
        return pointerUp(at: point)
    }

    /// The pointer (a finger, the mouse's primary button) goes down at `point` (host coordinates), at
    /// `time` when given (the clock moves there first) or now. The topmost drawn view under the point is
    /// hit, and the gestures attached around it take part in the sequence until the pointer goes up.
    public func pointerDown(at point: CGPoint, time: Double? = nil) {
        if let time { advance(to: time) }
        if let running = pointer {
            pointer = nil
            run(running.cancel())
        }
        let session = PointerSession(HitTester.gestures(in: presentedRoot, at: point), at: PointerSample(location: point, time: self.time))
        pointer = session
        run(session.down())
    }

    /// The pointer, down, moves to `point`, at `time` when given or now. Without the pointer down, nothing
    /// happens.
    public func pointerMoved(to point: CGPoint, time: Double? = nil) {
        if let time { advance(to: time) }
        guard let session = pointer, !session.isPinch else { return }
        run(session.moved(PointerSample(location: point, time: self.time)))
    }

    /// The pointer goes up at `point` (where it last was, when nil), at `time` when given or now. Returns
    /// whether a gesture of the sequence ended successfully.
    @discardableResult
    public func pointerUp(at point: CGPoint? = nil, time: Double? = nil) -> Bool {
        if let time { advance(to: time) }
        guard let session = pointer, !session.isPinch else { return false }
        pointer = nil
        let location = point ?? session.last.location
        let count: Int
        if let last = lastTap, self.time - last.time <= TapRecognizer.repeatInterval, location.distance(to: last.point) <= TapRecognizer.repeatDistance {
            count = last.count + 1
        } else {
            count = 1
        }
        let actions = session.up(PointerSample(location: location, time: self.time), tapCount: count)
        lastTap = session.movedTooFar ? nil : (self.time, location, count)
        run(actions)
        return session.anyEnded
    }

    /// Whether the pointer is down.
    public var isPointerDown: Bool { pointer.map { !$0.isPinch } ?? false }

    /// Two fingers go down centred on `center` (host coordinates), at `time` when given (the clock moves
    /// there first) or now: a pinch begins, at scale 1. HeroSim's pinch keeps its centre; only its scale
    /// (the fingers' distance apart over what it was here) changes. The view under the centre is hit as by
    /// `pointerDown(at:)`, and its gestures take part: a magnify gesture recognizes, a drag follows the
    /// centre, taps and long presses fail. A sequence under way (pointer or pinch) is cancelled first.
    public func pinchBegan(at center: CGPoint, time: Double? = nil) {
        if let time { advance(to: time) }
        if let running = pointer {
            pointer = nil
            run(running.cancel())
        }
        let session = PointerSession(HitTester.gestures(in: presentedRoot, at: center), at: PointerSample(location: center, time: self.time))
        pointer = session
        run(session.pinchBegan(PinchSample(center: center, scale: 1, time: self.time)))
    }

    /// The pinch's scale becomes `scale` (relative to where it began) and its fingers' angle `rotation`
    /// (from where they went down, clockwise on screen), at `time` when given or now. Without a pinch under
    /// way, nothing happens.
    public func pinchChanged(scale: Double, rotation: Angle = .zero, time: Double? = nil) {
        if let time { advance(to: time) }
        guard let session = pointer, session.isPinch, scale.isFinite, scale > 0, rotation.radians.isFinite else { return }
        run(session.pinchChanged(PinchSample(center: session.start.location, scale: scale, rotation: rotation.radians, time: self.time)))
    }

    /// The pinch's fingers lift, at its last scale, at `time` when given or now. Returns whether a
    /// gesture of the pinch ended successfully.
    @discardableResult
    public func pinchEnded(time: Double? = nil) -> Bool {
        if let time { advance(to: time) }
        guard let session = pointer, session.isPinch else { return false }
        pointer = nil
        lastTap = nil
        run(session.pinchEnded(time: self.time))
        return session.anyEnded
    }

    /// Whether a pinch is under way.
    public var isPinching: Bool { pointer?.isPinch ?? false }

    /// Runs gesture actions in order, each change updating the tree in its own transaction.
    func run(_ actions: [() -> Void]) {
        for action in actions {
            action()
            flushStateChanges()
        }
    }
}
