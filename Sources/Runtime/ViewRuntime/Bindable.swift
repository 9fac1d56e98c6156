import Observation

/// Bindings to the mutable properties of an observable object, as SwiftUI's `Bindable`: `$model.title`
/// in a view holding `@Bindable var model`, or `Bindable(model).title` anywhere.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to the object's properties, for `$model.title`.
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Bindings to the properties of `object`.
    public init(_ object: Value) { wrappedValue = object }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
