// SwiftUI's gesture compositions HeroSim does not have yet, declared unavailable so that code using them
// says it is HeroSim's gap (see NotYetViews.swift). Their values are SwiftUI's, so `.onChanged` and
// `.onEnded` after them still type-check and the only error is this one.

/// SwiftUI's `SimultaneousGesture`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have simultaneously(with:) yet; .simultaneousGesture is there (HeroSim's documentation: What works as in SwiftUI)")
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of both gestures, each nil until it has one.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `SequenceGesture`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have sequenced(before:) yet (HeroSim's documentation: What works as in SwiftUI)")
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture's value, then both.
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first gesture ended; the second has begun or is waiting.
        case second(First.Value, Second.Value?)
    }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

/// SwiftUI's `ExclusiveGesture`: not in HeroSim yet.
@available(*, unavailable, message: "HeroSim does not have exclusively(before:) yet; .highPriorityGesture is there (HeroSim's documentation: What works as in SwiftUI)")
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of whichever gesture succeeded.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }
    /// Not in HeroSim yet.
    public var body: Never { fatalError() }
}

@available(*, unavailable, message: "HeroSim does not have simultaneously(with:) yet (HeroSim's documentation: What works as in SwiftUI)")
extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

@available(*, unavailable, message: "HeroSim does not have sequenced(before:) yet (HeroSim's documentation: What works as in SwiftUI)")
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

@available(*, unavailable, message: "HeroSim does not have exclusively(before:) yet (HeroSim's documentation: What works as in SwiftUI)")
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

@available(*, unavailable, message: "HeroSim does not have this gesture composition yet (HeroSim's documentation: What works as in SwiftUI)")
extension Gesture {
    /// SwiftUI's `simultaneously(with:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have simultaneously(with:) yet; .simultaneousGesture is there (HeroSim's documentation: What works as in SwiftUI)")
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { fatalError() }
    /// SwiftUI's `sequenced(before:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have sequenced(before:) yet (HeroSim's documentation: What works as in SwiftUI)")
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { fatalError() }
    /// SwiftUI's `exclusively(before:)`: not in HeroSim yet.
    @available(*, unavailable, message: "HeroSim does not have exclusively(before:) yet; .highPriorityGesture is there (HeroSim's documentation: What works as in SwiftUI)")
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { fatalError() }
}
