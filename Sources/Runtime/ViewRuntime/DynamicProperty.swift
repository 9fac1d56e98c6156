import LayoutCore

/// A dynamic property the runtime connects to storage kept under the view's identity.
package protocol StorageBacked {
    /// Points this property at `store`'s slot `key` (seeding the slot on first use) and at the values of
    /// `environment`.
    func connect(to store: StateStore, key: SlotKey, environment: EnvironmentValues)
    /// Whether this property, in a view a parent made anew, is the same input as `other`, the property of
    /// the view made before: true for storage kept by the view's identity (`@State`) and for values the
    /// environment gives (checked apart).
    func isSameInput(as other: Any) -> Bool
}

extension StorageBacked {
    package func isSameInput(as other: Any) -> Bool { true }
}

/// Where one dynamic property's value lives: the owning view's identity and the property's position.
package struct SlotKey: Hashable {
    /// The owning view's structural identity.
    package var path: ViewPath
    /// The property's position among the view's stored properties.
    package var index: Int
}

extension Namespace: StorageBacked {
    package func connect(to store: StateStore, key: SlotKey, environment: EnvironmentValues) {
        storage.id = store.value(key) { Namespace.ID("namespace \(key.path)#\(key.index)") }
    }
}
