import Foundation

/// A gesture that recognizes one or more taps, as SwiftUI's `TapGesture`. It ends when the pointer goes
/// up where it went down (within 10 points) and this tap is the `count`th in a row.
public struct TapGesture: Gesture {
    /// A tap produces no value.
    public typealias Value = Void
    /// How many taps in a row it takes.
    public var count: Int

    /// A gesture of `count` taps in a row.
    public init(count: Int = 1) { self.count = max(1, count) }

    /// A primitive gesture has no body.
    public var body: Never { fatalError("TapGesture has no body") }
}

extension TapGesture: RunnableGesture {
    func makeRecognizer() -> GestureRecognizer { TapRecognizer(count: count) }
    func addCallbacks(to callbacks: inout GestureCallbacks) {}
}

/// Recognizes a tap at the pointer's release: exactly when the taps in a row are `count`, and as a
/// fallback, when `count` is 1, for any number of taps (HeroSim's rule: a single-tap gesture takes
/// the taps no other gesture counts). Moving more than 10 points fails it.
final class TapRecognizer: GestureRecognizer {
    /// How far the pointer may move from where it went down, in points.
    static let maximumMovement = 10.0
    /// Taps in a row count when they come within this many seconds of each other...
    static let repeatInterval = 0.3
    /// ... and this many points of each other.
    static let repeatDistance = 10.0

    let count: Int
    private var start: CGPoint?

    init(count: Int) { self.count = count }

    override func down(_ sample: PointerSample) -> [GestureSignal] {
        start = sample.location
        return []
    }

    override func moved(_ sample: PointerSample) -> [GestureSignal] {
        guard let start, sample.location.distance(to: start) > Self.maximumMovement else { return [] }
        return [.failed]
    }

    override func up(_ sample: PointerSample, tapCount: Int) -> [GestureSignal] {
        if let start, sample.location.distance(to: start) > Self.maximumMovement { return [.failed] }
        if count == tapCount { return [.claim(fallback: false), .ended(())] }
        if count == 1 { return [.claim(fallback: true), .ended(())] }
        return [.failed]
    }
}
