import LayoutCore

/// Whether two values of a custom view are the same inputs, compared as SwiftUI compares a view with the
/// one its parent made last time: equal when their bits are identical, else by `==` when the view is
/// `Equatable`, else field by field. Dynamic properties (`@State`, `@Namespace`) stand for storage kept
/// under the view's identity and compare equal; closures compare equal only when identical; class
/// instances compare by identity.
enum ViewInputs {
    /// Whether `new` is the same inputs as `old`.
    static func areEqual<V>(_ old: Any, _ new: V) -> Bool {
        guard let old = old as? V else { return false }
        return valuesEqual(old, new)
    }

    /// Whether two values of any types are the same value in the sense above.
    static func sameValue(_ a: Any, _ b: Any) -> Bool { openedEqual(a, b) }

    /// Whether two environments hold the same values.
    static func sameValues(_ a: EnvironmentValues, _ b: EnvironmentValues) -> Bool {
        guard a.storage.count == b.storage.count else { return false }
        if a.storage.isEmpty { return true }
        for (key, value) in a.storage {
            guard let other = b.storage[key], openedEqual(value, other) else { return false }
        }
        return true
    }

    /// Whether two values of one type are equal in the sense above.
    private static func valuesEqual<T>(_ a: T, _ b: T) -> Bool {
        if bitwiseIdentical(a, b) { return true }
        if let a = a as? any Equatable, let b = b as? any Equatable { return ViewRuntime.valuesEqual(a, b) }
        return fieldsEqual(a, b)
    }

    /// Whether the two values have the same bits (the same references, the same buffers, the same numbers).
    private static func bitwiseIdentical<T>(_ a: T, _ b: T) -> Bool {
        var a = a, b = b
        return withUnsafeBytes(of: &a) { left in withUnsafeBytes(of: &b) { right in left.elementsEqual(right) } }
    }

    /// Compares two values of one type by their stored properties (or elements, or enum payloads).
    private static func fieldsEqual(_ a: Any, _ b: Any) -> Bool {
        if let property = a as? any StorageBacked { return property.isSameInput(as: b) }
        let typeA = type(of: a)
        guard typeA == type(of: b) else { return false }
        if typeA is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        let left = Mirror(reflecting: a), right = Mirror(reflecting: b)
        // A function has no fields: two closures that are not bit for bit the same are taken as different.
        if left.displayStyle == nil && left.children.isEmpty { return false }
        guard left.children.count == right.children.count else { return false }
        if left.displayStyle == .enum && left.children.isEmpty {
            // A case without a payload: the case is all there is to compare.
            return String(describing: a) == String(describing: b)
        }
        for (l, r) in zip(left.children, right.children) {
            guard l.label == r.label, openedEqual(l.value, r.value) else { return false }
        }
        return true
    }

    /// Compares two existential values, opening the first to its dynamic type.
    private static func openedEqual(_ a: Any, _ b: Any) -> Bool {
        func compare<T>(_ a: T) -> Bool {
            guard let b = b as? T else { return false }
            return valuesEqual(a, b)
        }
        return _openExistential(a, do: compare)
    }
}
