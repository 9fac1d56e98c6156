import LayoutCore

/// An instance that matches a sequence of events to a gesture and returns a stream of values, as
/// SwiftUI's `Gesture`.
///
/// The built-in gestures (`DragGesture`, `TapGesture`, `LongPressGesture`) are primitives whose `Body` is
/// `Never`; a gesture of your own is made of others through `body`, and `.onChanged`, `.onEnded` and
/// `.updating` attach what runs as it changes and ends. Attach one to a view with `.gesture(_:)`,
/// `.simultaneousGesture(_:)` or `.highPriorityGesture(_:)`.
public protocol Gesture<Value> {
    /// The type of value the gesture produces as it changes and ends.
    associatedtype Value
    /// The type of gesture this gesture is made of.
    associatedtype Body: Gesture
    /// The content of this gesture.
    var body: Body { get }
}

extension Never: Gesture {
    /// `Never` produces no value; it only terminates the chain of primitive gestures.
    public typealias Value = Never
}

/// A gesture the runtime runs itself: a primitive (a recognizer) or a modifier of another gesture.
protocol RunnableGesture {
    /// A new recognizer for the primitive gesture at the bottom of this one, for one pointer sequence.
    func makeRecognizer() -> GestureRecognizer
    /// Adds what this gesture and the gestures inside it run, inner first (the order they are written in).
    func addCallbacks(to callbacks: inout GestureCallbacks)
}

/// The runnable form of `gesture`: the gesture itself, or the gesture its body is made of.
func runnable<G: Gesture>(_ gesture: G) -> any RunnableGesture {
    if let runnable = gesture as? any RunnableGesture { return runnable }
    return runnable(gesture.body)
}

/// What a gesture's modifiers run, with the primitive's values (typed by the modifier that made each).
struct GestureCallbacks {
    /// Runs as the gesture's value changes (`.onChanged`, `.updating`).
    var changed: [(Any) -> Void] = []
    /// Runs once when the gesture ends successfully (`.onEnded`).
    var ended: [(Any) -> Void] = []
    /// Runs when the gesture ends or fails, before `ended` (`@GestureState` goes back to its initial value).
    var reset: [() -> Void] = []
}
