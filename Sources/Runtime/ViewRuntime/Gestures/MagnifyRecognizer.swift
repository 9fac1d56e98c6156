import Foundation
import LayoutCore

/// Recognizes a pinch: claims when the scale is `minimumScaleDelta` from 1 (at once when that is 0),
/// then changes with every scale and ends when the fingers lift; lifted before that, it fails. A
/// one-pointer sequence fails it at once.
final class MagnifyRecognizer: GestureRecognizer {
    let minimumScaleDelta: Double
    /// What the gesture reports: `MagnifyGesture`'s value, or `MagnificationGesture`'s magnification.
    private let report: (MagnifyGesture.Value) -> Any
    private var start: PinchSample?
    private var velocity = ScaleVelocity()

    init(minimumScaleDelta: Double, report: @escaping (MagnifyGesture.Value) -> Any) {
        self.minimumScaleDelta = minimumScaleDelta.isFinite ? max(0, abs(minimumScaleDelta)) : .greatestFiniteMagnitude
        self.report = report
    }

    override func down(_ sample: PointerSample) -> [GestureSignal] { [.failed] }

    override func pinchBegan(_ sample: PinchSample) -> [GestureSignal] {
        start = sample
        velocity.add(sample)
        return minimumScaleDelta == 0 ? [.claim(fallback: false), .changed(value(at: sample))] : []
    }

    override func pinchChanged(_ sample: PinchSample) -> [GestureSignal] {
        velocity.add(sample)
        if isClaimed { return [.changed(value(at: sample))] }
        guard abs(sample.scale - 1) >= minimumScaleDelta else { return [] }
        return [.claim(fallback: false), .changed(value(at: sample))]
    }

    override func pinchEnded(_ sample: PinchSample) -> [GestureSignal] {
        velocity.add(sample)
        return isClaimed ? [.ended(value(at: sample))] : [.failed]
    }

    /// The gesture's value at `sample`.
    private func value(at sample: PinchSample) -> Any {
        let center = start?.center ?? sample.center
        let location = CGPoint(x: center.x - viewFrame.minX, y: center.y - viewFrame.minY)
        let anchor = UnitPoint(x: viewFrame.width > 0 ? Double(location.x / viewFrame.width) : 0,
                               y: viewFrame.height > 0 ? Double(location.y / viewFrame.height) : 0)
        return report(MagnifyGesture.Value(time: Date(timeIntervalSinceReferenceDate: sample.time), magnification: CGFloat(sample.scale),
                                           velocity: CGFloat(velocity.velocity), startAnchor: anchor, startLocation: location))
    }
}
