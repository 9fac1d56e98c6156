import LayoutCore

/// Where a `State` reads and writes once the runtime has connected it.
final class StateLocation<Value> {
    /// The value before the runtime connected the property (or the only one, outside a runtime).
    var initial: Value
    var store: StateStore?
    var key: SlotKey?
    /// The value last read or written through this location: what a closure still running after its view
    /// left the tree reads.
    private var last: Value?

    init(initial: Value) { self.initial = initial }

    var value: Value {
        get {
            guard let store, let key else { return initial }
            let value = store.read(key) { initial } ?? last ?? initial
            last = value
            return value
        }
        set {
            guard let store, let key else { initial = newValue; return }
            last = newValue
            store.set(key, newValue)
        }
    }
}

/// A value owned by a view that survives re-evaluation of its body, as SwiftUI's `@State`.
///
/// Setting it re-evaluates the views that read it; inside `withAnimation` (or under an
/// `.animation(_:value:)` whose value changed) the resulting changes animate.
@propertyWrapper
public struct State<Value>: DynamicProperty, StorageBacked {
    let location: StateLocation<Value>

    /// State with an initial value (used the first time the view appears).
    public init(wrappedValue value: Value) { location = StateLocation(initial: value) }

    /// State with an initial value (used the first time the view appears).
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The current value.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to this state, for `$state` in a child view's `@Binding`.
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }

    package func connect(to store: StateStore, key: SlotKey, environment: EnvironmentValues) {
        location.store = store
        location.key = key
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state starting at `nil`.
    public init() { self.init(wrappedValue: nil) }
}
