import Foundation
import LayoutCore

/// A dragging motion that recognizes once the pointer has moved `minimumDistance` points from where it
/// went down, as SwiftUI's `DragGesture`; it changes with every move and ends when the pointer goes up.
///
/// ```swift
/// Circle()
///     .offset(offset)
///     .gesture(DragGesture()
///         .onChanged { offset = $0.translation }
///         .onEnded { _ in withAnimation(.spring) { offset = .zero } })
/// ```
public struct DragGesture: Gesture {
    /// Where a drag is, where it started, how fast it goes and where it would end.
    public struct Value: Equatable, Sendable {
        /// When the pointer event of this value happened: the graph's clock, in seconds since the
        /// reference date (so values are the same in every run).
        public var time: Date
        /// Where the pointer is, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the pointer went down, in the gesture's coordinate space.
        public var startLocation: CGPoint
        /// How fast the pointer moves, in points per second (see `PointerVelocity`).
        public var velocity: CGSize

        /// A value; the runtime makes them from pointer samples.
        package init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
        }

        /// How far the pointer moved from where it went down: `location - startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the drag would come to rest if released now with its velocity: `location + velocity ×
        /// 0.499 s`, UIKit's projection of a velocity with the normal deceleration rate 0.998 per
        /// millisecond (`velocity / 1000 × rate / (1 − rate)`).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * DragGesture.projectionTime, y: location.y + velocity.height * DragGesture.projectionTime)
        }

        /// `predictedEndLocation - startLocation`.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }
    }

    /// The seconds of motion at the release velocity that a prediction adds: UIKit's projection with
    /// `UIScrollView.DecelerationRate.normal` (0.998 per millisecond), `0.998 / (1000 × (1 − 0.998))`.
    static let projectionTime = 0.499

    /// How far, in points, the pointer must move before the drag recognizes.
    public var minimumDistance: CGFloat
    /// The coordinate space of the values' locations: `.local` (from the view's top-leading corner where it
    /// was when the pointer went down) or `.global` (the window).
    public var coordinateSpace: CoordinateSpace

    /// A drag that recognizes after `minimumDistance` points (10, as SwiftUI's default), reporting
    /// locations in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A primitive gesture has no body.
    public var body: Never { fatalError("DragGesture has no body") }
}

extension DragGesture: RunnableGesture {
    func makeRecognizer() -> GestureRecognizer { DragRecognizer(minimumDistance: Double(minimumDistance), space: coordinateSpace) }
    func addCallbacks(to callbacks: inout GestureCallbacks) {}
}

/// Recognizes a drag: claims when the pointer is `minimumDistance` from where it went down, then changes
/// with every move and ends at the pointer's release; released before that, it fails.
final class DragRecognizer: GestureRecognizer {
    let minimumDistance: Double
    let space: CoordinateSpace
    /// The axis the drag must start along (farther along it than across it), or nil for any direction:
    /// a drag that starts across it fails, leaving the pointer to a scroll view around it.
    let axis: Axis?
    private var start: PointerSample?
    private var velocity = PointerVelocity()

    init(minimumDistance: Double, space: CoordinateSpace, axis: Axis? = nil) {
        self.minimumDistance = max(0, minimumDistance)
        self.space = space
        self.axis = axis
    }

    override func down(_ sample: PointerSample) -> [GestureSignal] {
        start = sample
        velocity.add(sample)
        return minimumDistance == 0 ? [.claim(fallback: false), .changed(value(at: sample))] : []
    }

    override func moved(_ sample: PointerSample) -> [GestureSignal] {
        velocity.add(sample)
        if isClaimed { return [.changed(value(at: sample))] }
        guard let start, sample.location.distance(to: start.location) >= minimumDistance else { return [] }
        if let axis {
            let along = abs(axis == .horizontal ? sample.location.x - start.location.x : sample.location.y - start.location.y)
            let across = abs(axis == .horizontal ? sample.location.y - start.location.y : sample.location.x - start.location.x)
            if along <= across { return [.failed] }
        }
        return [.claim(fallback: false), .changed(value(at: sample))]
    }

    override func up(_ sample: PointerSample, tapCount: Int) -> [GestureSignal] {
        velocity.add(sample)
        return isClaimed ? [.ended(value(at: sample))] : [.failed]
    }

    // In a pinch, the drag follows the fingers' centre as one pointer.
    override func pinchBegan(_ sample: PinchSample) -> [GestureSignal] { down(sample.pointer) }
    override func pinchChanged(_ sample: PinchSample) -> [GestureSignal] { moved(sample.pointer) }
    override func pinchEnded(_ sample: PinchSample) -> [GestureSignal] { up(sample.pointer, tapCount: 0) }

    /// The drag's value at `sample`.
    private func value(at sample: PointerSample) -> DragGesture.Value {
        let origin = space == .local ? viewOrigin : .zero
        let startPoint = start?.location ?? sample.location
        return DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: sample.time),
                                 location: CGPoint(x: sample.location.x - origin.x, y: sample.location.y - origin.y),
                                 startLocation: CGPoint(x: startPoint.x - origin.x, y: startPoint.y - origin.y),
                                 velocity: velocity.velocity)
    }
}
