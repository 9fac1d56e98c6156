import LayoutCore

/// A read-write reference to a value someone else owns, as SwiftUI's `Binding` and `@Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// The same binding, for `@Binding var x: T` initialised with `_x = binding`.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The referenced value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself, for passing on with `$`.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// A binding whose writes happen inside `withAnimation(animation)`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(get: getter, set: { value in withAnimation(animation) { self.setter(value) } })
    }
}
