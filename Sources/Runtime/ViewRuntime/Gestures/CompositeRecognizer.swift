import Foundation

/// A recognizer made of two others (a gesture composition): it passes each event to the parts it runs and
/// turns their signals into its own (`signals(from:_:)`).
class CompositeRecognizer: GestureRecognizer {
    let parts: [GestureRecognizer]
    /// Whether each part still takes events.
    var isRunning: [Bool]
    /// The last pointer sample, for a part that starts with the pointer already down.
    var lastSample: PointerSample?

    /// What each part's own modifiers run.
    let partCallbacks: [GestureCallbacks]

    init(_ first: GestureRecognizer, _ second: GestureRecognizer, _ partCallbacks: [GestureCallbacks], running: [Bool] = [true, true]) {
        parts = [first, second]
        self.partCallbacks = partCallbacks
        isRunning = running
    }

    /// Runs part `index`'s own callbacks for what it signalled.
    func runPartCallbacks(_ index: Int, _ signals: [GestureSignal]) {
        for signal in signals {
            switch signal {
            case .changed(let value): partCallbacks[index].changed.forEach { $0(value) }
            case .ended(let value):
                partCallbacks[index].reset.forEach { $0() }
                partCallbacks[index].ended.forEach { $0(value) }
            case .failed: partCallbacks[index].reset.forEach { $0() }
            case .claim: break
            }
        }
    }

    override var isClaimed: Bool {
        didSet { for (index, part) in parts.enumerated() where isRunning[index] { part.isClaimed = isClaimed } }
    }

    /// This recognizer's signals for what part `index` signalled.
    func signals(from index: Int, _ part: [GestureSignal]) -> [GestureSignal] { [] }

    private func forward(_ event: (GestureRecognizer) -> [GestureSignal]) -> [GestureSignal] {
        var out: [GestureSignal] = []
        for index in parts.indices where isRunning[index] && !parts[index].isFinished {
            let signals = event(parts[index])
            if signals.contains(where: { if case .ended = $0 { return true }; if case .failed = $0 { return true }; return false }) {
                parts[index].isFinished = true
            }
            runPartCallbacks(index, signals)
            out += self.signals(from: index, signals)
        }
        return out
    }

    override func down(_ sample: PointerSample) -> [GestureSignal] {
        lastSample = sample
        for part in parts { part.viewFrame = viewFrame }
        return forward { $0.down(sample) }
    }
    override func moved(_ sample: PointerSample) -> [GestureSignal] {
        lastSample = sample
        return forward { $0.moved(sample) }
    }
    override func up(_ sample: PointerSample, tapCount: Int) -> [GestureSignal] {
        lastSample = sample
        return forward { $0.up(sample, tapCount: tapCount) }
    }
    override func pinchBegan(_ sample: PinchSample) -> [GestureSignal] { forward { $0.pinchBegan(sample) } }
    override func pinchChanged(_ sample: PinchSample) -> [GestureSignal] { forward { $0.pinchChanged(sample) } }
    override func pinchEnded(_ sample: PinchSample) -> [GestureSignal] { forward { $0.pinchEnded(sample) } }
    override var deadline: Double? {
        parts.indices.filter { isRunning[$0] && !parts[$0].isFinished }.compactMap { parts[$0].deadline }.min()
    }
    override func reachedDeadline() -> [GestureSignal] {
        let due = deadline
        return forward { $0.deadline == due ? $0.reachedDeadline() : [] }
    }
}
