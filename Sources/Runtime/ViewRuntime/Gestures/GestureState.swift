import LayoutCore

/// A value a gesture updates while it runs, which goes back to its initial value when the gesture ends
/// or fails, as SwiftUI's `@GestureState`. Only `.updating($state) { value, state, transaction in }`
/// changes it; the reset happens in `resetTransaction` (no animation by default), or in the transaction
/// the `reset` closure sets.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, StorageBacked {
    let location: StateLocation<Value>
    /// Makes the transaction of the reset, from the value before it.
    private let resetBody: (Value, inout Transaction) -> Void

    /// Gesture state starting at `wrappedValue`, reset without an animation.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }

    /// Gesture state starting at `initialValue`, reset without an animation.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Gesture state starting at `wrappedValue`, reset in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// Gesture state starting at `initialValue`, reset in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: initialValue, resetTransaction: resetTransaction) }

    /// Gesture state starting at `wrappedValue`; `reset` gets the value before a reset and sets the
    /// transaction the reset is made in.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        location = StateLocation(initial: wrappedValue)
        resetBody = reset
    }

    /// Gesture state starting at `initialValue`, with a `reset` closure.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: initialValue, reset: reset) }

    /// The current value (read-only: the gesture's `.updating` changes it).
    public var wrappedValue: Value { location.value }

    /// The gesture state itself, for `.updating($state)`.
    public var projectedValue: GestureState<Value> { self }

    /// Puts the initial value back, in the reset transaction.
    func reset() {
        var transaction = Transaction()
        resetBody(location.value, &transaction)
        withTransaction(transaction) { location.value = location.initial }
    }

    package func connect(to store: StateStore, key: SlotKey, environment: EnvironmentValues) {
        location.store = store
        location.key = key
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Optional gesture state starting at `nil`, reset in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil, resetTransaction: resetTransaction) }

    /// Optional gesture state starting at `nil`, with a `reset` closure.
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil, reset: reset) }
}
