import Foundation
import Headless
import StudioSettings

/// The pointer events of a scripted drag, press or pinch, which a recorder plays between its frames: the
/// pointer (or a pinch's two fingers) goes down when the step starts, then moves (a drag's `PointerPath`)
/// or scales (a pinch's `PinchPath`) and goes up at their times.
struct ScriptedPointer {
    /// A later event of the sequence.
    enum Event {
        /// The pointer moves here.
        case move(CGPoint)
        /// The pointer goes up here.
        case up(CGPoint)
        /// The pinch's scale becomes this.
        case scale(Double)
        /// The pinch's fingers lift.
        case lift
    }

    /// The events after the pointer went down, at absolute times, in order.
    private(set) var pending: [(time: Double, event: Event)]

    /// Puts the pointer (or two fingers) down on `host` for `input` (a drag, a press or a pinch) at the host's current time, and
    /// returns what follows; nil for any other input.
    static func begin(_ input: ScenarioInput, on host: HeadlessHost) throws -> ScriptedPointer? {
        let start = host.time
        switch input {
        case .drag(let from, let to, let duration):
            let origin = try point(of: from, in: host)
            let end: CGPoint
            switch to {
            case .point(let point): end = point
            case .offset(let offset): end = CGPoint(x: origin.x + offset.width, y: origin.y + offset.height)
            }
            host.pointerDown(at: origin)
            let moves = PointerPath.moves(from: origin, to: end, duration: duration)
            return ScriptedPointer(pending: moves.map { (start + $0.offset, .move($0.location)) } + [(start + duration, .up(end))])
        case .press(let target, let duration):
            let place = try point(of: target, in: host)
            host.pointerDown(at: place)
            return ScriptedPointer(pending: [(start + duration, .up(place))])
        case .pinch(let target, let scale, let duration):
            host.pinchBegan(at: try point(of: target, in: host))
            let changes = PinchPath.changes(to: scale, duration: duration)
            return ScriptedPointer(pending: changes.map { (start + $0.offset, .scale($0.scale)) } + [(start + duration, .lift)])
        default:
            return nil
        }
    }

    /// Where `target` is on `host` now.
    static func point(of target: ScenarioTarget, in host: HeadlessHost) throws -> CGPoint {
        switch target {
        case .point(let point): return point
        case .id(let name): return try SceneRecorder.centre(of: name, in: host)
        }
    }

    /// The time of the next event, if any.
    var nextTime: Double? { pending.first?.time }

    /// Plays the next event on `host` (whose clock is at its time).
    mutating func playNext(on host: HeadlessHost) {
        let (_, event) = pending.removeFirst()
        switch event {
        case .move(let point): host.pointerMoved(to: point)
        case .up(let point): host.pointerUp(at: point)
        case .scale(let scale): host.pinchChanged(scale: scale)
        case .lift: host.pinchEnded()
        }
    }

    /// Plays every event on `host`, moving its clock to each.
    mutating func playAll(on host: HeadlessHost) {
        while let time = nextTime {
            host.advance(to: time)
            playNext(on: host)
        }
    }
}
