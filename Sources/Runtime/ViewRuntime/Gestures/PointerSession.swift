import Foundation

/// One pointer sequence, from the pointer going down to it going up: the gestures it reached, which of
/// them may still recognize and which won.
///
/// Exclusive gestures compete: the first to claim wins and the others fail; claims made by the same
/// event are taken in precedence order (exact taps before fallback taps). Simultaneous gestures recognize
/// whatever the others do. So a drag on a view that also has a tap wins once the pointer has moved its
/// minimum distance (the tap fails once it moves more than 10 points), and the tap wins at a release
/// before that. A sequence may be a pinch instead (`pinchBegan`): one-pointer gestures fail at its start,
/// but a drag follows its centre (which stays put), so a magnify gesture wins over a drag unless the
/// drag recognizes at once (`minimumDistance: 0`) or is simultaneous.
final class PointerSession {
    /// One gesture taking part.
    private final class Entry {
        let gesture: MarkerAction<any RunnableGesture>
        let recognizer: GestureRecognizer
        let isExclusive: Bool
        /// Whether its value has changed (a reset is then due when it finishes).
        var hasChanged = false

        init(_ attachment: GestureAttachment, isExclusive: Bool) {
            gesture = attachment.marker.latest
            recognizer = attachment.marker.gesture.makeRecognizer()
            recognizer.viewFrame = attachment.frame
            self.isExclusive = isExclusive
        }

        /// What the latest build of the gesture's view runs.
        var callbacks: GestureCallbacks {
            var callbacks = GestureCallbacks()
            gesture.run.addCallbacks(to: &callbacks)
            return callbacks
        }
    }

    private let entries: [Entry]
    private var hasWinner = false
    /// Where the pointer went down.
    let start: PointerSample
    /// The pointer's last sample.
    private(set) var last: PointerSample
    /// Whether the pointer has moved more than a tap allows: the sequence is no tap.
    private(set) var movedTooFar = false
    /// Whether the sequence is a pinch (two fingers) rather than one pointer.
    private(set) var isPinch = false
    /// The pinch's last sample, in a pinch.
    private(set) var lastPinch: PinchSample?
    /// Whether a gesture has ended successfully in this sequence.
    private(set) var anyEnded = false

    /// A sequence starting with the pointer down at `sample`, reaching `attachments` (outermost first).
    init(_ attachments: [GestureAttachment], at sample: PointerSample) {
        let (exclusive, simultaneous) = GestureAttachment.precedence(attachments)
        entries = exclusive.map { Entry($0, isExclusive: true) } + simultaneous.map { Entry($0, isExclusive: false) }
        start = sample
        last = sample
    }

    /// The pointer went down: the actions the gestures run, in order.
    func down() -> [() -> Void] { dispatch { $0.down(start) } }

    /// The pointer moved to `sample`.
    func moved(_ sample: PointerSample) -> [() -> Void] {
        last = sample
        if sample.location.distance(to: start.location) > TapRecognizer.maximumMovement { movedTooFar = true }
        return dispatch { $0.moved(sample) }
    }

    /// The pointer went up at `sample`, making the `tapCount`th tap in a row.
    func up(_ sample: PointerSample, tapCount: Int) -> [() -> Void] {
        last = sample
        if sample.location.distance(to: start.location) > TapRecognizer.maximumMovement { movedTooFar = true }
        return dispatch { $0.up(sample, tapCount: tapCount) }
    }

    /// A pinch began at `sample` (the session started at its centre): the actions the gestures run, in order.
    func pinchBegan(_ sample: PinchSample) -> [() -> Void] {
        isPinch = true
        movedTooFar = true
        lastPinch = sample
        return dispatch { $0.pinchBegan(sample) }
    }

    /// The pinch's scale changed to `sample.scale`.
    func pinchChanged(_ sample: PinchSample) -> [() -> Void] {
        lastPinch = sample
        return dispatch { $0.pinchChanged(sample) }
    }

    /// The pinch's fingers lifted at `time`, at its last scale.
    func pinchEnded(time: Double) -> [() -> Void] {
        var sample = lastPinch ?? PinchSample(center: start.location, scale: 1, time: time)
        sample.time = time
        lastPinch = sample
        return dispatch { $0.pinchEnded(sample) }
    }

    /// The earliest time a gesture waits for (a long press's minimum duration), if any.
    var deadline: Double? { entries.lazy.filter { !$0.recognizer.isFinished }.compactMap(\.recognizer.deadline).min() }

    /// The clock reached `deadline`: the gestures waiting for it hear so.
    func reachedDeadline(_ time: Double) -> [() -> Void] {
        dispatch { recognizer in (recognizer.deadline ?? .infinity) <= time ? recognizer.reachedDeadline() : [] }
    }

    /// Gives an event to every gesture still running, settles their claims and returns the actions to run:
    /// the resets of the gestures that failed, then each gesture's changes and ends in precedence order.
    private func dispatch(_ event: (GestureRecognizer) -> [GestureSignal]) -> [() -> Void] {
        let live = entries.filter { !$0.recognizer.isFinished }
        var signals = live.map { event($0.recognizer) }
        // Claims, exact before fallback, each in precedence order.
        var claims: [(index: Int, fallback: Bool)] = []
        for (index, list) in signals.enumerated() {
            for case .claim(let fallback) in list { claims.append((index, fallback)) }
        }
        claims.sort { ($0.fallback ? 1 : 0, $0.index) < ($1.fallback ? 1 : 0, $1.index) }
        var failed = Set<Int>()
        for claim in claims {
            let entry = live[claim.index]
            guard entry.isExclusive else { entry.recognizer.isClaimed = true; continue }
            if hasWinner {
                failed.insert(claim.index)
            } else {
                hasWinner = true
                entry.recognizer.isClaimed = true
                // Every other exclusive gesture loses.
                for (other, candidate) in live.enumerated() where other != claim.index && candidate.isExclusive && !candidate.recognizer.isClaimed {
                    failed.insert(other)
                }
            }
        }
        for index in failed { signals[index] = [.failed] }
        // What the gestures that failed put back comes before what the others run.
        var resets: [() -> Void] = []
        var actions: [() -> Void] = []
        for (entry, list) in zip(live, signals) {
            for signal in list where !entry.recognizer.isFinished {
                switch signal {
                case .claim: break
                case .changed(let value):
                    entry.hasChanged = true
                    for callback in entry.callbacks.changed { actions.append { callback(value) } }
                case .ended(let value):
                    entry.recognizer.isFinished = true
                    anyEnded = true
                    let callbacks = entry.callbacks
                    if entry.hasChanged { actions += callbacks.reset }
                    for callback in callbacks.ended { actions.append { callback(value) } }
                case .failed:
                    entry.recognizer.isFinished = true
                    if entry.hasChanged { resets += entry.callbacks.reset }
                }
            }
        }
        return resets + actions
    }

    /// Ends the sequence without a release (the graph's tree was replaced, say): every running gesture fails.
    func cancel() -> [() -> Void] { dispatch { _ in [.failed] } }
}
