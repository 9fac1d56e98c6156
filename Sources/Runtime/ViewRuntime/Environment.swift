import LayoutCore
import Observation

/// Where an `@Environment` property keeps what it read when the runtime connected it.
final class EnvironmentBox<Value> {
    var value: Value?
}

/// A value a view reads from its environment, as SwiftUI's `@Environment`: `@Environment(\.colorScheme)`,
/// a custom key's property, `\.dismiss`, or an `@Observable` object an ancestor put there with
/// `.environment(object)` (`@Environment(Model.self)`). The view's body is read again when the value
/// changes.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, StorageBacked {
    private let read: (EnvironmentValues) -> Value?
    private let box = EnvironmentBox<Value>()
    /// What to say when no value is there (an object nobody put in the environment).
    private let missing: String

    /// The environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        missing = "No environment value at \(keyPath)."
    }

    /// The `@Observable` object of type `objectType` an ancestor put in the environment with
    /// `.environment(_:)`; reading it where none was put stops the program, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0.object(of: objectType) }
        missing = "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view."
    }

    /// The `@Observable` object of type `objectType` an ancestor put in the environment, or nil.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        read = { .some($0.object(of: objectType)) }
        missing = ""
    }

    /// The value the environment gave the view.
    public var wrappedValue: Value {
        guard let value = box.value else { fatalError(missing) }
        return value
    }

    package func connect(to store: StateStore, key: SlotKey, environment: EnvironmentValues) {
        let value = read(environment)
        box.value = value
        let read = self.read
        store.noteEnvironmentRead(value as Any) { read($0) as Any }
    }
}

/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction`: `@Environment(\.dismiss) var
/// dismiss`, then `dismiss()`. Inside a `.sheet` it closes the sheet; elsewhere it does nothing.
public struct DismissAction {
    let action: (() -> Void)?

    /// Dismisses.
    public func callAsFunction() { action?() }
}

extension EnvironmentValues {
    private enum DismissKey: EnvironmentKey {
        static var defaultValue: DismissAction { DismissAction(action: nil) }
    }

    /// Dismisses the presentation the view is in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}

extension View {
    /// Puts `object` in the environment of this view and the views inside it, where `@Environment(T.self)`
    /// finds it, as SwiftUI's `.environment(_:)` for `@Observable` objects.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<T?>> {
        modifier(_EnvironmentKeyWritingModifier(value: object) { environment, object in environment.values.setObject(object, as: T.self) })
    }
}
