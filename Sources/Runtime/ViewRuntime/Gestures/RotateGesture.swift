import Foundation
import LayoutCore

/// A two-finger rotation that recognizes once the fingers have turned by `minimumAngleDelta`, as SwiftUI's
/// `RotateGesture` (iOS 17); it changes as they turn and ends when they lift.
///
/// ```swift
/// @GestureState private var turn = Angle.zero
/// Image("photo")
///     .rotationEffect(turn)
///     .gesture(RotateGesture().updating($turn) { value, turn, _ in turn = value.rotation })
/// ```
///
/// A rotation comes from `ViewGraph.pinchChanged(scale:rotation:time:)`, `HeadlessHost.rotate(at:by:duration:)`
/// or Ctrl + Shift + the mouse wheel in the window (5° a notch). Positive angles turn clockwise on screen.
public struct RotateGesture: Gesture {
    /// How far the fingers have turned, where they started and how fast they turn.
    public struct Value: Equatable, Sendable {
        /// When the event of this value happened: the graph's clock, in seconds since the reference date.
        public var time: Date
        /// The angle the fingers have turned since they went down.
        public var rotation: Angle
        /// How fast `rotation` changes, per second.
        public var velocity: Angle
        /// Where the rotation started, as a unit point of the gesture's view.
        public var startAnchor: UnitPoint
        /// Where the rotation started (the fingers' centre), in the view's coordinate space.
        public var startLocation: CGPoint

        /// A value; the runtime makes them from pinch samples.
        package init(time: Date, rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time
            self.rotation = rotation
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// How far the fingers must turn, either way, before the gesture recognizes.
    public var minimumAngleDelta: Angle

    /// A rotation that recognizes once the fingers have turned `minimumAngleDelta` (1°, as SwiftUI's default).
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// A primitive gesture has no body.
    public var body: Never { fatalError("RotateGesture has no body") }
}

extension RotateGesture: RunnableGesture {
    func makeRecognizer() -> GestureRecognizer { RotateRecognizer(minimumAngleDelta: minimumAngleDelta.radians) { $0 } }
    func addCallbacks(to callbacks: inout GestureCallbacks) {}
}

/// SwiftUI's older rotation, `RotationGesture` (deprecated in iOS 17 for `RotateGesture`): the same
/// recognizer, whose value is the angle alone.
public struct RotationGesture: Gesture {
    /// The angle the fingers have turned.
    public typealias Value = Angle
    /// How far the fingers must turn, either way, before the gesture recognizes.
    public var minimumAngleDelta: Angle

    /// A rotation that recognizes once the fingers have turned `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// A primitive gesture has no body.
    public var body: Never { fatalError("RotationGesture has no body") }
}

extension RotationGesture: RunnableGesture {
    func makeRecognizer() -> GestureRecognizer { RotateRecognizer(minimumAngleDelta: minimumAngleDelta.radians) { $0.rotation } }
    func addCallbacks(to callbacks: inout GestureCallbacks) {}
}

/// Recognizes a two-finger rotation: claims when the angle is `minimumAngleDelta` from where the fingers
/// went down (at once when that is 0), then changes with every sample and ends when they lift; lifted
/// before that, it fails. A one-pointer sequence fails it at once.
final class RotateRecognizer: GestureRecognizer {
    let minimumAngleDelta: Double
    private let report: (RotateGesture.Value) -> Any
    private var start: PinchSample?
    private var velocity = PointerVelocity()

    init(minimumAngleDelta: Double, report: @escaping (RotateGesture.Value) -> Any) {
        self.minimumAngleDelta = minimumAngleDelta.isFinite ? abs(minimumAngleDelta) : .greatestFiniteMagnitude
        self.report = report
    }

    override func down(_ sample: PointerSample) -> [GestureSignal] { [.failed] }

    override func pinchBegan(_ sample: PinchSample) -> [GestureSignal] {
        start = sample
        add(sample)
        return minimumAngleDelta == 0 ? [.claim(fallback: false), .changed(value(at: sample))] : []
    }

    override func pinchChanged(_ sample: PinchSample) -> [GestureSignal] {
        add(sample)
        if isClaimed { return [.changed(value(at: sample))] }
        guard abs(sample.rotation) >= minimumAngleDelta else { return [] }
        return [.claim(fallback: false), .changed(value(at: sample))]
    }

    override func pinchEnded(_ sample: PinchSample) -> [GestureSignal] {
        add(sample)
        return isClaimed ? [.ended(value(at: sample))] : [.failed]
    }

    /// The angle's velocity follows `PointerVelocity`'s rule (the last 0.1 s), applied to the angle.
    private func add(_ sample: PinchSample) {
        velocity.add(PointerSample(location: CGPoint(x: sample.rotation, y: 0), time: sample.time))
    }

    private func value(at sample: PinchSample) -> Any {
        let center = start?.center ?? sample.center
        let location = CGPoint(x: center.x - viewFrame.minX, y: center.y - viewFrame.minY)
        let anchor = UnitPoint(x: viewFrame.width > 0 ? Double(location.x / viewFrame.width) : 0,
                               y: viewFrame.height > 0 ? Double(location.y / viewFrame.height) : 0)
        return report(RotateGesture.Value(time: Date(timeIntervalSinceReferenceDate: sample.time), rotation: .radians(sample.rotation),
                                          velocity: .radians(Double(velocity.velocity.width)), startAnchor: anchor, startLocation: location))
    }
}
