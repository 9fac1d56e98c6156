import LayoutCore

/// A dynamic property the runtime connects to storage kept under the view's identity.
package protocol StorageBacked {
    /// Points this property at `store`'s slot `key`, seeding the slot on first use.
    func connect(to store: StateStore, key: SlotKey)
}

/// Where one dynamic property's value lives: the owning view's identity and the property's position.
package struct SlotKey: Hashable {
    /// The owning view's structural identity.
    package var path: ViewPath
    /// The property's position among the view's stored properties.
    package var index: Int
}

extension Namespace: StorageBacked {
    package func connect(to store: StateStore, key: SlotKey) {
        storage.id = store.value(key) { Namespace.ID("namespace \(key.path)#\(key.index)") }
    }
}
