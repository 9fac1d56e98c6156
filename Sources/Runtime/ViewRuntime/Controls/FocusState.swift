import LayoutCore

/// A value that says which field has the keyboard's focus, as SwiftUI's `@FocusState`: `.focused($flag)`
/// or `.focused($field, equals: .email)` ties text fields to it. A tap on a tied field sets it; setting it
/// moves the focus to the field tied to the new value (the caret and typed text go there), and `false` or
/// `nil` takes the focus away. Return ends the editing and resets it.
///
/// ```swift
/// enum Field { case name, email }
/// @FocusState private var focus: Field?
/// TextField("Name", text: $name).focused($focus, equals: .name)
/// TextField("Email", text: $email).focused($focus, equals: .email)
/// Button("Next") { focus = .email }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, StorageBacked {
    let location: StateLocation<Value>
    /// The value that means "nothing focused": `false` or `nil`.
    let resetValue: Value
    private let box = FocusStateBox()

    /// Focus state for one field: true while it has the focus.
    public init() where Value == Bool {
        location = StateLocation(initial: false)
        resetValue = false
    }

    /// Focus state for several fields: the value of the focused one, nil while none has the focus.
    public init<T: Hashable>() where Value == T? {
        location = StateLocation(initial: nil)
        resetValue = nil
    }

    /// The focused field's value (`false` or `nil` while none has the focus); setting it moves the focus.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { binding.set(newValue) }
    }

    /// The binding `.focused(_:)` takes (`$focus`).
    public var projectedValue: Binding { binding }

    private var binding: Binding {
        Binding(location: location, resetValue: resetValue, focus: box)
    }

    package func connect(to store: StateStore, key: SlotKey, environment: EnvironmentValues) {
        location.store = store
        location.key = key
        box.focus = store.textFocus
    }

    /// A focus state's value, as `.focused(_:)` takes it: reads and moves the focus.
    @propertyWrapper
    public struct Binding {
        let location: StateLocation<Value>
        let resetValue: Value
        let focus: FocusStateBox

        /// The focused field's value; setting it moves the focus.
        public var wrappedValue: Value {
            get { location.value }
            nonmutating set { set(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }

        /// Sets the value; a value other than the reset one takes the focus from every other field.
        func set(_ value: Value) {
            if value != resetValue {
                let (location, resetValue) = (location, resetValue)
                focus.focus?.focusBound(owner: ObjectIdentifier(location)) {
                    if location.value != resetValue { location.value = resetValue }
                }
            }
            location.value = value
        }

        /// The entry a field tied to `value` reads.
        func entry(for value: Value) -> FocusBindingEntry {
            let binding = self
            return FocusBindingEntry(
                isFocused: { binding.location.value == value },
                focus: { binding.set(value) },
                unfocus: { if binding.location.value == value { binding.location.value = binding.resetValue } })
        }
    }
}

/// Where a `FocusState` keeps its graph's focus once connected.
final class FocusStateBox {
    var focus: TextFocus?
}

/// What a text field inside `.focused(...)` reads: whether its focus state names it, and how to take or
/// give up the focus through that state.
struct FocusBindingEntry {
    let isFocused: () -> Bool
    let focus: () -> Void
    let unfocus: () -> Void
}

extension EnvironmentValues {
    private enum FocusBindingKey: EnvironmentKey {
        static var defaultValue: FocusBindingEntry? { nil }
    }

    /// The focus state the text fields here are tied to (`.focused(...)`).
    var focusBinding: FocusBindingEntry? {
        get { self[FocusBindingKey.self] }
        set { self[FocusBindingKey.self] = newValue }
    }
}

extension View {
    /// Ties the text field inside this view to `condition`: the field has the focus while it is true;
    /// a tap on the field sets it, and setting it to true moves the focus there.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environment(\.focusBinding, condition.entry(for: true))
    }

    /// Ties the text field inside this view to `binding`'s `value`: the field has the focus while the
    /// binding equals `value`; a tap on the field sets it to `value`, and setting it there moves the focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        environment(\.focusBinding, binding.entry(for: value))
    }
}
