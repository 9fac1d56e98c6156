import LayoutCore

/// An object a view observes, handed in by its parent, as SwiftUI's `@ObservedObject`: the view's body is
/// read again after each `objectWillChange`, and `$model.name` is a binding to a property.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, StorageBacked {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an observed object: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    package func connect(to store: StateStore, key: SlotKey, environment: EnvironmentValues) {
        store.observe(wrappedValue.objectWillChange)
    }

    /// The same input only when it is the very same object.
    package func isSameInput(as other: Any) -> Bool { (other as? Self)?.wrappedValue === wrappedValue }
}

/// Where a `@StateObject` keeps its object once the runtime has connected it.
final class StateObjectLocation<ObjectType> {
    let make: () -> ObjectType
    var object: ObjectType?
    init(make: @escaping () -> ObjectType) { self.make = make }

    /// The object, made now when nothing made it yet.
    var current: ObjectType {
        if let object { return object }
        let made = make()
        object = made
        return made
    }
}

/// An object a view owns and observes, as SwiftUI's `@StateObject`: made once, the first time the view
/// appears, and kept while the view keeps its identity; its body is read again after each
/// `objectWillChange`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, StorageBacked {
    private let location: StateObjectLocation<ObjectType>

    /// An object made by `thunk` the first time the view appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { location = StateObjectLocation(make: thunk) }

    /// The object.
    public var wrappedValue: ObjectType { location.current }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: location.current) }

    package func connect(to store: StateStore, key: SlotKey, environment: EnvironmentValues) {
        let make = location.make
        let object = store.value(key) { make() }
        location.object = object
        store.observe(object.objectWillChange)
    }
}

/// An object an ancestor put in the environment with `.environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`; reading it where none was put stops the program, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, StorageBacked {
    private let box = EnvironmentBox<ObjectType>()

    /// The environment's object of this type.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = box.value else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    package func connect(to store: StateStore, key: SlotKey, environment: EnvironmentValues) {
        let object = environment.object(of: ObjectType.self)
        box.value = object
        store.noteEnvironmentRead(object as Any) { $0.object(of: ObjectType.self) as Any }
        if let object { store.observe(object.objectWillChange) }
    }
}

extension View {
    /// Puts `object` in the environment of this view and the views inside it, where `@EnvironmentObject`
    /// finds it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<T>> {
        modifier(_EnvironmentKeyWritingModifier(value: object) { environment, object in environment.values.setObject(object, as: T.self) })
    }
}
