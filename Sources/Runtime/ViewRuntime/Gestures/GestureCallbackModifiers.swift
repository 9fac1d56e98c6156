import Foundation

extension Gesture where Value: Equatable {
    /// Runs `action` each time the gesture's value changes, as SwiftUI's `onChanged(_:)`.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(content: self, action: action) }
}

extension Gesture {
    /// Runs `action` once when the gesture ends successfully, with its final value, as SwiftUI's
    /// `onEnded(_:)`. A gesture that fails (a drag released before it moved far enough) does not end.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(content: self, action: action) }

    /// Updates `state` as the gesture's value changes, as SwiftUI's `updating(_:body:)`: `body` gets the
    /// value, the state to change and the transaction the change is made in (no animation unless it sets
    /// one). When the gesture ends or fails, `state` goes back to its initial value in its reset transaction.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, update: body)
    }
}

/// A gesture that runs an action as its content's value changes (`onChanged(_:)`).
public struct _ChangedGesture<Content: Gesture>: Gesture, RunnableGesture {
    /// The content's value.
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    /// A modifier gesture has no body of its own.
    public var body: Never { fatalError("_ChangedGesture has no body") }

    func makeRecognizer() -> GestureRecognizer { runnable(content).makeRecognizer() }
    func addCallbacks(to callbacks: inout GestureCallbacks) {
        runnable(content).addCallbacks(to: &callbacks)
        let action = self.action
        callbacks.changed.append { value in if let value = value as? Value { action(value) } }
    }
}

/// A gesture that runs an action when its content ends (`onEnded(_:)`).
public struct _EndedGesture<Content: Gesture>: Gesture, RunnableGesture {
    /// The content's value.
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    /// A modifier gesture has no body of its own.
    public var body: Never { fatalError("_EndedGesture has no body") }

    func makeRecognizer() -> GestureRecognizer { runnable(content).makeRecognizer() }
    func addCallbacks(to callbacks: inout GestureCallbacks) {
        runnable(content).addCallbacks(to: &callbacks)
        let action = self.action
        callbacks.ended.append { value in if let value = value as? Value { action(value) } }
    }
}

/// A gesture that updates a `@GestureState` as its base changes (`updating(_:body:)`).
public struct GestureStateGesture<Base: Gesture, State>: Gesture, RunnableGesture {
    /// The base's value.
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let update: (Value, inout State, inout Transaction) -> Void

    /// A modifier gesture has no body of its own.
    public var body: Never { fatalError("GestureStateGesture has no body") }

    func makeRecognizer() -> GestureRecognizer { runnable(base).makeRecognizer() }
    func addCallbacks(to callbacks: inout GestureCallbacks) {
        runnable(base).addCallbacks(to: &callbacks)
        let (state, update) = (self.state, self.update)
        callbacks.changed.append { value in
            guard let value = value as? Value else { return }
            var current = state.location.value
            var transaction = Transaction()
            update(value, &current, &transaction)
            withTransaction(transaction) { state.location.value = current }
        }
        callbacks.reset.append { state.reset() }
    }
}
