import Foundation

/// A pinch at one moment: two fingers centred on `center` (window coordinates) whose distance apart is
/// `scale` times what it was when they went down, turned by `rotation` radians (clockwise on screen) from
/// where they went down, at `time` (seconds on the graph's clock).
///
/// HeroSim's pinch keeps its centre where it began; only the fingers' distance and angle change.
struct PinchSample: Equatable {
    var center: CGPoint
    var scale: Double
    var rotation: Double = 0
    var time: Double

    init(center: CGPoint, scale: Double, rotation: Double = 0, time: Double) {
        self.center = center
        self.scale = scale
        self.rotation = rotation
        self.time = time
    }

    /// The pinch seen as one pointer at its centre (what a drag follows during a pinch).
    var pointer: PointerSample { PointerSample(location: center, time: time) }
}

/// How fast a pinch's scale changes, in multiples per second, over its recent samples: the same rule as
/// `PointerVelocity` (the last 0.1 s, whole microseconds), applied to the scale.
struct ScaleVelocity {
    private var samples = PointerVelocity()

    /// Adds a sample; one at the same microsecond as the newest replaces it.
    mutating func add(_ sample: PinchSample) {
        samples.add(PointerSample(location: CGPoint(x: sample.scale, y: 0), time: sample.time))
    }

    /// The velocity at the newest sample (zero with fewer than two samples).
    var velocity: Double { Double(samples.velocity.width) }
}
