import Foundation

/// Where the pointer is (window coordinates) and when (seconds on the graph's clock).
struct PointerSample: Equatable {
    var location: CGPoint
    var time: Double
}

/// What a recognizer tells the pointer session after an event.
enum GestureSignal {
    /// The gesture's value changed: runs `.onChanged` and `.updating` (a long press reports its
    /// pressing before it is recognized).
    case changed(Any)
    /// The gesture recognizes now and asks to win over the exclusive gestures it competes with. A tap
    /// whose count is not the tap's count but 1 asks as a `fallback`, after every exact claim.
    case claim(fallback: Bool)
    /// The gesture ended successfully with its final value.
    case ended(Any)
    /// The gesture cannot recognize any more.
    case failed
}

/// The state machine of one primitive gesture over one pointer sequence (down, moves, up). Subclasses
/// say what each event means; the pointer session decides which claims win and runs the callbacks.
class GestureRecognizer {
    /// The frame of the gesture's view when the pointer went down, in window coordinates: local
    /// coordinates are measured from its origin.
    var viewFrame: CGRect = .zero
    /// The origin of `viewFrame`.
    var viewOrigin: CGPoint { viewFrame.origin }
    /// Whether the gesture has recognized (its claim won).
    var isClaimed = false
    /// Whether the gesture has ended or failed: it signals nothing more.
    var isFinished = false

    /// The pointer went down.
    func down(_ sample: PointerSample) -> [GestureSignal] { [] }
    /// The pointer moved while down.
    func moved(_ sample: PointerSample) -> [GestureSignal] { [] }
    /// The pointer went up; `tapCount` is how many taps in a row this one makes.
    func up(_ sample: PointerSample, tapCount: Int) -> [GestureSignal] { [.failed] }
    /// Two fingers went down (a pinch, see `PinchSample`): a one-pointer gesture fails, unless it says otherwise.
    func pinchBegan(_ sample: PinchSample) -> [GestureSignal] { [.failed] }
    /// The pinch's scale changed.
    func pinchChanged(_ sample: PinchSample) -> [GestureSignal] { [] }
    /// The pinch's fingers lifted.
    func pinchEnded(_ sample: PinchSample) -> [GestureSignal] { [.failed] }
    /// When the gesture wants to be told that time passed (a long press's minimum duration), if ever.
    var deadline: Double? { nil }
    /// The clock reached `deadline` with the pointer still down.
    func reachedDeadline() -> [GestureSignal] { [] }
}

extension CGPoint {
    /// The distance to `other`.
    func distance(to other: CGPoint) -> Double { hypot(Double(x - other.x), Double(y - other.y)) }
}
