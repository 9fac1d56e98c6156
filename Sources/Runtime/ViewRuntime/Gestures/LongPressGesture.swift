import Foundation

/// A gesture that succeeds when the pointer stays down for `minimumDuration` seconds without moving more
/// than `maximumDistance` points, as SwiftUI's `LongPressGesture`. Its value is `true` from the moment
/// the pointer goes down (what `.updating` sees while pressing); it ends with `true` at exactly
/// `minimumDuration` after the press, with the pointer still down. Released earlier or moved too far, it
/// fails.
public struct LongPressGesture: Gesture {
    /// Whether the press is under way.
    public typealias Value = Bool
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may move, in points.
    public var maximumDistance: CGFloat

    /// A press of at least `minimumDuration` seconds that moves at most `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// A primitive gesture has no body.
    public var body: Never { fatalError("LongPressGesture has no body") }
}

extension LongPressGesture: RunnableGesture {
    func makeRecognizer() -> GestureRecognizer {
        LongPressRecognizer(minimumDuration: minimumDuration.isFinite ? max(0, minimumDuration) : .greatestFiniteMagnitude,
                            maximumDistance: Double(maximumDistance))
    }
    func addCallbacks(to callbacks: inout GestureCallbacks) {}
}

/// Recognizes a long press: changes to `true` when the pointer goes down, claims and ends at the
/// deadline, fails when the pointer moves too far or goes up before it.
final class LongPressRecognizer: GestureRecognizer {
    let minimumDuration: Double
    let maximumDistance: Double
    private var start: PointerSample?

    init(minimumDuration: Double, maximumDistance: Double) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override func down(_ sample: PointerSample) -> [GestureSignal] {
        start = sample
        return minimumDuration == 0 ? [.changed(true), .claim(fallback: false), .ended(true)] : [.changed(true)]
    }

    override func moved(_ sample: PointerSample) -> [GestureSignal] {
        guard let start, sample.location.distance(to: start.location) > maximumDistance else { return [] }
        return [.failed]
    }

    override func up(_ sample: PointerSample, tapCount: Int) -> [GestureSignal] { [.failed] }

    override var deadline: Double? { start.map { $0.time + minimumDuration } }

    override func reachedDeadline() -> [GestureSignal] { [.claim(fallback: false), .ended(true)] }
}
