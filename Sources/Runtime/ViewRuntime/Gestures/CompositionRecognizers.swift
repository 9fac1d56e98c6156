import Foundation

/// Both parts at once: claims when either claims, ends when both are done and one ended.
final class SimultaneousRecognizer: CompositeRecognizer {
    private var values: [Any?] = [nil, nil]
    private var outcome: [Bool?] = [nil, nil]   // true: ended, false: failed
    private var claimed = false
    private let compose: ([Any?]) -> Any

    init(_ first: GestureRecognizer, _ second: GestureRecognizer, _ partCallbacks: [GestureCallbacks], compose: @escaping ([Any?]) -> Any) {
        self.compose = compose
        super.init(first, second, partCallbacks)
    }

    override func signals(from index: Int, _ part: [GestureSignal]) -> [GestureSignal] {
        var out: [GestureSignal] = []
        for signal in part {
            switch signal {
            case .changed(let value):
                values[index] = value
                out.append(.changed(compose(values)))
            case .claim(let fallback):
                if !claimed { claimed = true; out.append(.claim(fallback: fallback)) }
            case .ended(let value):
                values[index] = value
                outcome[index] = true
            case .failed:
                outcome[index] = false
            }
        }
        if outcome.allSatisfy({ $0 != nil }) {
            out.append(outcome.contains(true) ? .ended(compose(values)) : .failed)
        }
        return out
    }
}

/// The first part, then the second from the moment the first ends (with the pointer where it is then).
final class SequenceRecognizer: CompositeRecognizer {
    private var firstValue: Any?
    private var secondValue: Any?
    private var secondStarted = false
    private let compose: (Any?, Any?, Bool) -> Any?

    init(_ first: GestureRecognizer, _ second: GestureRecognizer, _ partCallbacks: [GestureCallbacks],
         compose: @escaping (Any?, Any?, Bool) -> Any?) {
        self.compose = compose
        super.init(first, second, partCallbacks, running: [true, false])
    }

    override func signals(from index: Int, _ part: [GestureSignal]) -> [GestureSignal] {
        var out: [GestureSignal] = []
        for signal in part {
            switch (index, signal) {
            case (0, .changed(let value)):
                firstValue = value
                if let composed = compose(firstValue, nil, false) { out.append(.changed(composed)) }
            case (0, .claim(let fallback)):
                out.append(.claim(fallback: fallback))
            case (0, .ended(let value)):
                firstValue = value
                secondStarted = true
                isRunning[1] = true
                parts[1].isClaimed = isClaimed
                if let composed = compose(firstValue, nil, true) { out.append(.changed(composed)) }
                // The second part starts with the pointer already down where it is.
                if let sample = lastSample {
                    parts[1].viewFrame = viewFrame
                    let started = parts[1].down(sample)
                    runPartCallbacks(1, started)
                    out += signals(from: 1, started)
                }
            case (0, .failed), (1, .failed):
                out.append(.failed)
            case (1, .changed(let value)):
                secondValue = value
                if let composed = compose(firstValue, secondValue, true) { out.append(.changed(composed)) }
            case (1, .ended(let value)):
                secondValue = value
                if let composed = compose(firstValue, secondValue, true) { out.append(.ended(composed)) }
            default:
                break
            }
        }
        return out
    }
}

/// The first part if it recognizes; the second only once the first has failed.
final class ExclusiveRecognizer: CompositeRecognizer {
    private var held: [GestureSignal] = []
    private var heldCallbacks: [GestureSignal] = []
    private var firstFailed = false
    private let compose: (Int, Any) -> Any?

    init(_ first: GestureRecognizer, _ second: GestureRecognizer, _ partCallbacks: [GestureCallbacks], compose: @escaping (Int, Any) -> Any?) {
        self.compose = compose
        super.init(first, second, partCallbacks)
    }

    /// The second part's own callbacks wait until the first has failed.
    override func runPartCallbacks(_ index: Int, _ signals: [GestureSignal]) {
        if index == 1, !firstFailed { heldCallbacks += signals } else { super.runPartCallbacks(index, signals) }
    }

    private func mapped(_ index: Int, _ signal: GestureSignal) -> GestureSignal? {
        switch signal {
        case .changed(let value): return compose(index, value).map { .changed($0) }
        case .ended(let value): return compose(index, value).map { .ended($0) }
        case .claim, .failed: return signal
        }
    }

    override func signals(from index: Int, _ part: [GestureSignal]) -> [GestureSignal] {
        var out: [GestureSignal] = []
        for signal in part {
            if index == 0 {
                if case .failed = signal {
                    firstFailed = true
                    super.runPartCallbacks(1, heldCallbacks)
                    heldCallbacks = []
                    out += held.compactMap { mapped(1, $0) }
                    held = []
                    if parts[1].isFinished, !out.contains(where: { if case .ended = $0 { return true }; return false }) { out.append(.failed) }
                    continue
                }
                if case .claim = signal { isRunning[1] = false }
                if let mapped = mapped(0, signal) { out.append(mapped) }
            } else if firstFailed {
                if let mapped = mapped(1, signal) { out.append(mapped) }
            } else {
                held.append(signal)
            }
        }
        return out
    }
}
