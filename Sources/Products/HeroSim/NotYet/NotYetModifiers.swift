// SwiftUI modifiers HeroSim does not have yet, declared unavailable so that code using them says it is
// HeroSim's gap (see NotYetViews.swift). Each returns `Self` so the rest of the chain still type-checks and
// the only error is this one.

/// SwiftUI's `RotateGesture`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have RotateGesture yet; MagnifyGesture and DragGesture are there (HeroSim's documentation: What works as in SwiftUI)")
public struct RotateGesture: Gesture {
    /// A rotation's value.
    public struct Value: Equatable {
        /// The angle turned since the gesture began.
        public var rotation: Angle
    }
    /// A two-finger rotation.
    public init(minimumAngleDelta: Angle = .degrees(1)) { fatalError() }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}
