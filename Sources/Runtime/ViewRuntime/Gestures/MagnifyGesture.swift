import Foundation
import LayoutCore

/// A pinch that recognizes once its scale has changed by `minimumScaleDelta`, as SwiftUI's
/// `MagnifyGesture` (iOS 17); it changes as the fingers move apart or together and ends when they lift.
///
/// ```swift
/// @GestureState private var zoom = 1.0
/// Circle()
///     .scaleEffect(zoom)
///     .gesture(MagnifyGesture().updating($zoom) { value, zoom, _ in zoom = value.magnification })
/// ```
///
/// A pinch comes from `ViewGraph.pinchBegan(at:)`, `HeadlessHost.pinch(at:scale:duration:)`, a scenario's
/// `pinch:` step or Ctrl + the mouse wheel in the window. One pointer never makes a pinch.
public struct MagnifyGesture: Gesture {
    /// How far a pinch has scaled, where it started and how fast it scales.
    public struct Value: Equatable, Sendable {
        /// When the event of this value happened: the graph's clock, in seconds since the reference date.
        public var time: Date
        /// The fingers' distance apart over what it was when they went down: 2 is twice as far apart.
        public var magnification: CGFloat
        /// How fast `magnification` changes, in multiples per second (see `PointerVelocity`).
        public var velocity: CGFloat
        /// Where the pinch started, as a unit point of the gesture's view ((0.5, 0.5) is its centre).
        public var startAnchor: UnitPoint
        /// Where the pinch started (the fingers' centre), in the view's coordinate space.
        public var startLocation: CGPoint

        /// A value; the runtime makes them from pinch samples.
        package init(time: Date, magnification: CGFloat, velocity: CGFloat, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time
            self.magnification = magnification
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// How far the scale must move from 1, either way, before the gesture recognizes.
    public var minimumScaleDelta: CGFloat

    /// A pinch that recognizes once its scale has moved `minimumScaleDelta` from 1 (0.01, as SwiftUI's default).
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// A primitive gesture has no body.
    public var body: Never { fatalError("MagnifyGesture has no body") }
}

extension MagnifyGesture: RunnableGesture {
    func makeRecognizer() -> GestureRecognizer { MagnifyRecognizer(minimumScaleDelta: Double(minimumScaleDelta)) { $0 } }
    func addCallbacks(to callbacks: inout GestureCallbacks) {}
}
