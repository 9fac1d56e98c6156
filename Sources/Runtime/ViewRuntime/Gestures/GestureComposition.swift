import Foundation

extension Gesture {
    /// This gesture and `other` recognized at the same time, as SwiftUI's `simultaneously(with:)`.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(first: self, second: other)
    }
    /// `other` recognized once this gesture has ended, as SwiftUI's `sequenced(before:)` (a long press,
    /// then a drag).
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(first: self, second: other)
    }
    /// This gesture if it recognizes, else `other`, as SwiftUI's `exclusively(before:)`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(first: self, second: other)
    }
}

/// Two gestures at once: its value holds each one's latest value (nil until it has one); it ends when both
/// are done and one of them ended.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, RunnableGesture {
    /// The values of both gestures.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Both gestures at once.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    init(first: First, second: Second) { self.init(first, second) }

    /// A composition has no body of its own.
    public var body: Never { fatalError("SimultaneousGesture has no body") }

    func makeRecognizer() -> GestureRecognizer {
        SimultaneousRecognizer(runnable(first).makeRecognizer(), runnable(second).makeRecognizer(), partCallbacks(first, second)) { values in
            Value(first: values[0] as? First.Value, second: values[1] as? Second.Value)
        }
    }
    func addCallbacks(to callbacks: inout GestureCallbacks) {}
}

/// One gesture after another: `.first` while the first runs, `.second` once it has ended.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, RunnableGesture {
    /// The first gesture's value, then both.
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first gesture ended; the second has begun or is waiting.
        case second(First.Value, Second.Value?)
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    init(first: First, second: Second) { self.init(first, second) }

    /// A composition has no body of its own.
    public var body: Never { fatalError("SequenceGesture has no body") }

    func makeRecognizer() -> GestureRecognizer {
        SequenceRecognizer(runnable(first).makeRecognizer(), runnable(second).makeRecognizer(), partCallbacks(first, second)) { firstValue, secondValue, secondStarted in
            guard let firstValue = firstValue as? First.Value else { return nil }
            return secondStarted ? Value.second(firstValue, secondValue as? Second.Value) : Value.first(firstValue)
        }
    }
    func addCallbacks(to callbacks: inout GestureCallbacks) {}
}

/// The first gesture if it recognizes, else the second.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, RunnableGesture {
    /// The value of whichever gesture succeeded.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// `first` in preference to `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    init(first: First, second: Second) { self.init(first, second) }

    /// A composition has no body of its own.
    public var body: Never { fatalError("ExclusiveGesture has no body") }

    func makeRecognizer() -> GestureRecognizer {
        ExclusiveRecognizer(runnable(first).makeRecognizer(), runnable(second).makeRecognizer(), partCallbacks(first, second)) { part, value in
            if part == 0, let value = value as? First.Value { return Value.first(value) }
            if part == 1, let value = value as? Second.Value { return Value.second(value) }
            return nil
        }
    }
    func addCallbacks(to callbacks: inout GestureCallbacks) {}
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// What the two parts' own modifiers run, each with its own values: the composition's recognizer runs them
/// as its parts signal (the composition's own modifiers see only the composed value).
private func partCallbacks<A: Gesture, B: Gesture>(_ first: A, _ second: B) -> [GestureCallbacks] {
    var parts = [GestureCallbacks(), GestureCallbacks()]
    runnable(first).addCallbacks(to: &parts[0])
    runnable(second).addCallbacks(to: &parts[1])
    return parts
}
